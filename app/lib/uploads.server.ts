// Uploads, a shared piece for every area: the type is decided by the file's content (never its
// name), sizes are the spec's, images are re-encoded with sharp (metadata stripped, pixel bombs
// refused) before they leave for the marketplace, which checks them again.
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { IMAGE_MAX_BYTES, PDF_MAX_BYTES, type UploadRule } from "./body-limits";
import type { AuthedApi } from "./marketplace.server";
import { env } from "./env.server";

export type UploadKind = "image" | "pdf";
export type UploadType = "agency" | "tour" | "hotel" | "bike" | "transport";

export { IMAGE_MAX_BYTES, PDF_MAX_BYTES }; // spec §9: images under 1 MB, PDFs under 5 MB
const MAX_INPUT_PIXELS = 40_000_000; // a 1 MB file that decodes to more is a pixel bomb

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

/** Checks a file against the spec's rules and, for images, re-encodes it (and crops it). */
export async function prepareUpload(file: File, kind: UploadKind, crop?: Crop): Promise<PreparedFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniff(bytes);
  if (kind === "pdf") {
    if (type !== "pdf") return { ok: false, error: UPLOAD_ERRORS.onlyPdf };
    if (bytes.byteLength >= PDF_MAX_BYTES) return { ok: false, error: UPLOAD_ERRORS.pdfTooLarge };
    return { ok: true, bytes, mime: "application/pdf", ext: "pdf" };
  }
  if (type !== "jpeg" && type !== "png") return { ok: false, error: UPLOAD_ERRORS.onlyImage };
  if (bytes.byteLength >= IMAGE_MAX_BYTES) return { ok: false, error: UPLOAD_ERRORS.imageTooLarge };
  const { default: sharp } = await import("sharp"); // loaded by the first upload, not by every worker's start
  try {
    // rotate() applies the EXIF orientation; the output keeps no metadata
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
    if (crop) {
      const out = await image
        .resize(crop.width, crop.height, { fit: "cover", position: "centre" })
        .jpeg({ quality: Math.round((crop.quality ?? 0.8) * 100), mozjpeg: true })
        .toBuffer();
      return { ok: true, bytes: new Uint8Array(out), mime: "image/jpeg", ext: "jpg" };
    }
    const out =
      type === "jpeg"
        ? await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
        : await image.png({ compressionLevel: 9 }).toBuffer();
    return {
      ok: true,
      bytes: new Uint8Array(out),
      mime: type === "jpeg" ? "image/jpeg" : "image/png",
      ext: type === "jpeg" ? "jpg" : "png",
    };
  } catch {
    return { ok: false, error: UPLOAD_ERRORS.invalidImage };
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
