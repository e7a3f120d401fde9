// The theme object the browser's Mantine context hands to every Mantine component: empty until
// the first module of ours that imports Mantine is loaded (./index.ts fills it, before any Mantine
// component renders), so the context (./scope.tsx) needs no theme code of its own.
import type { MantineTheme } from "@mantine/core";

export const browserTheme = {} as MantineTheme;
