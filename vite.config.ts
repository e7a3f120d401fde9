import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import remixConfig from "./remix.config.js";

export default defineConfig({
  plugins: [remix(remixConfig)],
  resolve: { alias: { "~": path.resolve("app"), "@contract": path.resolve("contract") } },
  build: {
    target: "es2020",
    rollupOptions: {
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
});
