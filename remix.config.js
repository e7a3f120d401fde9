// Remix options (the Vite plugin reads them from vite.config.ts, which imports this file).
/** @type {import("@remix-run/dev").VitePluginConfig} */
export default {
  appDirectory: "app",
  // npm test builds into build-test (BUILD_DIR), so it never replaces the build a running demo serves
  buildDirectory: process.env.BUILD_DIR || "build",
  ignoredRouteFiles: ["**/*.test.*", "**/*.css"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
    unstable_optimizeDeps: true,
  },
};
