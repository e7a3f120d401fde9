// The translation adapter against a real HTTP server on loopback that speaks LibreTranslate's API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeTranslate } from "../../tests/support/fake-translate";
import { bothLanguages, libreTranslate, pendingAfterEdit, setTranslator, translate, type Lang } from "./translate";

let fake: Awaited<ReturnType<typeof startFakeTranslate>>;
beforeAll(async () => {
  fake = await startFakeTranslate({ "Du thuyền vịnh Hạ Long": "Ha Long Bay cruise" });
});
afterAll(async () => {
  setTranslator(null);
  await fake.stop();
});

const fillName = async (t: { name: string; note: string }, from: Lang, to: Lang) => ({
  name: await translate(t.name, from, to),
  note: await translate(t.note, from, to),
});
const vi = { name: "Du thuyền vịnh Hạ Long", note: "<p>Bữa tối <b>hải sản</b></p>" };
const empty = { name: "", note: "" };

describe("auto-translate through a LibreTranslate-compatible service", () => {
  it("posts q, source, target, format and the key, and reads translatedText", async () => {
    const t = libreTranslate({ url: `${fake.url}/`, apiKey: "k-1" });
    expect(await t("Du thuyền vịnh Hạ Long", "vi", "en", "text")).toBe("Ha Long Bay cruise");
    expect(fake.calls.at(-1)).toEqual({
      q: "Du thuyền vịnh Hạ Long",
      source: "vi",
      target: "en",
      format: "text",
      api_key: "k-1",
    });
  });

  it("fills the other language translated, rich text as html, and nothing pending", async () => {
    setTranslator(libreTranslate({ url: fake.url }));
    const both = await bothLanguages({ auto_translate_en: true }, vi, empty, fillName);
    expect(both.en).toEqual({ name: "Ha Long Bay cruise", note: "[en] <p>Bữa tối <b>hải sản</b></p>" });
    expect(fake.calls.at(-1)?.format).toBe("html");
    expect(both.pending).toEqual({ vi: false, en: false });
    expect(both.vi).toBe(vi);
  });

  it("a failing service keeps the original text, marked pending; the save goes on", async () => {
    const logged: string[] = [];
    setTranslator(libreTranslate({ url: fake.url }), (l) => logged.push(l));
    fake.state.failing = true;
    try {
      const both = await bothLanguages({ auto_translate_vi: true }, empty, vi, fillName);
      expect(both.vi).toEqual(vi);
      expect(both.pending).toEqual({ vi: true, en: false });
      expect(logged.join("\n")).toContain("500");
    } finally {
      fake.state.failing = false;
    }
  });

  it("without a service: the original text, marked pending", async () => {
    setTranslator(null);
    const both = await bothLanguages({ auto_translate_en: true }, vi, empty, fillName);
    expect(both.en).toEqual(vi);
    expect(both.pending).toEqual({ vi: false, en: true });
    expect((await bothLanguages({}, vi, empty, fillName)).pending).toEqual({ vi: false, en: false });
  });
});

describe("an edit of a record awaiting its translation", () => {
  it("keeps a language pending while its texts are saved as stored; an edited text clears it", () => {
    const stored = { vi: false, en: true };
    const none = { vi: false, en: false };
    expect(pendingAfterEdit(stored, none, { vi: false, en: true })).toEqual({ vi: false, en: true });
    expect(pendingAfterEdit(stored, none, { vi: true, en: false })).toEqual(none);
    expect(pendingAfterEdit(none, { vi: true, en: false }, { vi: true, en: true })).toEqual({ vi: true, en: false });
  });
});
