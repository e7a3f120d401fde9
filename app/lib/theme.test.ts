// Every colour pairing the theme draws text with reads at WCAG 2.2's 4.5:1 for body text (SC 1.4.3):
// white on a filled button (and on its hover), a light variant's text on its tint (status tags, light
// buttons), links, and secondary ("dimmed") text on the page's greys. The browser suite checks the
// pages themselves with axe-core (tests/e2e/every-page.spec.ts); this names the pairing that fails.
import { DEFAULT_THEME, mergeMantineTheme, type MantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { tagColours } from "~/components/status-tag";
import { theme } from "./theme";

const merged: MantineTheme = mergeMantineTheme(DEFAULT_THEME, theme);
const shade = typeof merged.primaryShade === "number" ? merged.primaryShade : merged.primaryShade.light;

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const luminance = (c: Rgb) => {
  const [r, g, b] = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
/** Mantine's light variant: the colour at 10 % over the ground (white, or the page's grey). */
const tint = (c: Rgb, ground: Rgb = [255, 255, 255]): Rgb =>
  c.map((v, i) => Math.round(v * 0.1 + ground[i]! * 0.9)) as Rgb;
const WHITE: Rgb = [255, 255, 255];
const color = (name: string, n: number) => rgb(merged.colors[name]![n]!);

describe("the theme's colours read at 4.5:1", () => {
  // the colours of status tags, row buttons (teal, blue, red) and filled buttons
  const used = [...new Set([merged.primaryColor, "blue", "red", ...tagColours()])];

  it.each(used)("%s: a light variant's text on its tint (tags, light buttons)", (name) => {
    const text = color(name, shade);
    expect(contrast(text, tint(text))).toBeGreaterThanOrEqual(4.5);
    // a light button in a page's header stands on the page's grey
    expect(contrast(text, tint(text, color("gray", 0)))).toBeGreaterThanOrEqual(4.5);
  });

  it.each([merged.primaryColor, "red", "blue"])("%s: white on a filled button and on its hover", (name) => {
    expect(contrast(WHITE, color(name, shade))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(WHITE, color(name, shade === 9 ? 8 : shade + 1))).toBeGreaterThanOrEqual(4.5);
  });

  it("links (the primary colour) on white and on the page's grey", () => {
    const link = color(merged.primaryColor, shade);
    for (const ground of [WHITE, color("gray", 0), color("gray", 1)]) {
      expect(contrast(link, ground)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("secondary text (gray 6, Mantine's dimmed) on white and on the page's greys", () => {
    for (const ground of [WHITE, color("gray", 0), color("gray", 1)]) {
      expect(contrast(color("gray", 6), ground)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("keeps Mantine's lighter shades (tints, charts) as they are", () => {
    for (const name of ["teal", "gray", "red", "yellow", "orange", "lime", "green"]) {
      expect(merged.colors[name]!.slice(0, 6)).toEqual(DEFAULT_THEME.colors[name]!.slice(0, 6));
    }
  });
});
