// Every create form carries a one-time form token; the same rendered form posted
// twice (in parallel, or one after the other as a double click without scripts does) creates one
// record and reports success once, the other post saying it was already saved.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { apiToken } from "../support/api";
import { serverForThisFile } from "../support/server";
import {
  Browserless,
  checkboxIds,
  loggedIn,
  marketplaceCall,
  optionId,
  pageForm,
  visibleText,
} from "../support/browserless";
import { text } from "./support";

const server = serverForThisFile();

const token = () => apiToken(server.url);
const tourRecord = async (id: string) =>
  (await marketplaceCall(server.url, "GET", `tour/tour/${id}`, undefined, await token())).body.data;

async function firstTourWith(b: Browserless, page: string) {
  for (let p = 1; p <= 3; p++) {
    const m = new RegExp(`href="/tour/([a-f0-9]{24})/${page}"`).exec((await b.get(`/tour?page=${p}`)).html);
    if (m) return m[1]!;
  }
  throw new Error(`no seeded tour with ${page}`);
}

/** Another cookie jar with the same session: each post's flash message is read where it was sent. */
function twin(b: Browserless) {
  const c = new Browserless(b.base);
  for (const [k, v] of b.cookies) c.cookies.set(k, v);
  return c;
}

/** The two posts' pages say: one "added", one "already saved". */
function expectOneSuccess(pages: { html: string }[], added: string) {
  const seen = pages.map((p) => visibleText(p.html));
  expect(seen.filter((t) => t.includes(added))).toHaveLength(1);
  expect(seen.filter((t) => t.includes(text("en", "common:alreadySaved")))).toHaveLength(1);
  for (const t of seen) expect(t).not.toContain(text("en", "common:errors.server.title"));
}

describe("a create form posted twice", () => {
  it("adds one age price from two parallel posts of the same rendered form", async () => {
    const b = await loggedIn(server.url);
    const id = await firstTourWith(b, "age");
    const before = (await tourRecord(id)).ages.length;
    const dialog = await b.get(`/tour/${id}/age?modal=add`);
    expect(dialog.html).toMatch(/name="_once" value="[\w-]{16,}"/);
    const form = () =>
      pageForm(
        dialog.html,
        {
          intent: "save",
          name: "Người cao tuổi",
          "translations.en.name": "Senior",
          price: "700000",
          min: "1",
          max: "5",
          commission_type: "percent",
          commission_value: "90",
        },
        "age",
      );
    const pages = await Promise.all([
      b.post(`/tour/${id}/age?modal=add`, form()),
      twin(b).post(`/tour/${id}/age?modal=add`, form()),
    ]);
    expect((await tourRecord(id)).ages.length).toBe(before + 1);
    expectOneSuccess(pages, text("en", "tours:age.added"));
    // and once more, after both: still one
    const again = await b.post(`/tour/${id}/age?modal=add`, form());
    expect(visibleText(again.html)).toContain(text("en", "common:alreadySaved"));
    expect((await tourRecord(id)).ages.length).toBe(before + 1);
    // a freshly drawn form adds the next one
    const next = await b.get(`/tour/${id}/age?modal=add`);
    await b.post(
      `/tour/${id}/age?modal=add`,
      pageForm(
        next.html,
        {
          intent: "save",
          name: "Em bé",
          "translations.en.name": "Infant",
          price: "0",
          min: "1",
          max: "2",
          commission_type: "percent",
          commission_value: "90",
        },
        "age",
      ),
    );
    expect((await tourRecord(id)).ages.length).toBe(before + 2);
  });

  it("creates one tour from two parallel posts of the same rendered form, both leading to it", async () => {
    const b = await loggedIn(server.url);
    const tourForm = (html: string, changes: Parameters<typeof pageForm>[1] = {}) => pageForm(html, changes, "tour");
    let html = (await b.get("/tour/action")).html;
    html = (await b.post("/tour/action", tourForm(html, { area: optionId(html, "Asia")!, intent: "places" }))).html;
    html = (await b.post("/tour/action", tourForm(html, { country: optionId(html, "Vietnam")!, intent: "places" })))
      .html;
    const name = `Tour hai lần nhấn ${Date.now()}`;
    const image = await sharp({
      create: { width: 1300, height: 700, channels: 3, background: { r: 30, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    const form = () => {
      const f = tourForm(html, {
        city: optionId(html, "Hoi An")!,
        "vi.name": name,
        "vi.content.overview": "Dạo phố cổ.",
        "en.name": "Double click old town tour",
        "en.content.overview": "Walk the old town.",
        categories: checkboxIds(html, "categories").slice(0, 1),
        interests: checkboxIds(html, "interests").slice(0, 2),
        type: "default",
        optional_type: "default",
        duration_type: "hour",
        hours: "4",
        minutes: "30",
        price: "850000",
        price_type: "person",
        intent: "save",
      });
      f.append("images_file", new Blob([image], { type: "image/jpeg" }), "a.jpg");
      return f;
    };
    const pages = await Promise.all([b.post("/tour/action", form()), twin(b).post("/tour/action", form())]);
    const list = await marketplaceCall(
      server.url,
      "GET",
      `tour/tour?perPage=50&name=${encodeURIComponent(name)}`,
      undefined,
      await token(),
    );
    expect(list.body.data.docs).toHaveLength(1);
    const created = list.body.data.docs[0]._id as string;
    for (const p of pages) expect(p.url).toBe(`/tour/action/${created}?saved=1`);
    expectOneSuccess(pages, text("en", "tours:successAddNew"));
  });

  it("adds one departure from two parallel posts of the same rendered form", async () => {
    const b = await loggedIn(server.url);
    const id = await firstTourWith(b, "calendar-group-option");
    const count = async () => (await tourRecord(id)).group_calendar.calendars.length as number;
    const before = await count();
    const dialog = await b.get(`/tour/${id}/calendar-group-option?modal=add`);
    const day = new Date(Date.now() + 200 * 86400_000).toISOString().slice(0, 10);
    const form = () =>
      pageForm(
        dialog.html,
        {
          intent: "save",
          departure_date: `${day}T08:00`,
          available: "20",
          "options[0].name": "Khách lẻ",
          "options[0].translations.en.name": "Single traveller",
          "options[0].price": "3200000",
          "options[0].commission_type": "percent",
          "options[0].commission_value": "85",
          "options[0].min": "1",
          "options[0].sort": "1",
          single_room_surcharge: "0",
          single_room_commission_type: "percent",
          single_room_commission_value: "90",
          extra_bed_surcharge: "0",
          extra_bed_commission_type: "percent",
          extra_bed_commission_value: "90",
        },
        "departure",
      );
    const pages = await Promise.all([
      b.post(`/tour/${id}/calendar-group-option?modal=add`, form()),
      twin(b).post(`/tour/${id}/calendar-group-option?modal=add`, form()),
    ]);
    expect(await count()).toBe(before + 1);
    expectOneSuccess(pages, text("en", "tours:calendar.added"));
  });
});
