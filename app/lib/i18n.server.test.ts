// The per-language i18next instances answer a plain t(key) (no count, no values, no
// options) from memory after the first time — ~200 of them per list page were ~7% of its CPU —
// values, counts and defaults through the browser's translator (the same text: i18n-lite.test.ts),
// and anything else (a prefix, a context, an object value) through i18next as before.
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

  it("answers values, counts and defaults without i18next, with i18next's text", async () => {
    const vi18n = await i18nFor("vi");
    const { translator } = vi18n as unknown as { translator: { translate: (...args: unknown[]) => unknown } };
    const translate = vi.spyOn(translator, "translate");
    const t = vi18n.getFixedT("vi", "layout");
    const hooked = vi18n.getFixedT(null as never, ["layout", "common"]);
    const quick = [
      t("footer", { year: 2031 }),
      hooked("layout:footer", { year: 2031 }),
      t("no.such", { defaultValue: "x {{n}}", n: 2 }),
    ];
    expect(translate).not.toHaveBeenCalled();
    translate.mockRestore();
    const fresh = (await import("i18next")).createInstance();
    const { i18nOptions } = await import("./i18n");
    const { resources } = await import("./i18n.server");
    await fresh.init({ ...i18nOptions, lng: "vi", ns: Object.keys(resources.vi!), resources, initImmediate: false });
    expect(quick).toEqual([
      fresh.getFixedT("vi", "layout")("footer", { year: 2031 }),
      fresh.getFixedT("vi", ["layout", "common"])("layout:footer", { year: 2031 }),
      "x 2",
    ]);
    // an object value or an option i18next reads for itself: i18next's own path
    const spied = vi.spyOn(translator, "translate");
    t("footer", { year: { toString: () => "2033" } });
    t("footer", { year: 2034, context: "short" });
    expect(spied).toHaveBeenCalledTimes(2);
    spied.mockRestore();
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
