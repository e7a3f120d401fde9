#!/usr/bin/env node
// The production server as JavaScript (part of `npm run build`, after `remix vite:build`): server.ts
// and what it imports of app/lib, contract and marketplace, bundled by esbuild into
// $BUILD_DIR/server.js, and the marketplace's command line into $BUILD_DIR/marketplace-cli.js.
// Packages stay in node_modules (imported at run time). Production runs plain Node on these files:
// no TypeScript compiler or tsx at run time, nothing written outside the data folder.
import { build } from "esbuild";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const outdir = path.resolve(root, process.env.BUILD_DIR || "build");

/** Packages stay in node_modules, imported at run time; the project's own ~/ and @contract/ paths are bundled. */
const packagesExternal = {
  name: "packages-external",
  setup(b) {
    b.onResolve({ filter: /^[^./~]/ }, (args) =>
      args.path.startsWith("@contract/") || args.path.startsWith("node:")
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

const common = {
  absWorkingDir: root,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  plugins: [packagesExternal], // better-sqlite3, sharp, express…
  tsconfig: path.join(root, "tsconfig.json"), // the ~/ and @contract/ paths
  sourcemap: "linked",
  legalComments: "none",
  logLevel: "warning",
};

await build({ ...common, entryPoints: ["server.ts"], outfile: path.join(outdir, "server.js") });
await build({ ...common, entryPoints: ["marketplace/cli.ts"], outfile: path.join(outdir, "marketplace-cli.js") });
console.log(`server: ${path.relative(root, outdir)}/server.js, ${path.relative(root, outdir)}/marketplace-cli.js`);
