// marketplace-api.md "Uploads": the fields of extra/upload/image|avatar|file (multipart, the file in
// `file`) and the body of extra/upload/save-file.
import { z } from "../zod";

/** What an upload is for (spec tours-cruises §5 "Uploads"). */
export const FILE_TYPES = ["agency", "tour", "hotel", "bike", "transport"] as const;

/** The form fields beside `file`. */
export const UploadFields = z.object({ type: z.enum(FILE_TYPES).default("agency") });
export const SaveFileBody = z.object({ filename: z.string().max(64), type: z.enum(FILE_TYPES).default("agency") });

/**
 * The url of an uploaded image as the marketplace gives it (`/api/v1/files/<24 hex>.jpg|png`).
 * A photo field holds only such a url; whose file it is, the marketplace checks against its files.
 */
export const IMAGE_URL = /^\/api\/v1\/files\/[a-f0-9]{24}\.(jpg|png)$/;
export const isImageUrl = (url: unknown): url is string => typeof url === "string" && IMAGE_URL.test(url);
