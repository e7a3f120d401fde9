import { describe, expect, it } from "vitest";
import { themeCss, themeCssHref } from "./theme-css.server";

describe("the theme's static stylesheet", () => {
  it("holds the variables and classes MantineProvider would render into each page", () => {
    expect(themeCss).toContain("--mantine-primary-color-filled: var(--mantine-color-teal-filled)");
    expect(themeCss).toContain(".mantine-hidden-from-sm");
    expect(themeCss).not.toContain("<");
  });

  it("is addressed by its content", () => {
    expect(themeCssHref).toMatch(/^\/theme\.css\?v=[0-9a-z]+$/);
  });
});
