// The browser's zod without its JSON Schema generator. Classic zod schemas carry a JSON Schema hook
// each (`processJSONSchema`, `toJSONSchema()`, `~standard.jsonSchema`), which pins the generator
// (~19 KB, ~5 KB gzipped) in every form page, though only the server (the OpenAPI document) makes
// JSON Schema. For the browser build, this transform drops the hooks from zod's classic schemas and
// makes the two methods say so if ever called; parsing, checks and Conform's constraints (which read
// `_zod.bag` and the checks, never the generator) are untouched. It counts what it replaces and fails
// the build when zod's file no longer has that shape (a zod upgrade): update it with zod, or drop it.
import type { Plugin } from "vite";

const FILE = /\/node_modules\/zod\/v4\/classic\/schemas\.js$/;
const HOOK =
  /^\s*inst\._zod\.processJSONSchema = \(ctx, json, params\) => processors\.\w+\(inst, ctx, json, params\);\n/gm;
const METHODS = /createStandardJSONSchemaMethod\(this, "(input|output)"\)|createToJSONSchemaMethod\(this, \{\}\)/g;
const IMPORT = 'import { createStandardJSONSchemaMethod, createToJSONSchemaMethod } from "../core/to-json-schema.js";';
const NOT_HERE = `const notInTheBrowser = () => () => { throw new Error("zod: JSON Schema is made on the server only"); };`;
/** The shape of zod 4.6's classic schemas: at least this many hooks (one per schema kind), three method uses. */
export const ZOD_SHAPE = { hooks: 30, methods: 3 };

export function zodWithoutJsonSchema(code: string): string {
  const hooks = code.match(HOOK)?.length ?? 0;
  const methods = code.match(METHODS)?.length ?? 0;
  if (hooks < ZOD_SHAPE.hooks || methods !== ZOD_SHAPE.methods || !code.includes(IMPORT))
    throw new Error(
      `zod-without-json-schema: zod's classic schemas changed shape (${hooks} hooks, ${methods} method uses): see scripts/vite-zod-browser.ts`,
    );
  return code.replace(HOOK, "").replace(METHODS, "notInTheBrowser()").replace(IMPORT, NOT_HERE);
}

/** The Vite plugin: the browser build only (the server keeps zod whole). */
export const zodBrowser: Plugin = {
  name: "zod-without-json-schema",
  enforce: "pre",
  transform(code, id, options) {
    if (options?.ssr || !FILE.test(id)) return null;
    return { code: zodWithoutJsonSchema(code), map: null };
  },
};
