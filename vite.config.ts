import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin } from "vite";
import remixConfig from "./remix.config.js";
import { zodBrowser } from "./scripts/vite-zod-browser";
import { sharedChunkOf } from "./scripts/vite-chunks";

// Our shared modules (features, components, lib, contract) only declare: none does on import anything
// another relies on without importing a name (checked: no bare imports but one stylesheet). Telling
// Rollup so lets a route take one page from a feature's index without the feature's other pages —
// a list page would otherwise download zod for the detail page's dialogs the index also exports.
const projectRoot = path.resolve(".");
const declarativeModules = ["features", "components", "lib"].map((dir) => path.resolve("app", dir) + path.sep);
declarativeModules.push(path.resolve("contract") + path.sep);

// The browser's "@mantine/core", for our modules, is app/lib/mantine: Mantine itself plus the theme,
// merged the first time a module using Mantine loads. The page's context (app/lib/mantine/scope.tsx)
// then needs no Mantine code of its own, and a page without Mantine's components downloads none.
const mantineDir = path.resolve("app", "lib", "mantine") + path.sep;
const zodConfig = path.resolve("app", "lib", "zod-config.ts");
const appDir = path.resolve("app") + path.sep;
const mantineThroughTheme: Plugin = {
  name: "mantine-through-theme",
  enforce: "pre",
  resolveId(source, importer, options) {
    if (source !== "@mantine/core" || options?.ssr || !importer) return null;
    if (!importer.startsWith(appDir) || importer.startsWith(mantineDir)) return null;
    return path.join(mantineDir, "index.ts");
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [mantineThroughTheme, zodBrowser, remix(remixConfig)],
  // The server build carries the Mantine components it renders, tree-shaken, instead of importing
  // @mantine/core's every module at start: ~20 MB less memory in every server worker.
  ssr: command === "build" ? { noExternal: ["@mantine/core", "@mantine/hooks", "@mantine/tiptap"] } : undefined,
  resolve: {
    alias: {
      "~": path.resolve("app"),
      "@contract": path.resolve("contract"),
      // the browser translates with the small LiteI18n (app/lib/i18n-lite.ts); the server with i18next
      ...(isSsrBuild ? {} : { "react-i18next": path.resolve("app/lib/react-i18n-lite.tsx") }),
    },
  },
  build: {
    target: "es2020",
    rollupOptions: {
      treeshake: isSsrBuild
        ? undefined
        : {
            // the exceptions: app/lib/mantine/index.ts (its theme merge is its reason to be) and
            // app/lib/zod-config.ts (imported bare, before any schema is made, for its setting alone)
            moduleSideEffects: (id: string) =>
              id.startsWith(mantineDir) || id === zodConfig || !declarativeModules.some((dir) => id.startsWith(dir)),
          },
      output: {
        // Rollup otherwise lends small Mantine helpers to floating-ui's chunk, so every page downloaded
        // floating-ui (15 KB gz) for them: keep it a chunk of its own, fetched only by pages with a popover.
        manualChunks(id) {
          if (/\/node_modules\/(@floating-ui|tabbable)\//.test(id)) return "floating-ui";
          // named too, or Rollup would move React into the floating-ui chunk (its dependency)
          if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return "react";
          // what every page loads anyway, in one file or two (scripts/vite-chunks.ts)
          return sharedChunkOf(id, projectRoot);
        },
      },
      onwarn(warning, warn) {
        // zod 4 ships `@__PURE__` comments where Rollup cannot use them; Rollup drops them and
        // says so on every build. Nothing to act on: keep the build output for real warnings.
        if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/zod/")) return;
        // resource routes (CSV, QR, form-only posts) have no component: their browser chunk is empty by design
        if (warning.code === "EMPTY_BUNDLE") return;
        warn(warning);
      },
    },
  },
  server: { hmr: { port: 24678 } },
}));
