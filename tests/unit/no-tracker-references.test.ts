// Comments and test names say what the code does and why, citing the spec section where the spec
// decides: a pointer into the team's tracker (an issue, item, helper or session number) means
// nothing to the next reader, so none may land in the source tree or its guides.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const TREES = ["app", "contract", "marketplace", "tests", "scripts", "locales", ".ci"];
const SOURCE = /\.(ts|tsx|mjs|js|cjs|css|md|json)$/;
/** The root's own files: its code, guides and configuration (vitest.config.ts, Dockerfile, .env.example…). */
const rootFiles = () =>
  readdirSync(ROOT).filter(
    (name) =>
      statSync(path.join(ROOT, name)).isFile() &&
      !/lock\.json$/.test(name) &&
      (SOURCE.test(name) || /^(Dockerfile|\.env\..*|\.\w+ignore)$/.test(name)),
  );

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) return [];
    if (statSync(full).isDirectory()) return walk(full);
    return SOURCE.test(name) || path.basename(dir) === ".ci" ? [full] : [];
  });
}

// built from parts, so this file does not match itself
const WORDS = ["iss" + "ue", "hel" + "per", "ses" + "sion"].join("|");
const POINTER = new RegExp(`\\b(?:${WORDS})s? #?[A-Z]?\\d+\\b`, "i");

describe("no tracker references in the source tree", () => {
  it("no comment, test name or guide names an issue, a helper or a session", () => {
    const files = [...TREES.flatMap((t) => walk(path.join(ROOT, t))), ...rootFiles().map((f) => path.join(ROOT, f))];
    expect(files.map((f) => path.relative(ROOT, f))).toEqual(
      expect.arrayContaining(["vitest.config.ts", "server.ts", "README.md", "Dockerfile", ".ci/run"]),
    );
    const found = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) =>
          POINTER.test(line) ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim().slice(0, 100)}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
