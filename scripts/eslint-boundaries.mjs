// The project's import boundaries as one ESLint rule (CONTRIBUTING.md, "Layout"):
// app ↛ marketplace and marketplace ↛ app (they meet only over HTTP and in contract/);
// contract/ stays pure (zod and its own files only); a feature reaches another feature only
// through that feature's index.ts (or its server half, index.server.ts).
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
// pure libraries only: validation, phone numbers, HTML sanitising (no I/O, no framework)
const CONTRACT_PACKAGES = new Set(["zod", "libphonenumber-js", "sanitize-html", "vitest"]);

/** The project file an import names, relative to the root, or null for a package. */
function target(fromFile, spec) {
  if (spec.startsWith("~/")) return path.join("app", spec.slice(2));
  if (spec.startsWith("@contract/")) return path.join("contract", spec.slice("@contract/".length));
  if (spec.startsWith(".")) return path.relative(ROOT, path.resolve(path.dirname(fromFile), spec));
  return null;
}

const top = (rel) => rel.split(path.sep)[0];
const featureOf = (rel) => {
  const parts = rel.split(path.sep);
  return parts[0] === "app" && parts[1] === "features" && parts.length > 2 ? parts[2] : null;
};
const isFeatureEntry = (rel) => {
  const rest = rel
    .split(path.sep)
    .slice(3)
    .join("/")
    .replace(/\.(ts|tsx|js)$/, "");
  // index.server: the feature's server half (a browser module may not import a .server file)
  return rest === "" || rest === "index" || rest === "index.server";
};

/** Why `from` may not import `spec`, or null when it may. */
export function refusal(fromFile, spec) {
  const from = path.relative(ROOT, fromFile);
  const to = target(fromFile, spec);
  const layer = top(from);
  if (to === null) {
    const pkg = spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0];
    if (layer === "contract" && !CONTRACT_PACKAGES.has(pkg)) return `contract/ is pure: it may not import "${spec}"`;
    return null;
  }
  const into = top(to);
  if (layer === "app" && into === "marketplace")
    return "app/ talks to the marketplace over HTTP only: import contract/ instead";
  if (layer === "marketplace" && into === "app") return "marketplace/ may not import app/: share it through contract/";
  if (layer === "contract" && into !== "contract") return `contract/ may not import ${into}/`;
  const own = featureOf(from);
  const other = featureOf(to);
  if (own && other && other !== own && !isFeatureEntry(to)) {
    return `feature "${own}" reaches feature "${other}" only through ~/features/${other} (its index.ts)`;
  }
  return null;
}

const rule = {
  meta: {
    type: "problem",
    schema: [],
    docs: { description: "import boundaries between app, marketplace, contract and features" },
  },
  create(context) {
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== "string") return;
      const why = refusal(context.filename, spec);
      if (why) context.report({ node: node.source, message: why });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { layers: rule } };
