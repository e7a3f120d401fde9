// Uploads, a shared piece for every area: the type is decided by the file's content (never its
// name). A phone photo (up to 20 MB) is taken and made into what the marketplace stores (spec §9:
// under 1 MB, the form's crop): turned upright by its EXIF orientation, every metadata dropped (GPS
// included), resized and re-encoded with sharp; pixel bombs refused. The marketplace checks it again.
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import type { Sharp } from "sharp";
import { IMAGE_MAX_BYTES, PDF_MAX_BYTES, STORED_IMAGE_MAX_BYTES, type UploadRule } from "./body-limits";
import type { AuthedApi } from "./marketplace.server";
import { env } from "./env.server";

export type UploadKind = "image" | "pdf";
export type UploadType = "agency" | "tour" | "hotel" | "bike" | "transport";

export { IMAGE_MAX_BYTES, PDF_MAX_BYTES, STORED_IMAGE_MAX_BYTES };
/**
 * The most pixels an image may declare: a 50 MP phone photo (8160 × 6120) passes, a 108 MP one or a
 * small file declaring more (a pixel bomb) is refused before it is decoded. Decoding is bounded too:
 * libvips shrinks a JPEG while loading it, so a 50 MP photo is never held whole.
 */
export const MAX_INPUT_PIXELS = 64_000_000;
/** An image with no crop of its own (a logo, a cabin's photo) keeps its shape, up to this long side. */
const MAX_EDGE = 2048;

/** Spec §8 upload messages, as field messages (locales/<lng>/validation.json). */
export const UPLOAD_ERRORS = {
  onlyImage: "only_jpg_png",
  imageTooLarge: "image_too_large",
  onlyPdf: "only_pdf",
  pdfTooLarge: "pdf_too_large",
  invalidImage: "invalid_image",
  failed: "upload_failed",
} as const;

export function sniff(bytes: Uint8Array): "jpeg" | "png" | "pdf" | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return "png";
  if (new TextDecoder().decode(bytes.subarray(0, 5)) === "%PDF-") return "pdf";
  return null;
}

/**
 * A multipart form held in memory, within the limits its route declares next to its form
 * (`handle.body`, body-limits.ts — the same rule the server cut the body at): a bounded number of
 * parts, files and field bytes, or a 413 page. A file past the largest size the spec allows is
 * read to its end but only its first bytes are kept, so its form answers "too large" itself.
 */
export async function readMultipartForm(request: Request, rule: UploadRule): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) return request.formData();
  const limits = rule.multipart;
  let parts = 0;
  let files = 0;
  const handler: UploadHandler = async ({ filename, contentType: type, data }) => {
    if (++parts > limits.maxParts) throw new TooLarge();
    const isFile = typeof filename === "string";
    if (isFile && ++files > limits.maxFiles) throw new TooLarge();
    const keep = isFile ? limits.maxFileBytes : limits.maxFieldBytes + 1;
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let size = 0;
    for await (const chunk of data) {
      if (size >= keep) continue; // drained, not kept
      const room = keep - size;
      chunks.push(new Uint8Array(chunk.byteLength > room ? chunk.subarray(0, room) : chunk));
      size += Math.min(chunk.byteLength, room);
      if (!isFile && size > limits.maxFieldBytes) throw new TooLarge();
    }
    return isFile ? new File(chunks, filename, { type }) : new TextDecoder().decode(Buffer.concat(chunks));
  };
  try {
    return await unstable_parseMultipartFormData(request, handler);
  } catch {
    throw new Response(null, { status: 413 });
  }
}
class TooLarge extends Error {}

/** A chosen file (an empty file input sends a nameless empty part). */
export const isChosenFile = (v: FormDataEntryValue | null): v is File =>
  typeof v === "object" && v !== null && v.size > 0;

export type PreparedFile =
  { ok: true; bytes: Uint8Array<ArrayBuffer>; mime: string; ext: string } | { ok: false; error: string };

/**
 * A centre crop to this size, saved as JPEG at `quality` (0.8 unless said: spec §5 Images: tours
 * 1200:628; hotels-bikes-transport §5 "Bike form": 1.328125 at 0.7).
 */
