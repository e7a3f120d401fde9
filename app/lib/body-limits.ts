// How big a request body may be, by route: server.ts enforces the byte limit while the body streams
// in, before anything parses it; the multipart reader of the upload forms (uploads.server.ts) bounds
// its parts and fields. A plain form fits in 100 KB. A form that takes files declares its own rule
// next to itself, in its route's `handle.body`, from its own counts of images and PDFs (a phone photo
// up to 20 MB, made under the spec §9 1 MB before it leaves; PDFs under 5 MB); the server reads it
// from the route the request reaches, so a
// new upload form cannot be left with the plain form's limit. Only the embedded marketplace, which is
// no Remix route, keeps its rules here.
import { matchRoutes } from "@remix-run/react";

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
export type UploadRule = BodyRule & { multipart: MultipartLimits };

export const PLAIN_FORM: BodyRule = { maxBytes: 100 * KB };

/**
 * A photo as a phone takes it (3–8 MB; 20 MB leaves room for a 50 MP one): what an upload form
 * takes per image. uploads.server.ts turns it upright, strips its metadata and re-encodes it under
 * `STORED_IMAGE_MAX_BYTES` before it leaves for the marketplace.
 */
export const IMAGE_MAX_BYTES = 20 * MB;
/** spec §9 (tours-cruises §5 "Images", hotels-bikes-transport §9): what the marketplace stores, under 1 MB. */
export const STORED_IMAGE_MAX_BYTES = 1 * MB;
/** spec §5 "Supplier profile": a PDF under 5 MB, taken as it is (no re-encoding). */
export const PDF_MAX_BYTES = 5 * MB;
/**
 * All the files of one post together: three photos at the 20 MB ceiling, or ten phone photos of
 * 6 MB. A form of 15 images is not given 15 × 20 MB: the post is held in memory while its images
 * are re-encoded, and a body near 100 MB is refused before it is read.
 */
export const POST_FILES_MAX_BYTES = 64 * MB;

/**
 * The rule of a form that takes files: room for every file it may hold at its largest allowed size,
 * plus one file over the limit (read to its end so that its form answers "too large" itself), at most
 * `POST_FILES_MAX_BYTES` of files in all, plus its text fields. Twice as many file parts as it keeps: an empty file input sends a part, and a
 * form over its count answers "at most n" itself rather than an error page.
 */
export function uploadRule(form: {
  /** the most images the form keeps */
  images: number;
  /** the most PDFs the form keeps */
  pdfs?: number;
  /** every field and file part of one post */
  parts: number;
  /** the longest text field */
  fieldBytes: number;
  /** all its text fields together */
  textBytes: number;
}): UploadRule {
  const pdfs = form.pdfs ?? 0;
  const largest = Math.max(form.images > 0 ? IMAGE_MAX_BYTES : 0, pdfs > 0 ? PDF_MAX_BYTES : 0);
  const files = form.images * IMAGE_MAX_BYTES + pdfs * PDF_MAX_BYTES + largest;
  return {
    maxBytes: Math.min(files, POST_FILES_MAX_BYTES) + form.textBytes,
    multipart: {
      maxParts: form.parts,
      maxFiles: 2 * (form.images + pdfs) + 2,
      maxFieldBytes: form.fieldBytes,
      maxFileBytes: largest + 1, // the byte that says "too large"
    },
  };
}

// the embedded marketplace: JSON up to 1 MB (express.json), uploads one file each (multer)
const API_RULES: [RegExp, BodyRule][] = [
  [/^\/api\/v1\/extra\/upload\//, { maxBytes: 6 * MB }],
  [/^\/api\/v1\//, { maxBytes: 1 * MB }],
];

/** The routes of a Remix server build, as far as the body rules need them. */
export type BuildRoutes = Record<
  string,
  | {
      id: string;
      parentId?: string;
      path?: string;
      index?: boolean;
      caseSensitive?: boolean;
      module: { handle?: unknown };
    }
  | undefined
>;
type Tree = Parameters<typeof matchRoutes>[0];
type Node = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Node[] };
const trees = new WeakMap<BuildRoutes, Tree>();

/** The build's flat routes as the nested tree the router matches (what Remix itself builds). */
function treeOf(routes: BuildRoutes): Tree {
  let tree = trees.get(routes);
  if (tree) return tree;
  const childrenOf = (parentId: string | undefined): Node[] =>
    Object.values(routes)
      .filter((r) => r !== undefined && r.parentId === parentId)
      .map((r) => {
        const node: Node = { id: r!.id, path: r!.path, index: r!.index, caseSensitive: r!.caseSensitive };
        if (!r!.index) node.children = childrenOf(r!.id);
        return node;
      });
  tree = childrenOf(undefined) as Tree;
  trees.set(routes, tree);
  return tree;
}

/** The body rule a route module declares (`export const handle = { body: … }`), if any. */
export function declaredRule(module: { handle?: unknown } | undefined): BodyRule | undefined {
  const handle = module?.handle as { body?: BodyRule } | undefined;
  return handle && typeof handle.body?.maxBytes === "number" ? handle.body : undefined;
}

/**
 * The rule of a request's path (`/x.data`, the single-fetch form of `/x`, is `/x`): the marketplace's,
 * else the one the route whose action answers declares, else the plain form's.
 */
export function bodyRuleFor(url: string, routes?: BuildRoutes): BodyRule {
  // the path as written (a URL parser would read `//host/x` as another host's `/x`)
  const q = url.indexOf("?");
  const pathname = q === -1 ? url : url.slice(0, q);
  const searchParams = new URLSearchParams(q === -1 ? "" : url.slice(q + 1));
  const path =
    pathname
      .replace(/^\/_root\.data$/, "/")
      .replace(/\.data$/, "")
      .replace(/\/+$/, "") || "/";
  const api = API_RULES.find(([pattern]) => pattern.test(path));
  if (api) return api[1];
  if (!routes) return PLAIN_FORM;
  const matches = matchRoutes(treeOf(routes), path) ?? [];
  // Remix's action target: the deepest match, but an index route only when the URL says ?index
  let target = matches.at(-1);
  if (target?.route.index && !searchParams.getAll("index").some((v) => v === "")) target = matches.at(-2);
  const id = target?.route.id;
  return (id !== undefined && declaredRule(routes[id]?.module)) || PLAIN_FORM;
}
