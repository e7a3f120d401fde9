// What the app's browser modules get when they import "@mantine/core" (vite.config.ts sends them
// here): Mantine itself, and, the first time any of them loads, our theme merged into Mantine's
// default one, written into the object the browser's Mantine context already holds
// (./scope.tsx). It runs before the importing module, so before any Mantine component renders.
import { DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { theme } from "../theme";
import { browserTheme } from "./browser-theme";

export * from "@mantine/core";

if (!("colors" in browserTheme)) Object.assign(browserTheme, mergeMantineTheme(DEFAULT_THEME, theme));
