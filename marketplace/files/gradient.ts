// The demo listings' pictures of every area: colour gradients drawn at seed time, no outside files.

/** A JPEG fading from one colour to the other: 600×314 is the 1200:628 ratio of spec §5 (cruises 1.6). */
export async function gradient(from: string, to: string, w = 600, h = 314) {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [a, b] = [rgb(from), rgb(to)];
  const pixels = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = (x / w) * 0.7 + (y / h) * 0.3;
      for (let c = 0; c < 3; c++) pixels[(y * w + x) * 3 + c] = Math.round(a[c]! * (1 - t) + b[c]! * t);
    }
  }
  const { default: sharp } = await import("sharp"); // the seed's, not every worker's at start
  return sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}
