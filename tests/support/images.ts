// Real test images of real sizes, made with sharp.
import { randomBytes } from "node:crypto";
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

const MB = 1024 * 1024;
let phone: Promise<Buffer> | undefined;

/**
 * A photo as a phone sends it: 4000 × 3000 pixels stored sideways with EXIF orientation 6 (a viewer
 * turns it a quarter clockwise: a 3000 × 4000 portrait, red above and blue below), GPS tags where it
 * was taken, and noise enough that it weighs 6 MB or more. Made once per test file.
 */
export function phonePhoto(): Promise<Buffer> {
  phone ??= (async () => {
    const [w, h] = [3000, 4000]; // as seen
    const px = randomBytes(w * h * 3);
    for (let i = 0; i < px.length; i += 3) {
      const above = i < px.length / 2;
      px[i] = (above ? 160 : 0) + (px[i]! % 96);
      px[i + 1] = 40 + (px[i + 1]! % 96);
      px[i + 2] = (above ? 0 : 160) + (px[i + 2]! % 96);
    }
    for (let quality = 88; ; quality++) {
      const out = await sharp(px, { raw: { width: w, height: h, channels: 3 } })
        .rotate(-90) // stored sideways, as the camera's sensor saw it
        .jpeg({ quality })
        .withMetadata({ orientation: 6 })
        .withExifMerge({
          IFD3: {
            GPSLatitudeRef: "N",
            GPSLatitude: "10/1 46/1 30/1",
            GPSLongitudeRef: "E",
            GPSLongitude: "106/1 42/1 0/1",
          },
        })
        .toBuffer();
      if (out.length >= 6 * MB || quality >= 100) return out;
    }
  })();
  return phone;
}

/** The tag numbers of an EXIF block's first directory (0x8825 points at the GPS tags). */
export function exifTags(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") === 0 ? 6 : 0);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
}
export const GPS_TAG = 0x8825;

/** What a stored image is, as the tests judge a phone photo's: its size, shape, metadata and which way up it stands. */
export async function imageFacts(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  const rows = Math.max(1, Math.floor(meta.height / 5));
  const band = async (top: number) => {
    // stats() reads the whole image whatever is extracted: the band's pixels are averaged here
    const { data, info } = await sharp(bytes)
      .extract({ left: 0, top, width: meta.width, height: rows })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const sum = [0, 0, 0];
    for (let i = 0; i < data.length; i += info.channels) for (let c = 0; c < 3; c++) sum[c] = sum[c]! + data[i + c]!;
    const n = data.length / info.channels;
    return { red: sum[0]! / n, blue: sum[2]! / n };
  };
  const [above, below] = [await band(0), await band(meta.height - rows)];
  return {
    bytes: bytes.length,
    format: meta.format,
    width: meta.width,
    height: meta.height,
    orientation: meta.orientation,
    gps: exifTags(meta.exif).includes(GPS_TAG),
    metadata: { exif: meta.exif !== undefined, xmp: meta.xmp !== undefined, iptc: meta.iptc !== undefined },
    // the phone photo seen upright: red above, blue below (sideways both bands would be half of each)
    upright: above.red - above.blue > 60 && below.blue - below.red > 60,
  };
}
