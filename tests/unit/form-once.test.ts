// For present and future forms: every route whose action creates a marketplace
// record (a create*/add* call of a features/*/api.server.ts) passes the api through once(…) for it
// and renders <FormOnce /> in its form (in the route or in a feature component it imports).
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const read = (p: string) => readFileSync(path.join(root, p), "utf8");

// the create calls of the marketplace clients: `export const createX = (api…) => api.post…`
const creates = readdirSync(path.join(root, "app/features"))
  .map((area) => `app/features/${area}/api.server.ts`)
  .filter((file) => existsSync(path.join(root, file)))
  .flatMap((file) =>
    [...read(file).matchAll(/export const ((?:create|add)[A-Z]\w*) = \(api: AuthedApi[^=]*=>\s*api\.post/g)].map(
      (m) => m[1]!,
    ),
  )
  // tour images are made while the tour form saves; the tour itself carries the form's key
  .filter((name) => name !== "addTourImage");

const routes = readdirSync(path.join(root, "app/routes")).filter((f) => f.endsWith(".tsx"));

describe("one-time form tokens", () => {
  it("knows the create calls", () => {
    expect(creates).toEqual(expect.arrayContaining(["createTour", "createAge", "addDeparture", "createPackage"]));
  });

  it.each(routes)("%s: every create goes through once() and its form renders <FormOnce />", (file) => {
    const source = read(`app/routes/${file}`);
    const calls = creates.flatMap((name) =>
      [...source.matchAll(new RegExp(`\\b${name}\\(([^,)]*)`, "g"))].map((m) => ({ name, api: m[1]!.trim() })),
    );
    if (!calls.length) return;
    for (const call of calls) expect(call.api, `${call.name} in ${file}`).toMatch(/^once\(/);
    const imported = [...source.matchAll(/from "~\/features\/([\w/-]+)"/g)]
      .map((m) => `app/features/${m[1]}.tsx`)
      .filter((f) => existsSync(path.join(root, f)));
    const rendered = [source, ...imported.map(read)].some((s) => s.includes("<FormOnce />"));
    expect(rendered, `${file} renders <FormOnce /> in its create form`).toBe(true);
  });
});