export type Crop = { width: number; height: number; quality?: number };

/** Checks a file against the spec's rules and, for images, makes it what the marketplace stores. */
export async function prepareUpload(file: File, kind: UploadKind, crop?: Crop): Promise<PreparedFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniff(bytes);
  if (kind === "pdf") {
    if (type !== "pdf") return { ok: false, error: UPLOAD_ERRORS.onlyPdf };
    if (bytes.byteLength >= PDF_MAX_BYTES) return { ok: false, error: UPLOAD_ERRORS.pdfTooLarge };
    return { ok: true, bytes, mime: "application/pdf", ext: "pdf" };
  }
  if (type !== "jpeg" && type !== "png") return { ok: false, error: UPLOAD_ERRORS.onlyImage };
  if (bytes.byteLength > IMAGE_MAX_BYTES) return { ok: false, error: UPLOAD_ERRORS.imageTooLarge };
  const { default: sharp } = await import("sharp"); // loaded by the first upload, not by every worker's start
  let upright: { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
  try {
    const { width = 0, height = 0 } = await sharp(bytes).metadata(); // the header only
    if (width * height > MAX_INPUT_PIXELS) return { ok: false, error: UPLOAD_ERRORS.imageTooLarge };
    // rotate() applies the EXIF orientation; the pixels are kept raw, so no metadata goes on
    let image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
    image = crop
      ? image.resize(crop.width, crop.height, { fit: "cover", position: "centre" }).flatten({ background: "#ffffff" })
      : image.resize(MAX_EDGE, MAX_EDGE, { fit: "inside", withoutEnlargement: true });
    upright = await image.raw().toBuffer({ resolveWithObject: true });
  } catch {
    return { ok: false, error: UPLOAD_ERRORS.invalidImage };
  }
  const jpeg = crop !== undefined || type === "jpeg";
  const out = await encodeUnder(
    (scale) => {
      const { width, height, channels } = upright.info;
      const raw = sharp(upright.data, { raw: { width, height, channels } });
      return scale === 1 ? raw : raw.resize(Math.round(width * scale), Math.round(height * scale));
    },
    jpeg ? Math.round((crop ? (crop.quality ?? 0.8) : 0.85) * 100) : null,
  );
  return { ok: true, bytes: new Uint8Array(out), mime: jpeg ? "image/jpeg" : "image/png", ext: jpeg ? "jpg" : "png" };
}

/**
 * The image encoded under the marketplace's size (spec §9: under 1 MB): at the form's quality first,
 * then at lower qualities, then smaller, by what the last try missed by (the crop's aspect kept). A
 * JPEG is given `quality`; a PNG (quality null) is tried lossless, then with a palette (its
 * transparency kept).
 */
async function encodeUnder(image: (scale: number) => Sharp, quality: number | null): Promise<Buffer> {
  const tries: ((s: Sharp) => Sharp)[] =
    quality === null
      ? [(s) => s.png({ compressionLevel: 9 }), (s) => s.png({ compressionLevel: 9, palette: true, effort: 3 })]
      : [quality, quality - 15, quality - 30]
          .filter((q, i) => i === 0 || q >= 40)
          .map((q) => (s: Sharp) => s.jpeg({ quality: q, mozjpeg: true }));
  for (let scale = 1; ;) {
    let out: Buffer | undefined;
    for (const encode of tries) {
      out = await encode(image(scale)).toBuffer();
      if (out.byteLength < STORED_IMAGE_MAX_BYTES || scale < 0.01) return out;
    }
    // bytes go with the area: the side shrinks by the square root of what is over, and a little more
    scale *= Math.min(0.9, Math.sqrt(STORED_IMAGE_MAX_BYTES / out!.byteLength) * 0.95);
  }
}

