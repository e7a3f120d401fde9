// The theme object the browser's Mantine context hands to every Mantine component: empty until
// a module that uses Mantine's components is loaded (./index.ts fills it), so a page drawn without
// them (every list page: static-mantine.tsx) downloads neither Mantine's default theme nor the code
// that merges ours into it.
import type { MantineTheme } from "@mantine/core";

export const browserTheme = {} as MantineTheme;
