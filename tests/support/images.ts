// Real test images of real sizes, made with sharp.
import sharp from "sharp";

/** A real JPEG of random noise (it hardly compresses): at least `targetBytes`, e.g. ~900 KB under the spec's 1 MB. */
export async function noiseJpeg(targetBytes: number): Promise<Buffer> {
  let side = 400;
  for (;;) {
    const pixels = Buffer.alloc(side * side * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
    const out = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer();
    if (out.length >= targetBytes) return out;
    side = Math.ceil(side * Math.sqrt(targetBytes / out.length) * 1.01);
  }
}
