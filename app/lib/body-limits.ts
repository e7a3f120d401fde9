// How big a request body may be, by route (issue 10 item 1): server.ts enforces the byte limit
// while the body streams in, before anything parses it; the multipart reader of the upload forms
// (uploads.server.ts) bounds its parts and fields. A plain form fits in 100 KB; an upload form
// takes the spec's file sizes (images under 1 MB, PDFs under 5 MB) and a bounded number of parts.
const KB = 1024;
const MB = 1024 * KB;

export type MultipartLimits = {
  /** Every part: fields and files. */
  maxParts: number;
  maxFiles: number;
  /** One text field. */
  maxFieldBytes: number;
  /** Bytes kept of one file; a bigger file is read to its end and answered "too large" by its form. */
  maxFileBytes: number;
};
export type BodyRule = { maxBytes: number; multipart?: MultipartLimits };

export const PLAIN_FORM: BodyRule = { maxBytes: 100 * KB };

const FILE_BYTES = 5 * MB + 1; // the largest file the spec allows (a PDF) plus the byte that says "too large"

const RULES: [RegExp, BodyRule][] = [
  // the tour form: up to 15 images (spec §9) and the texts of both languages
  [
    /^\/tour\/action(?:\/[^/]+)?$/,
    {
      maxBytes: 20 * MB,
      multipart: { maxParts: 1000, maxFiles: 30, maxFieldBytes: 512 * KB, maxFileBytes: FILE_BYTES },
    },
  ],
  // the supplier profile: logo, 3 business images, 4 document images and the PDF certificate
  [
    /^\/profile\/agency$/,
    {
      maxBytes: 16 * MB,
      multipart: { maxParts: 1000, maxFiles: 20, maxFieldBytes: 64 * KB, maxFileBytes: FILE_BYTES },
    },
  ],
  // the vehicle dialog: one photo under 1 MB (hotels-bikes-transport §5 "Vehicle form")
  [
    /^\/transport\/options$/,
    {
      maxBytes: 2 * MB,
      multipart: { maxParts: 40, maxFiles: 1, maxFieldBytes: 8 * KB, maxFileBytes: 1 * MB + 1 },
    },
  ],
  // the price table: up to 50 classes × 50 groups, three fields a cell
  [/^\/tour\/[^/]+\/price-table$/, { maxBytes: 1 * MB }],
  // the embedded marketplace: JSON up to 1 MB (express.json), uploads one file each (multer)
  [/^\/api\/v1\/extra\/upload\//, { maxBytes: 6 * MB }],
  [/^\/api\/v1\//, { maxBytes: 1 * MB }],
];

/** The rule of a path (`/x.data`, the single-fetch form of `/x`, is `/x`). */
export function bodyRuleFor(pathname: string): BodyRule {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  return RULES.find(([pattern]) => pattern.test(path))?.[1] ?? PLAIN_FORM;
}
