// The per-language i18next instances answer a plain t(key) (no count, no values, no
// options) from memory after the first time — ~200 of them per list page were ~7% of its CPU —
// while anything with options goes through i18next as before.
import { describe, expect, it, vi } from "vitest";
import { i18nFor } from "./i18n.server";

describe("i18nFor's t()", () => {
  it("translates a plain key once per language and namespace, then from memory", async () => {
    const vi18n = await i18nFor("vi");
    const en = await i18nFor("en");
    const { translator } = vi18n as unknown as { translator: { translate: (...args: unknown[]) => unknown } };
    const translate = vi.spyOn(translator, "translate");
    const t = vi18n.getFixedT("vi", "layout");
    const first = t("menu.dashboard");
    expect(t("menu.dashboard")).toBe(first);
    expect(vi18n.getFixedT("vi", ["bookings", "common"])("common:list.search")).toBe(
      vi18n.getFixedT("vi", ["bookings", "common"])("common:list.search"),
    );
    // as react-i18next's useTranslation asks (no language fixed: the instance's own), from the same memory
    const hooked = vi18n.getFixedT(null as never, "layout");
    expect(hooked("menu.dashboard")).toBe(first);
    expect(hooked("menu.dashboard")).toBe(first);
    expect(translate).toHaveBeenCalledTimes(2);
    expect(en.getFixedT("en", "layout")("menu.dashboard")).not.toBe(first);
    translate.mockRestore();
  });

  it("still interpolates, counts and prefixes through i18next", async () => {
    const vi18n = await i18nFor("vi");
    const t = vi18n.getFixedT("vi", "layout");
    expect(t("footer", { year: 2031 })).toContain("2031");
    expect(t("footer", { year: 2032 })).toContain("2032");
    const prefixed = vi18n.getFixedT("vi", "layout", "menu");
    expect(prefixed("dashboard")).toBe(t("menu.dashboard"));
    expect(vi18n.getFixedT("vi", "layout")("no.such.key")).toBe("no.such.key");
  });
});