/** Uploads a prepared file and saves it (marketplace-api.md "Uploads"); returns its url. */
export async function sendUpload(
  api: AuthedApi,
  file: Extract<PreparedFile, { ok: true }>,
  kind: UploadKind,
  type: UploadType,
) {
  const body = new FormData();
  // the stored name is the marketplace's own; ours only carries the extension
  body.set("file", new Blob([file.bytes], { type: file.mime }), `upload.${file.ext}`);
  body.set("type", type);
  const path = kind === "pdf" ? "extra/upload/file" : "extra/upload/image";
  const uploaded = await api.upload<{ filename: string }>(path, body, { "X-Upload-Key": env().MARKETPLACE_APP_ID });
  if (uploaded.code !== 200 || !uploaded.data?.filename)
    return { ok: false as const, error: uploadError(uploaded.message) };
  const saved = await api.post<{ url: string }>("extra/upload/save-file", { filename: uploaded.data.filename, type });
  if (saved.code !== 200 || !saved.data?.url) return { ok: false as const, error: UPLOAD_ERRORS.failed };
  return { ok: true as const, url: saved.data.url };
}

function uploadError(message: string): string {
  switch (message) {
    case "only_jpg_png":
      return UPLOAD_ERRORS.onlyImage;
    case "image_too_large":
      return UPLOAD_ERRORS.imageTooLarge;
    case "only_pdf":
      return UPLOAD_ERRORS.onlyPdf;
    case "file_too_large":
      return UPLOAD_ERRORS.pdfTooLarge;
    case "invalid_image":
      return UPLOAD_ERRORS.invalidImage;
    default:
      return UPLOAD_ERRORS.failed;
  }
}

/**
 * Where the supplier's own page shows one of its stored files: through the back-office (/files/…,
 * with the session's token), because a verification document is private at the marketplace.
 */
export function ownFileUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const name = /\/files\/([a-f0-9]{24}\.(?:jpg|png|pdf))$/.exec(url)?.[1];
  return name ? `/files/${name}` : publicFileUrl(url);
}

/** Where the browser finds a stored file: the marketplace's paths live on its own origin. */
export function publicFileUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^https?:\/\//.test(url)) return url;
  const e = env();
  return e.embeddedMarketplace ? url : `${new URL(e.marketplaceBaseUrl).origin}${url}`;
}

export type FormFiles = {
  /** `<name>_file` → `<name>` = url */
  single?: Record<string, UploadKind>;
  /** `<name>_file` (several) → appended as `<name>[i]`, at most `max` in all */
  lists?: Record<string, { kind: UploadKind; max: number; crop?: Crop }>;
};

/**
 * Uploads every file chosen in a form and puts the stored urls where the form expects them, so
 * any post of the form (save, add a row, refresh places…) keeps the files. Returns the field
 * errors of the files refused; a refused file is not stored.
 */
export async function uploadFormFiles(api: AuthedApi, form: FormData, files: FormFiles, type: UploadType) {
  const errors: Record<string, string[]> = {};
  const store = async (file: File, kind: UploadKind, crop?: Crop) => {
    const prepared = await prepareUpload(file, kind, crop);
    if (!prepared.ok) return prepared;
    return sendUpload(api, prepared, kind, type);
  };
  for (const [name, kind] of Object.entries(files.single ?? {})) {
    const file = form.get(`${name}_file`);
    form.delete(`${name}_file`);
    if (!isChosenFile(file)) continue;
    const result = await store(file, kind);
    if (result.ok) form.set(name, result.url);
    else errors[name] = [result.error];
  }
  for (const [name, { kind, max, crop }] of Object.entries(files.lists ?? {})) {
    const chosen = form.getAll(`${name}_file`).filter(isChosenFile);
    form.delete(`${name}_file`);
    const pattern = new RegExp(`^${name}\\[(\\d+)\\]$`);
    let count = [...form.keys()].filter((k) => pattern.test(k)).length;
    for (const file of chosen) {
      if (count >= max) {
        errors[name] = [`max_items:${max}`];
        break;
      }
      const result = await store(file, kind, crop);
      if (!result.ok) {
        errors[name] = [result.error];
        continue;
      }
      form.set(`${name}[${count}]`, result.url);
      count++;
    }
  }
  return errors;
}
