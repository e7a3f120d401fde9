// The browser build's zod transform fits the installed zod: it finds every JSON Schema hook and
// method of the classic schemas, and leaves nothing that reaches the generator.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ZOD_SHAPE, zodWithoutJsonSchema } from "./vite-zod-browser";

const zodDir = path.dirname(createRequire(import.meta.url).resolve("zod/package.json"));
const classic = readFileSync(path.join(zodDir, "v4/classic/schemas.js"), "utf8");

describe("zodWithoutJsonSchema", () => {
  it("drops every JSON Schema hook of the installed zod's classic schemas", () => {
    const out = zodWithoutJsonSchema(classic);
    expect(out).not.toMatch(/processJSONSchema|createToJSONSchemaMethod|createStandardJSONSchemaMethod/);
    expect(out).not.toContain("to-json-schema.js");
    // the checks' bounds still come from the processors module (aggregateChecks), nothing else does
    expect(out.match(/\bprocessors\.\w+\(/g)?.every((m) => m === "processors.aggregateChecks(")).toBe(true);
    expect(out.length).toBeLessThan(classic.length);
  });

  it("fails the build when zod's file changes shape", () => {
    expect(() => zodWithoutJsonSchema("export const x = 1;")).toThrow(/changed shape/);
    expect(ZOD_SHAPE.hooks).toBeGreaterThan(0);
  });
});
