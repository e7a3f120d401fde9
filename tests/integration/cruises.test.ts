// The cruise pages as a browser without scripts uses them (real server, fresh SQLite,
// plain form posts): the cruise list and its filters, tours without cruises, delete with a
// confirmation; the cruise form; the cabin types and their list.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { supplierWith } from "../support/suppliers";
import { apiToken } from "../support/api";
import { serverForThisFile } from "../support/server";
import {
  type Browserless,
  checkboxIds,
  loggedIn,
  marketplaceCall,
  optionId,
  pageForm,
  visibleText,
} from "../support/browserless";

const server = serverForThisFile();
const SEEDED = ["Ha Long Bay Heritage Cruise, 5 stars", "Lan Ha Bay and Cat Ba Island Cruise", "Mekong River Cruise"];

describe("the cruise list", () => {
  it("shows the supplier's cruises with their cabins link, and tours keep them out", async () => {
    const b = await loggedIn(server.url);
    const page = await b.get("/cruise");
    expect(page.status).toBe(200);
    const text = visibleText(page.html);
    for (const name of SEEDED) expect(text).toContain(name);
    expect(text).toContain("Cruise manager");
    expect(page.html).toMatch(/href="\/cruise\/[a-f0-9]{24}\/cabins"/);
    expect(page.html).toMatch(/href="\/cruise\/action\/[a-f0-9]{24}"/);
    expect(page.html).not.toContain('data-testid="coming-soon"');
    const tours = visibleText((await b.get("/tour?name=cruise")).html);
    for (const name of SEEDED) expect(tours).not.toContain(name);

    const vi = await loggedIn(server.url, "supplier@demo.vn", "vi");
    expect(visibleText((await vi.get("/cruise")).html)).toContain("Du thuyền Mekong Cần Thơ – Châu Đốc");
  });

  it("filters by name, area and creation days in the URL", async () => {
    const b = await loggedIn(server.url);
    const mekong = visibleText((await b.get("/cruise?name=mekong")).html);
    expect(mekong).toContain("Mekong River Cruise");
    expect(mekong).not.toContain("Lan Ha Bay");
    expect(visibleText((await b.get("/cruise?area=chau-au")).html)).toContain("No cruise matches these filters.");
    const future = encodeURIComponent(JSON.stringify({ start: "2099-01-01", end: "2099-01-02" }));
    expect(visibleText((await b.get(`/cruise?date_range=${future}`)).html)).toContain(
      "No cruise matches these filters.",
    );
  });

  it("deletes a cruise after the confirmation, which needs no scripts", async () => {
    const b = await loggedIn(server.url);
    const list = await b.get("/cruise?name=lan%20ha");
    const id = /href="\/cruise\/action\/([a-f0-9]{24})"/.exec(list.html)![1]!;
    const confirm = await b.get(`/cruise?name=lan%20ha&confirm=delete&id=${id}`);
    expect(visibleText(confirm.html)).toContain("Delete this cruise?");
    const done = await b.post(`/cruise?name=lan%20ha&confirm=delete&id=${id}`, { intent: "delete", id });
    expect(done.url).toBe("/cruise?name=lan+ha");
    expect(visibleText(done.html)).toContain("No cruise matches these filters.");
  });
});

const cruiseForm = (html: string, changes: Parameters<typeof pageForm>[1] = {}) => pageForm(html, changes, "cruise");
const jpeg = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

/** Walks the places without scripts, then fills a complete cruise. */
async function newCruiseForm(b: Browserless, extra: Record<string, string | string[] | null> = {}) {
  let html = (await b.get("/cruise/action")).html;
  html = (await b.post("/cruise/action", cruiseForm(html, { area: optionId(html, "Asia")!, intent: "places" }))).html;
  html = (await b.post("/cruise/action", cruiseForm(html, { country: optionId(html, "Vietnam")!, intent: "places" })))
    .html;
  return cruiseForm(html, {
    city: optionId(html, "Ha Long")!,
    "vi.name": "Du thuyền Hạ Long mới",
    "vi.departure": "Cảng Tuần Châu, Hạ Long",
    "vi.content.overview": "Hai ngày trên vịnh.",
    "en.name": "New Ha Long cruise",
    "en.departure": "Tuan Chau port, Ha Long",
    "en.content.overview": "Two days on the bay.",
    durations_cruise: ["2", "1"],
    cruise_time_checkin: "12:30",
    cruise_time_checkout: "10:00",
    num_stars: "5",
    price: "4200000",
    commission: "88",
    cruise_facilities: checkboxIds(html, "cruise_facilities").slice(0, 2),
    intent: "save",
    ...extra,
  });
}

