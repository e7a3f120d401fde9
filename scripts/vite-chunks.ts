// The browser build's shared chunks besides Rollup's own. Rollup gives each module that several
// routes share a file of its own: a page would download ~35 files, a dozen of them under 1 KB, each
// compressed alone. Modules every page loads anyway ride together instead, which costs no page a
// byte it did not load before and saves ~2.5 KB gzipped on each (one file compresses better than
// twelve): "shell" for what every page has (the sign-in page too), "layout-shell" for what every page
// of the layout has (its header, help button, icons, the services' descriptors). A module named
// here must be one every such page loads (vite-chunks.test.ts checks each still exists).
/** Vite's own module (not a file) that loads a chunk and its dependencies: every page has it. */
const VITE_PRELOAD_HELPER = "\0vite/preload-helper.js";
const SHELL = [
  "app/lib/i18n.ts",
  "app/lib/react-i18n-lite.tsx",
  "app/lib/mantine/browser-theme.ts",
  "app/lib/toast.ts",
  "app/components/toasts.tsx",
  VITE_PRELOAD_HELPER,
];
const LAYOUT_SHELL = ["app/components/icons.tsx", "contract/services.ts", "app/components/help-drawer.tsx"];
export const SHARED_CHUNKS: Record<string, readonly string[]> = { shell: SHELL, "layout-shell": LAYOUT_SHELL };

/** The chunk a module of the project goes to, if one of these: `root` is the project's directory. */
export function sharedChunkOf(id: string, root: string): string | undefined {
  if (id === VITE_PRELOAD_HELPER) return "shell";
  if (!id.startsWith(root)) return undefined;
  const file = id.slice(root.length).replace(/^\/+/, "");
  for (const [chunk, files] of Object.entries(SHARED_CHUNKS)) if (files.includes(file)) return chunk;
  return undefined;
}
