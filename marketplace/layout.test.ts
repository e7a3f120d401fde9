// The source tree's layout rules, checked on the source itself so they hold when the next area lands:
// no import cycles in marketplace/, contract/ or app/ (type imports count: a cycle of types is still a
// knot), the contract pure, shared/ below every area, tours below bookings, and no function past 200
// lines in marketplace/ nor past 120 in app/ and contract/ (as Prettier prints them).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..");
const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}
const FILES = ["marketplace", "contract", "app"].flatMap((dir) => sources(path.join(ROOT, dir)));
const parse = (f: string) => ts.createSourceFile(f, readFileSync(f, "utf8"), ts.ScriptTarget.Latest, true);
const parsed = new Map(FILES.map((f) => [f, parse(f)]));

/** Every module a file names: imports and re-exports (type-only too) and dynamic imports. */
function specifiers(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const declaration = ts.isImportDeclaration(node) || ts.isExportDeclaration(node);
    if (declaration && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    }
    const dynamic = ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword;
    if (dynamic && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file a specifier names inside the project, or null for a package. */
function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@contract/")) base = path.join(ROOT, "contract", spec.slice("@contract/".length));
  else if (spec.startsWith("~/")) base = path.join(ROOT, "app", spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  base = base.replace(/\.js$/, "");
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      /* next */
    }
  }
  return base; // not a source file of the three trees: kept for the boundary checks
}

const graph = new Map(FILES.map((f) => [f, specifiers(parsed.get(f)!).map((s) => ({ spec: s, file: resolve(f, s) }))]));

function cycles(): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const { file: next } of graph.get(file) ?? []) {
      if (!next || !graph.has(next)) continue;
      if (state.get(next) === "open") found.push([...stack.slice(stack.indexOf(next)), next].map(rel));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of FILES) if (!state.has(file)) visit(file);
  return found;
}

const importsOf = (prefix: string) =>
  [...graph]
    .filter(([file]) => rel(file).startsWith(prefix))
    .flatMap(([file, deps]) => deps.map((d) => ({ from: rel(file), ...d })));

describe("marketplace, contract and app layout", () => {
  it("has no import cycle, type imports included", () => {
    expect(cycles()).toEqual([]);
  });

  it("keeps the contract pure: zod and pure libraries only, nothing from either side, no I/O", () => {
    const IO = /^(node:|fs$|path$|express|kysely|better-sqlite3|sharp|multer|jose)/;
    const bad = importsOf("contract/").filter(
      (d) => (d.file && !rel(d.file).startsWith("contract/")) || IO.test(d.spec),
    );
    expect(bad.map((d) => `${d.from} → ${d.spec}`)).toEqual([]);
  });

  it("never lets the marketplace import the app", () => {
    const bad = importsOf("marketplace/").filter((d) => d.file && rel(d.file).startsWith("app/"));
    expect(bad.map((d) => `${d.from} → ${d.spec}`)).toEqual([]);
  });

  it("keeps marketplace/shared below every area: it imports only itself, the contract and packages", () => {
    const bad = importsOf("marketplace/shared/").filter(
      (d) => d.file && !/^(marketplace\/shared|contract)\//.test(rel(d.file)),
    );
    expect(bad.map((d) => `${d.from} → ${d.spec}`)).toEqual([]);
  });

  it("keeps tours below bookings: a booking names its tour, a tour never reaches into bookings", () => {
    const bad = importsOf("marketplace/tours/").filter(
      (d) => d.file && rel(d.file).startsWith("marketplace/bookings/"),
    );
    expect(bad.map((d) => `${d.from} → ${d.spec}`)).toEqual([]);
  });

  it("takes shared helpers from shared/, never from tours/ (outside it: its tables, seeds, routers)", () => {
    // the tour row's type (db/schema.ts, a booking's tour), the area's seed (db/seed.ts), the content
    // texts the cruise seed reuses, the routers (marketplace/routes.ts); dates, translate, json,
    // images and the like live in shared/ or files/
    const ALLOWED = new Set(["tables.ts", "seed.ts", "seed-data.ts"].map((f) => `marketplace/tours/${f}`));
    const allowed = (from: string, to: string) =>
      ALLOWED.has(to) || (from === "marketplace/routes.ts" && to.endsWith("routes.ts"));
    const outside = (file: string) => /^marketplace\/(?!tours\/)/.test(rel(file));
    const bad = [...graph]
      .filter(([file]) => outside(file))
      .flatMap(([file, deps]) =>
        deps
          .filter((d) => d.file && rel(d.file).startsWith("marketplace/tours/") && !allowed(rel(file), rel(d.file)))
          .map((d) => `${rel(file)} → ${d.spec}`),
      );
    expect(bad).toEqual([]);
  });

  /** The functions of the files under `prefix` (but not `except`) longer than `max` lines, as Prettier prints them. */
  const longFunctions = (prefix: string, max: number, except?: string) => {
    const long: string[] = [];
    for (const [file, source] of parsed) {
      if (!rel(file).startsWith(prefix) || (except && rel(file).startsWith(except))) continue;
      const visit = (node: ts.Node) => {
        const fn =
          ts.isFunctionDeclaration(node) ||
          ts.isFunctionExpression(node) ||
          ts.isArrowFunction(node) ||
          ts.isMethodDeclaration(node);
        if (fn) {
          const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
          const lines = source.getLineAndCharacterOfPosition(node.getEnd()).line - start + 1;
          if (lines > max) long.push(`${rel(file)}:${start + 1} (${lines} lines)`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    return long;
  };

  it("has no function longer than 200 lines (landed migrations aside: they are kept as they ran)", () => {
    expect(longFunctions("marketplace/", 200, "marketplace/db/migrations/")).toEqual([]);
  });

  it("has no app or contract function longer than 120 lines: a longer page or form is split into its sections", () => {
    expect([...longFunctions("app/", 120), ...longFunctions("contract/", 120)]).toEqual([]);
  });
});
