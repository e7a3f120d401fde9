#!/usr/bin/env node
// The production server as JavaScript (part of `npm run build`, after `remix vite:build`): server.ts
// and what it imports of app/lib, contract and marketplace, bundled by esbuild into
// $BUILD_DIR/server.js, its entry start.ts (the workers, README "Workers") into $BUILD_DIR/start.js,
// and the marketplace's command line into $BUILD_DIR/marketplace-cli.js.
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
// start.js imports server.js at run time (by a computed URL esbuild leaves alone), never a copy of it
await build({ ...common, entryPoints: ["start.ts"], outfile: path.join(outdir, "start.js") });
await build({ ...common, entryPoints: ["marketplace/cli.ts"], outfile: path.join(outdir, "marketplace-cli.js") });
const out = path.relative(root, outdir);
console.log(`server: ${out}/start.js, ${out}/server.js, ${out}/marketplace-cli.js`);
