// Every route that reads a multipart body declares its limits next to its form (`handle.body`), and
// the server's lookup finds them from the route a request reaches: a new upload form cannot be left
// with the plain form's 100 KB.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  bodyRuleFor,
  declaredRule,
  PLAIN_FORM,
  POST_FILES_MAX_BYTES,
  uploadRule,
  type BuildRoutes,
} from "./body-limits";

const APP = path.resolve(import.meta.dirname, "..");
const ROUTES = path.join(APP, "routes");

/** The file an import names (`~/…` or relative), or null for a package. */
function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("~/")
    ? path.join(APP, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** Whether a module, or one it imports, calls the multipart reader. */
function readsMultipart(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  if (/(?<!function )\breadMultipartForm\(/.test(source) && !file.endsWith("uploads.server.ts")) return true;
  const imports = [...source.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]!);
  return imports.some((spec) => {
    const target = resolveImport(file, spec);
    return target !== null && readsMultipart(target, seen);
  });
}

const routeFiles = readdirSync(ROUTES).filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."));

describe("upload rules", () => {
  const uploading = routeFiles.filter((f) => readsMultipart(path.join(ROUTES, f)));

  it("finds the product's upload forms", () => {
    expect(uploading).toEqual(
      expect.arrayContaining([
        "_app.tour.action.($id).tsx",
        "_app.cruise.action.($id).tsx",
        "_app.cruise.$idTour.cabin.action.($idCabin).tsx",
        "_app.profile.agency.tsx",
        "_app.transport.options.tsx",
      ]),
    );
  });

  it.each(uploading)(
    "%s declares its upload limits next to its form",
    async (file) => {
      const module = (await import(path.join(ROUTES, file))) as { handle?: unknown };
      const rule = declaredRule(module);
      expect(rule?.multipart, `${file} reads a multipart body: export handle.body = uploadRule(…)`).toBeDefined();
      // room for a phone photo of 20 MB and one more over it (answered "too large" by the form), and
      // still short of a 100 MB body
      expect(rule!.maxBytes).toBeGreaterThan(2 * 20 * 1024 * 1024);
      expect(rule!.maxBytes).toBeLessThan(80 * 1024 * 1024);
    },
    30_000,
  );
});

describe("uploadRule", () => {
  const MB = 1024 * 1024;
  it("takes a phone photo of up to 20 MB per image, each PDF under 5 MB, and the texts", () => {
    const vehicle = uploadRule({ images: 1, parts: 40, fieldBytes: 8 * 1024, textBytes: 64 * 1024 });
    expect(vehicle.multipart.maxFileBytes).toBe(20 * MB + 1); // the byte that says "too large"
    expect(vehicle.maxBytes).toBe(2 * 20 * MB + 64 * 1024); // the photo, and one over 20 MB read to its end
    const profile = uploadRule({ images: 8, pdfs: 1, parts: 1000, fieldBytes: 1, textBytes: 1 });
    expect(profile.multipart.maxFileBytes).toBe(20 * MB + 1); // a photo is larger than a PDF may be
    const pdfOnly = uploadRule({ images: 0, pdfs: 1, parts: 10, fieldBytes: 1, textBytes: 1 });
    expect(pdfOnly.multipart.maxFileBytes).toBe(5 * MB + 1);
  });

  it("holds the files of one post to 64 MB in all, whatever the form's count: a 100 MB body stays refused", () => {
    const cabin = uploadRule({ images: 11, parts: 400, fieldBytes: 64 * 1024, textBytes: 512 * 1024 });
    expect(cabin.maxBytes).toBe(POST_FILES_MAX_BYTES + 512 * 1024);
    expect(cabin.multipart.maxFiles).toBeGreaterThanOrEqual(11);
    const profile = uploadRule({ images: 8, pdfs: 1, parts: 1000, fieldBytes: 1, textBytes: 1024 * 1024 });
    expect(profile.maxBytes).toBe(POST_FILES_MAX_BYTES + 1024 * 1024);
    expect(POST_FILES_MAX_BYTES).toBe(64 * MB);
  });
});

describe("bodyRuleFor", () => {
  const upload = uploadRule({ images: 15, parts: 10, fieldBytes: 10, textBytes: 10 });
  const route = (id: string, parentId: string | undefined, extra: object, handle?: unknown) => ({
    [id]: { id, parentId, ...extra, module: { handle } },
  });
  const routes: BuildRoutes = {
    ...route("root", undefined, { path: "" }),
    ...route("routes/_app", "root", {}),
    ...route("routes/_app.cruise.action.($id)", "routes/_app", { path: "cruise/action/:id?" }, { body: upload }),
    ...route("routes/_app.cruise._index", "routes/_app", { path: "cruise", index: true }, { body: upload }),
    ...route("routes/_app.$", "routes/_app", { path: "*" }),
  };

  it("finds the rule the route the request reaches declares", () => {
    expect(bodyRuleFor("/cruise/action", routes)).toBe(upload);
    expect(bodyRuleFor("/cruise/action/65f0a1b2c3d4e5f6a7b8c9d0", routes)).toBe(upload);
    expect(bodyRuleFor("/cruise/action.data", routes)).toBe(upload); // single fetch
    expect(bodyRuleFor("/cruise/action/?x=1", routes)).toBe(upload);
    expect(bodyRuleFor("/login", routes)).toBe(PLAIN_FORM);
    expect(bodyRuleFor("/cruise/action/1/more", routes)).toBe(PLAIN_FORM);
    expect(bodyRuleFor("//evil.example/cruise/action", routes)).toBe(PLAIN_FORM); // a path, not a host
  });

  it("follows Remix's action target: an index route only with ?index", () => {
    expect(bodyRuleFor("/cruise?index", routes)).toBe(upload);
    expect(bodyRuleFor("/cruise", routes)).toBe(PLAIN_FORM);
  });

  it("keeps the embedded marketplace's own limits", () => {
    expect(bodyRuleFor("/api/v1/tour", routes).maxBytes).toBe(1024 * 1024);
    expect(bodyRuleFor("/api/v1/extra/upload/image", routes).maxBytes).toBe(6 * 1024 * 1024);
  });
});
