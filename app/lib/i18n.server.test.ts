// The server translates with i18next as it is: one instance per language, its own t, every call
// through its translator (no memory or shortcut beside it), so a prefix, a context, a count or a
// value means what i18next's documentation says. The browser's i18n-lite is checked against it
// key by key (i18n-lite.test.ts).
import { describe, expect, it, vi } from "vitest";
import { i18nFor, i18nServer } from "./i18n.server";

type Translator = { translate: (...args: unknown[]) => unknown };

describe("i18nFor's t()", () => {
  it("is i18next's own: every call, plain or with values, goes through its translator", async () => {
    const vi18n = await i18nFor("vi");
    const { translator } = vi18n as unknown as { translator: Translator };
    const translate = vi.spyOn(translator, "translate");
    const t = vi18n.getFixedT("vi", "layout");
    const hooked = vi18n.getFixedT(null as never, ["layout", "common"]);
    t("menu.dashboard");
    t("menu.dashboard");
    hooked("menu.dashboard");
    t("footer", { year: 2031 });
    hooked("layout:footer", { year: 2031 });
    t("no.such", { defaultValue: "x {{n}}", n: 2 });
    t("menu.toConfirm", { count: 3 });
    expect(translate).toHaveBeenCalledTimes(7);
    translate.mockRestore();
  });

  it("prints what a fresh i18next prints with the same options", async () => {
    const vi18n = await i18nFor("vi");
    const fresh = (await import("i18next")).createInstance();
    const { i18nOptions } = await import("./i18n");
    const { resources } = await import("./i18n.server");
    await fresh.init({ ...i18nOptions, lng: "vi", ns: Object.keys(resources.vi!), resources, initImmediate: false });
    const calls: [string | string[], string, Record<string, unknown>?][] = [
      ["layout", "menu.dashboard"],
      ["layout", "footer", { year: 2031 }],
      [["layout", "common"], "layout:footer", { year: 2031 }],
      ["layout", "no.such", { defaultValue: "x {{n}}", n: 2 }],
      ["layout", "menu.toConfirm", { count: 3 }],
      ["layout", "footer", { year: { toString: () => "2033" } }],
    ];
    for (const [ns, key, options] of calls)
      expect(vi18n.getFixedT("vi", ns)(key, options), key).toBe(fresh.getFixedT("vi", ns)(key, options));
  });

  it("still interpolates, counts and prefixes through i18next", async () => {
    const vi18n = await i18nFor("vi");
    const t = vi18n.getFixedT("vi", "layout");
    expect(t("footer", { year: 2031 })).toContain("2031");
    expect(t("footer", { year: 2032 })).toContain("2032");
    const prefixed = vi18n.getFixedT("vi", "layout", "menu");
    expect(prefixed("dashboard")).toBe(t("menu.dashboard"));
    expect(vi18n.getFixedT("vi", "layout")("no.such.key")).toBe("no.such.key");
    const en = await i18nFor("en");
    expect(en.getFixedT("en", "layout")("menu.dashboard")).not.toBe(t("menu.dashboard"));
  });

  it("answers a request in its cookie's language, vi without one", async () => {
    const t = await i18nServer.getFixedT(new Request("http://x/"), "layout");
    expect(t("menu.dashboard")).toBe((await i18nFor("vi")).getFixedT("vi", "layout")("menu.dashboard"));
  });
});