describe("the cruise form", () => {
  it("creates a cruise with images, leads to its cabins, and edits it back to the list", async () => {
    const b = await loggedIn(server.url);
    const form = await newCruiseForm(b);
    form.append("images_file", new Blob([await jpeg(1600, 900)], { type: "image/jpeg" }), "a.jpg");
    form.append("images_file", new Blob([await jpeg(800, 800)], { type: "image/jpeg" }), "b.jpg");
    const saved = await b.post("/cruise/action", form);
    expect(saved.url).toMatch(/^\/cruise\/[a-f0-9]{24}\/cabins$/);
    const id = saved.url.split("/")[2]!;
    expect(visibleText(saved.html)).toContain("Cruise added. Now add its cabin types.");

    const edit = await b.get(`/cruise/action/${id}`);
    expect(edit.html).toContain('value="New Ha Long cruise"');
    expect(edit.html).toContain('value="88"'); // the share as entered (stored 12)
    expect(edit.html).toContain('value="12:30"');
    const img = /<img src="(\/api\/v1\/files\/[a-f0-9]{24}\.jpg)"/.exec(edit.html)![1]!;
    const meta = await sharp(Buffer.from(await (await fetch(`${server.url}${img}`)).arrayBuffer())).metadata();
    expect(meta.width! / meta.height!).toBeCloseTo(1.6, 2); // spec §5: cruises are cropped to 1.6
    expect(edit.html.match(/name="images\[\d\]"/g)?.length).toBe(2);

    const edited = await b.post(`/cruise/action/${id}`, cruiseForm(edit.html, { price: "3900000", intent: "save" }));
    expect(edited.url).toBe("/cruise");
    expect(visibleText(edited.html)).toContain("New Ha Long cruise");

    const token = await marketplaceToken();
    const record = (await marketplaceCall(server.url, "GET", `tour/tour/${id}`, undefined, token)).body.data;
    expect(record).toMatchObject({
      type: "cruise",
      price: 3_900_000,
      commission_value: 12,
      durations_cruise: [1, 2],
      num_stars: 5,
      cruise_time_checkin: "12:30",
    });
    expect(record.images).toHaveLength(2);
    expect(record.cruise_facilities).toHaveLength(2);
  });

  it("refuses a bad form with every error at once and saves nothing", async () => {
    const b = await loggedIn(server.url);
    const before = visibleText((await b.get("/cruise")).html);
    const form = await newCruiseForm(b, {
      "vi.name": "short",
      "en.departure": null,
      durations_cruise: null,
      cruise_time_checkin: "",
      num_stars: "8",
      price: "1000000001",
      commission: "101",
      key_words: "k".repeat(301),
    });
    const page = await b.post("/cruise/action", form);
    expect(page.status).toBe(200);
    const text = visibleText(page.html);
    expect(text).toContain("Please enter all required information");
    for (const message of [
      "Minimum 10 characters",
      "Maximum value is 7",
      "Maximum value is 1,000,000,000",
      "Maximum value is 100 ",
      "Maximum 300 characters",
    ])
      expect(text).toContain(message);
    expect(page.html.match(/aria-invalid="true"/g)?.length).toBeGreaterThanOrEqual(7); // the durations are a checkbox group: its message is its wrapper's
    expect(visibleText((await b.get("/cruise")).html)).toBe(before);
  });

  it("warns and goes back to the list for a missing, foreign or non-cruise id", async () => {
    const b = await loggedIn(server.url);
    const missing = await b.get("/cruise/action/aaaaaaaaaaaaaaaaaaaaaaaa");
    expect(missing.url).toBe("/cruise");
    expect(visibleText(missing.html)).toContain("This cruise does not exist or is not yours.");
    const tour = /\/tour\/action\/([a-f0-9]{24})/.exec((await b.get("/tour")).html)![1]!;
    expect((await b.get(`/cruise/action/${tour}`)).url).toBe("/cruise");
    const cruise = /\/cruise\/action\/([a-f0-9]{24})/.exec((await b.get("/cruise")).html)![1]!;
    expect((await b.get(`/tour/action/${cruise}`)).url).toBe("/tour");
    // a supplier without cruises: not part of its services (tours-cruises §3 "Supplier")
    const other = await loggedIn(server.url, "newsupplier@demo.vn");
    expect((await other.get(`/cruise/action/${cruise}`)).status).toBe(403);
    // another cruise line: not yours
    const line = await loggedIn(server.url, await otherCruiseLine());
    expect((await line.get(`/cruise/action/${cruise}`)).url).toBe("/cruise");
  });
});

