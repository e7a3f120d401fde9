// spec tours-cruises §1 "auto-translate to the other language": the app server started with
// TRANSLATE_URL pointing at a translation service on loopback that speaks LibreTranslate's API
// (tests/support/fake-translate.ts). A ticked cruise is stored translated; when the service fails the
// Vietnamese text is kept, tagged "translation pending" on English pages, and the supplier enters the
// translation later, which clears the tag.
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { startFakeTranslate } from "../support/fake-translate";
import { type Browserless, checkboxIds, loggedIn, optionId, pageForm, visibleText } from "../support/browserless";

const fake = await startFakeTranslate({
  "Du thuyền kiểm thử A vịnh Hạ Long": "Test cruise A on Ha Long Bay",
});
afterAll(() => fake.stop());
const server = serverForThisFile({ TRANSLATE_URL: fake.url, TRANSLATE_API_KEY: "test-key" });

const cruiseForm = (html: string, changes: Parameters<typeof pageForm>[1] = {}) => pageForm(html, changes, "cruise");

/** A cruise written in Vietnamese only, with "translate automatically to English" ticked. */
async function createTranslated(b: Browserless, name: string) {
  let html = (await b.get("/cruise/action")).html;
  html = (await b.post("/cruise/action", cruiseForm(html, { area: optionId(html, "Asia")!, intent: "places" }))).html;
  html = (await b.post("/cruise/action", cruiseForm(html, { country: optionId(html, "Vietnam")!, intent: "places" })))
    .html;
  const form = cruiseForm(html, {
    city: optionId(html, "Ha Long")!,
    "vi.name": name,
    "vi.departure": "Cảng Tuần Châu, Hạ Long",
    "vi.content.overview": "Hai ngày trên vịnh.",
    auto_translate_en: "on",
    durations_cruise: ["2"],
    cruise_time_checkin: "12:30",
    cruise_time_checkout: "10:00",
    num_stars: "5",
    price: "4200000",
    commission: "88",
    cruise_facilities: checkboxIds(html, "cruise_facilities").slice(0, 1),
    intent: "save",
  });
  const image = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#246" } })
    .jpeg()
    .toBuffer();
  form.append("images_file", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "a.jpg");
  const saved = await b.post("/cruise/action", form);
  expect(saved.url).toMatch(/^\/cruise\/[a-f0-9]{24}\/cabins$/);
  return saved.url.split("/")[2]!;
}

describe("auto-translate through the operator's translation service", () => {
  it("stores the English text translated: the English list and title show it, untagged", async () => {
    const b = await loggedIn(server.url, "supplier@demo.vn", "en");
    const id = await createTranslated(b, "Du thuyền kiểm thử A vịnh Hạ Long");
    const calls = fake.calls.filter((c) => c.target === "en");
    expect(calls.map((c) => c.q)).toContain("Du thuyền kiểm thử A vịnh Hạ Long");
    expect(calls.find((c) => c.q.startsWith("<p>"))?.format).toBe("html");
    expect(calls.every((c) => c.source === "vi" && c.api_key === "test-key")).toBe(true);

    const list = await b.get("/cruise?name=kiểm thử A");
    expect(visibleText(list.html)).toContain("Test cruise A on Ha Long Bay");
    expect(visibleText(list.html)).not.toContain("Du thuyền kiểm thử A");
    expect(list.html).not.toContain('data-testid="translation-pending"');
    const cabins = visibleText((await b.get(`/cruise/${id}/cabins`)).html);
    expect(cabins).toContain("Cabins of Test cruise A on Ha Long Bay");
  });

  it("a failing service keeps the Vietnamese text, tagged pending, until the supplier saves a translation", async () => {
    const b = await loggedIn(server.url, "supplier@demo.vn", "en");
    fake.state.failing = true;
    let id: string;
    try {
      id = await createTranslated(b, "Du thuyền kiểm thử B vịnh Lan Hạ");
    } finally {
      fake.state.failing = false;
    }
    const list = await b.get("/cruise?name=kiểm thử B");
    expect(visibleText(list.html)).toContain("Du thuyền kiểm thử B vịnh Lan Hạ translation pending");
    expect(visibleText((await b.get(`/cruise/${id}/cabins`)).html)).toContain(
      "Cabins of Du thuyền kiểm thử B vịnh Lan Hạ (translation pending)",
    );
    const vi = await loggedIn(server.url, "supplier@demo.vn", "vi");
    const viList = await vi.get("/cruise?name=kiểm thử B");
    expect(viList.html).not.toContain('data-testid="translation-pending"');

    // the form shows the English fields with the copied text and the notice; a saved translation clears it
    let edit = await b.get(`/cruise/action/${id}`);
    expect(edit.html).toContain('data-testid="pending-en"');
    expect(edit.html).toContain('value="Du thuyền kiểm thử B vịnh Lan Hạ"');
    // saved without a translation (another field changed): still pending
    const unchanged = await b.post(`/cruise/action/${id}`, cruiseForm(edit.html, { price: "4100000", intent: "save" }));
    expect(unchanged.url).toBe("/cruise");
    expect((await b.get("/cruise?name=kiểm thử B")).html).toContain('data-testid="translation-pending"');
    edit = await b.get(`/cruise/action/${id}`);
    expect(edit.html).toContain('data-testid="pending-en"');
    const saved = await b.post(
      `/cruise/action/${id}`,
      cruiseForm(edit.html, { "en.name": "Test cruise B on Lan Ha Bay", intent: "save" }),
    );
    expect(saved.url).toBe("/cruise");
    const after = await b.get("/cruise?name=kiểm thử B");
    expect(visibleText(after.html)).toContain("Test cruise B on Lan Ha Bay");
    expect(after.html).not.toContain('data-testid="translation-pending"');
    expect((await b.get(`/cruise/action/${id}`)).html).not.toContain('data-testid="pending-en"');
  });
});
