// Mantine's theme styles (the CSS variables of our theme and the hidden-from/visible-from classes)
// as one static stylesheet, /theme.css, made once per process, instead of the <style> blocks
// MantineProvider would otherwise render into every page.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MantineProvider } from "@mantine/core";
import { listVersion } from "./version";
import { theme } from "./theme";

/** What MantineProvider writes into a page for our theme, taken from MantineProvider itself. */
export function providerStyles(): string {
  const html = renderToStaticMarkup(createElement(MantineProvider, { theme, defaultColorScheme: "light" }));
  return [...html.matchAll(/<style data-mantine-styles="[^"]*"[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("\n");
}

export const themeCss = providerStyles();

/** The stylesheet's address, fingerprinted by its content so it can be cached for a year. */
export const themeCssHref = `/theme.css?v=${listVersion(themeCss)}`;