/** A second supplier that sells cruises. */
const otherCruiseLine = () => supplierWith(server, "othercruise@example.vn", ["tour", "cruise"]);

const marketplaceToken = () => apiToken(server.url);

/** The name and value of a Conform intent button (add or remove a row) found by its test id. */
function intentOf(html: string, testId: string, nth = 0) {
  const tag = [...html.matchAll(new RegExp(`<button[^>]*data-testid="${testId}"[^>]*>`, "g"))][nth]![0];
  const attr = (name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`)
      .exec(tag)?.[1]!
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
  return { [attr("name")!]: attr("value")! };
}
const cabinForm = (html: string, changes: Parameters<typeof pageForm>[1] = {}) => pageForm(html, changes, "cabin");
const bedOption = (html: string, label: string) =>
  new RegExp(`<option value="([^"]+)"[^>]*>${label} \\(`).exec(html)?.[1];

describe("cabin types", () => {
  it("adds a cabin type with two bed rows (the second added without scripts), persons from the server", async () => {
    const b = await loggedIn(server.url);
    const cruise = /\/cruise\/([a-f0-9]{24})\/cabins/.exec((await b.get("/cruise?name=mekong")).html)![1]!;
    const cabins = await b.get(`/cruise/${cruise}/cabins`);
    expect(cabins.html.match(/data-testid="cabin-row"/g)).toHaveLength(2);
    expect(cabins.html).toContain('data-testid="cabin-calendar-panel"');

    let page = await b.get(`/cruise/${cruise}/cabin/action`);
    expect(page.html.match(/data-testid="bed-row"/g)).toHaveLength(1);
    expect(page.html).not.toContain('data-testid="bed-remove"'); // the first row stays
    const double = bedOption(page.html, "Double bed")!;
    const single = bedOption(page.html, "Single bed")!;
    const added = cabinForm(page.html, { "beds[0].type": double, ...intentOf(page.html, "bed-add") });
    page = await b.post(`/cruise/${cruise}/cabin/action`, added);
    expect(page.html.match(/data-testid="bed-row"/g)).toHaveLength(2);
    expect(page.html).toContain('data-testid="bed-remove"');
    const facility = /name="facilities" type="checkbox" value="([^"]+)"/.exec(page.html)![1]!;
    const saved = await b.post(
      `/cruise/${cruise}/cabin/action`,
      cabinForm(page.html, {
        "vi.name": "Phòng gia đình hướng sông",
        "en.name": "Family River Cabin",
        "beds[0].type": double,
        "beds[1].type": single,
        "beds[1].quantity": "2",
        num_cabin: "6",
        acreage: "30",
        facilities: [facility],
        intent: "save",
      }),
    );
    expect(saved.url).toBe(`/cruise/${cruise}/cabins`);
    expect(visibleText(saved.html)).toContain("Cabin type added.");
    expect(visibleText(saved.html)).toContain("Family River Cabin");
    const token = await marketplaceToken();
    const list = (await marketplaceCall(server.url, "GET", `cruise/cabin?cruise=${cruise}`, undefined, token)).body
      .data;
    const cabin = list.docs.find((c: { name: string }) => c.name === "Phòng gia đình hướng sông");
    expect(cabin).toMatchObject({ num_person: 4, num_cabin: 6, acreage: 30, is_active: true });
    expect(cabin.beds.map((x: { quantity: number }) => x.quantity)).toEqual([1, 2]);

    // edit: remove the second row without scripts, close it; back to the cabins
    let edit = await b.get(`/cruise/${cruise}/cabin/action/${cabin._id}`);
    expect(visibleText(edit.html)).toContain("Guests: 4");
    edit = await b.post(
      `/cruise/${cruise}/cabin/action/${cabin._id}`,
      cabinForm(edit.html, intentOf(edit.html, "bed-remove")),
    );
    expect(edit.html.match(/data-testid="bed-row"/g)).toHaveLength(1);
    expect(visibleText(edit.html)).toContain("Guests: 2");
    const done = await b.post(
      `/cruise/${cruise}/cabin/action/${cabin._id}`,
      cabinForm(edit.html, { is_active: "false", intent: "save" }),
    );
    expect(done.url).toBe(`/cruise/${cruise}/cabins`);
    const after = (await marketplaceCall(server.url, "GET", `cruise/cabin/${cabin._id}`, undefined, token)).body.data;
    expect(after).toMatchObject({ num_person: 2, is_active: false });
  });

  it("refuses a bad cabin with every error at once; too many guests are refused by the server", async () => {
    const b = await loggedIn(server.url);
    const cruise = /\/cruise\/([a-f0-9]{24})\/cabins/.exec((await b.get("/cruise?name=mekong")).html)![1]!;
    const page = await b.get(`/cruise/${cruise}/cabin/action`);
    const bad = await b.post(
      `/cruise/${cruise}/cabin/action`,
      cabinForm(page.html, {
        "vi.name": "",
        "en.name": "n".repeat(101),
        num_cabin: "101",
        acreage: "1001",
        intent: "save",
      }),
    );
    const text = visibleText(bad.html);
    expect(text).toContain("Please enter all required information");
    for (const m of ["Maximum 100 characters", "Maximum value is 100", "Maximum value is 1,000"])
      expect(text).toContain(m);
    const facility = /name="facilities" type="checkbox" value="([^"]+)"/.exec(page.html)![1]!;
    const crowded = await b.post(
      `/cruise/${cruise}/cabin/action`,
      cabinForm(page.html, {
        "vi.name": "Phòng đông người",
        "en.name": "Crowded cabin",
        "beds[0].type": bedOption(page.html, "King bed")!,
        "beds[0].quantity": "6",
        num_cabin: "1",
        facilities: [facility],
        intent: "save",
      }),
    );
    expect(crowded.url).toBe(`/cruise/${cruise}/cabin/action`);
    expect(visibleText(crowded.html)).toContain("Guests: 12");
    expect(crowded.html).toContain('data-testid="beds-error"');
  });

  it("deletes a cabin type after a confirmation; another supplier's cruise and cabin are not found", async () => {
    const b = await loggedIn(server.url);
    const cruise = /\/cruise\/([a-f0-9]{24})\/cabins/.exec((await b.get("/cruise?name=mekong")).html)![1]!;
    const page = await b.get(`/cruise/${cruise}/cabins`);
    const all = [...page.html.matchAll(/\/cabin\/action\/([a-f0-9]{24})/g)].map((m) => m[1]!);
    // only a cabin type with no guests booked from today on offers a delete (the seeded ones are booked)
    const deletable = [...page.html.matchAll(/confirm=delete&amp;id=([a-f0-9]{24})/g)].map((m) => m[1]!);
    expect(deletable.length).toBeGreaterThan(0);
    expect(deletable.length).toBeLessThan(new Set(all).size);
    const booked = all.find((id) => !deletable.includes(id))!;
    const kept = await b.post(`/cruise/${cruise}/cabins?confirm=delete&id=${booked}`, { intent: "delete", id: booked });
    expect(visibleText(kept.html)).toContain("This cabin type cannot be deleted: guests have booked it");
    expect(kept.html).toContain(`/cabin/action/${booked}`);
    const cabin = deletable[0]!;

    const other = await loggedIn(server.url, "newsupplier@demo.vn");
    const foreign = await other.get(`/cruise/${cruise}/cabins`);
    expect(foreign.status).toBe(403);
    expect(visibleText(foreign.html)).toContain("Not part of your services");
    expect(visibleText(foreign.html)).not.toContain(cabin);
    expect((await other.get(`/cruise/${cruise}/cabin/action/${cabin}`)).status).toBe(403);
    // another cruise line: not found, back to its own list
    const line = await loggedIn(server.url, await otherCruiseLine());
    const notYours = await line.get(`/cruise/${cruise}/cabins`);
    expect(notYours.url).toBe("/cruise");
    expect(visibleText(notYours.html)).toContain("This cruise does not exist or is not yours.");
    expect((await line.get(`/cruise/${cruise}/cabin/action/${cabin}`)).url).toBe("/cruise");
    const missing = await b.get(`/cruise/${cruise}/cabin/action/aaaaaaaaaaaaaaaaaaaaaaaa`);
    expect(missing.url).toBe(`/cruise/${cruise}/cabins`);
    expect(visibleText(missing.html)).toContain("This cabin type does not exist.");

    const confirm = await b.get(`/cruise/${cruise}/cabins?confirm=delete&id=${cabin}`);
    expect(confirm.html).toContain('data-testid="confirm-dialog"');
    const done = await b.post(`/cruise/${cruise}/cabins?confirm=delete&id=${cabin}`, { intent: "delete", id: cabin });
    expect(done.url).toBe(`/cruise/${cruise}/cabins`);
    expect(visibleText(done.html)).toContain("Deleted successfully!");
    expect(done.html).not.toContain(`/cabin/action/${cabin}`);
  });
});
