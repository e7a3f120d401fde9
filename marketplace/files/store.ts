// What an upload is, decided by its bytes (never its name or the client's mimetype), and how an
// image is cleaned: decoded with a pixel cap, oriented, re-encoded without its metadata.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { ApiError } from "../shared/http.js";

// spec tours-cruises §5 "Uploads" / §9: images under 1 MB, PDF under 5 MB
export const IMAGE_MAX_BYTES = 1024 * 1024;
export const PDF_MAX_BYTES = 5 * 1024 * 1024;
/** Beyond this no image is decoded: a small file can still declare billions of pixels. */
export const MAX_INPUT_PIXELS = 40_000_000;

export const FILENAME = /^[a-f0-9]{24}\.(jpg|png|pdf)$/;
// server.ts mounts the marketplace at /api/v1; files are served from the same origin
export const FILES_PATH = "/api/v1/files/";

export type Sniffed = "jpeg" | "png" | "pdf";
export const EXTENSION: Record<Sniffed, string> = { jpeg: ".jpg", png: ".png", pdf: ".pdf" };
export const MIME: Record<Sniffed, string> = { jpeg: "image/jpeg", png: "image/png", pdf: "application/pdf" };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniff(buf: Buffer): Sniffed | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return "jpeg";
  if (buf.length >= 8 && buf.subarray(0, 8).equals(PNG_SIGNATURE)) return "png";
  if (buf.length >= 5 && buf.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  return null;
}

export const fileUrl = (filename: string) => `${FILES_PATH}${filename}`;

/** The stored name behind one of our urls, or null for anything else. */
export function filenameOf(url: string): string | null {
  if (!url.startsWith(FILES_PATH)) return null;
  const name = url.slice(FILES_PATH.length);
  return FILENAME.test(name) ? name : null;
}

/** The demo images drawn by the seed: served like uploads, kept apart from them. */
export function seedDir(dataDir: string) {
  const dir = path.join(dataDir, "seed");
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function uploadsDir(dataDir: string) {
  const dir = path.join(dataDir, "uploads");
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Decodes the image (pixel cap, corrupt data refused), applies the EXIF orientation and
 * re-encodes it in its own format. sharp writes no metadata unless asked: EXIF (GPS, camera,
 * owner), XMP and comments are gone.
 */
export async function cleanImage(buf: Buffer, format: "jpeg" | "png"): Promise<Buffer> {
  const { default: sharp } = await import("sharp"); // loaded by the first upload, not by every worker's start
  try {
    const image = sharp(buf, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const meta = await image.metadata();
    if (meta.format !== format) throw new Error(`declared ${format}, decoded ${meta.format}`);
    const oriented = image.rotate();
    return format === "jpeg" ? await oriented.jpeg({ quality: 85 }).toBuffer() : await oriented.png().toBuffer();
  } catch {
    throw new ApiError(400, "invalid_image");
  }
}
