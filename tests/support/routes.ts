// The back-office's route files as URLs (ids filled in), walked by the tests that prove a guard
// covers every page: a route file missed here would be a route missed by the guard.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const FAKE_ID = "aaaaaaaaaaaaaaaaaaaaaaaa";
const routesDir = path.resolve(import.meta.dirname, "../../app/routes");

/** A flat route file's URL (ids filled in), or null for the layout and the catch-all. */
export function urlOf(file: string, id = FAKE_ID): string | null {
  const name = file.replace(/\.(tsx|ts)$/, "");
  if (!name.startsWith("_app.")) return null;
  const parts = name
    .slice("_app.".length)
    .replace(/\[\.\]/g, "\u0000")
    .replace(/\[(\.[a-z]+)\]/g, (_m, ext: string) => ext.replace(".", "\u0000"))
    .split(".")
    .map((p) => p.replaceAll("\u0000", "."));
  if (parts.includes("$")) return null;
  // an optional id is left out (the create form); a required one is filled
  const segments = parts
    .filter((p) => p !== "_index" && !p.startsWith("($"))
    .map((p) => (p.startsWith("$") ? id : p.replace(/^\((.*)\)$/, "$1")));
  return `/${segments.join("/")}`;
}

export type BackOfficeRoute = { file: string; url: string; hasAction: boolean };

/** Every route file of the back-office's layout (`_app.*`), as a URL, with whether it has an action. */
export function backOfficeRoutes(): BackOfficeRoute[] {
  return readdirSync(routesDir)
    .filter((f) => /\.(tsx|ts)$/.test(f) && !f.includes(".test."))
    .map((file) => ({ file, url: urlOf(file) }))
    .filter((r): r is { file: string; url: string } => r.url !== null)
    .map((r) => ({
      ...r,
      hasAction: /export (async function|const) action\b/.test(readFileSync(path.join(routesDir, r.file), "utf8")),
    }));
}
