import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import remixConfig from "./remix.config.js";

export default defineConfig({
  plugins: [remix(remixConfig)],
  resolve: { alias: { "~": path.resolve("app"), "@contract": path.resolve("contract") } },
  build: { target: "es2020" },
  server: { hmr: { port: 24678 } },
});
