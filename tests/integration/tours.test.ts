// Tours through plain form posts (no scripts), on a real server and a fresh database.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { Browserless, visibleText, checkboxIds, loggedIn, optionId, pageForm } from "../support/browserless";

const server = serverForThisFile();
const PASSWORD = "Demo@12345";

const supplier = (lng = "en") => loggedIn(server.url, "supplier@demo.vn", lng);
const tourForm = (html: string, changes: Parameters<typeof pageForm>[1] = {}) => pageForm(html, changes, "tour");
const jpeg = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

/** Walks the places without scripts, then fills a complete tour of the given type. */
async function newTourForm(b: Browserless, type: string, extra: Record<string, string | string[]> = {}) {
  let html = (await b.get("/tour/action")).html;
  html = (await b.post("/tour/action", tourForm(html, { area: optionId(html, "Asia")!, intent: "places" }))).html;
  html = (await b.post("/tour/action", tourForm(html, { country: optionId(html, "Vietnam")!, intent: "places" }))).html;
  return tourForm(html, {
    city: optionId(html, "Hoi An")!,
    "vi.name": `Tour ${type} phố cổ Hội An`,
    "vi.content.overview": "Dạo phố cổ, thả đèn hoa đăng.",
    "en.name": `Hoi An ${type} old town tour`,
    "en.content.overview": "Walk the old town.",
    categories: checkboxIds(html, "categories").slice(0, 1),
    interests: checkboxIds(html, "interests").slice(0, 2),
    type,
    duration_type: "hour",
    hours: "4",
    minutes: "30",
    price: "850000",
    price_type: "person",
    intent: "save",
    ...extra,
  });
}

describe("the tour list", () => {
  it("pages 10 at a time with filters kept in the URL, newest first", async () => {
    const b = await supplier();
    const first = await b.get("/tour");
    expect(first.html.match(/data-testid="list-row"/g)?.length).toBe(10);
    expect(first.html).toContain('data-testid="pager"');
    const page3 = await b.get("/tour?page=3");
    expect(page3.html.match(/data-testid="list-row"/g)?.length).toBeGreaterThan(0);
    const search = await b.get("/tour?name=Sa+Pa&area=chau-a&start=2020-01-01&end=2099-12-31");
    expect(search.redirects[0]).toMatch(/^\/tour\?name=Sa\+Pa&area=chau-a&date_range=/);
    expect(visibleText(search.html)).toContain("Sa Pa");
    expect(search.html).not.toContain('data-testid="pager"'); // one page: no pager
    const europe = await b.get("/tour?area=chau-au");
    expect(europe.html).toContain('data-testid="data-list-empty"');
  });

  it("asks before deleting, then the row is gone", async () => {
    const b = await supplier();
    const list = await b.get("/tour?name=Sa+Pa");
    const id = /\/tour\/action\/([a-f0-9]{24})/.exec(list.html)![1]!;
    const confirm = await b.get(`/tour?name=Sa+Pa&confirm=delete&id=${id}`);
    expect(confirm.html).toContain('data-testid="confirm-dialog"');
    const done = await b.post(`/tour?name=Sa+Pa`, { intent: "delete", id });
    expect(done.url).toBe("/tour?name=Sa+Pa");
    expect(visibleText(done.html)).toContain("Deleted successfully!");
    expect(done.html).not.toContain(`/tour/action/${id}`);
    // twice changes nothing more
    expect(visibleText((await b.post(`/tour`, { intent: "delete", id })).html)).toContain("Delete failed!");
  });
});

describe("adding and editing tours", () => {
  it("creates a default tour with images, then leads to its age page", async () => {
    const b = await supplier();
    const form = await newTourForm(b, "default", { optional_type: "default" });
    form.append("images_file", new Blob([await jpeg(1600, 900)], { type: "image/jpeg" }), "a.jpg");
    form.append("images_file", new Blob([await jpeg(800, 800)], { type: "image/jpeg" }), "b.jpg");
    const saved = await b.post("/tour/action", form);
    expect(saved.url).toMatch(/^\/tour\/action\/[a-f0-9]{24}\?saved=1$/);
    expect(visibleText(saved.html)).toContain("Tour added successfully!");
    expect(saved.html).toContain('data-testid="tour-saved-dialog"');
    const setup = /href="(\/tour\/[a-f0-9]{24}\/age)"/.exec(saved.html)![1]!;
    // the images were cropped to 1200×628
    const img = /<img src="(\/api\/v1\/files\/[a-f0-9]{24}\.jpg)"/.exec(saved.html)![1]!;
    const meta = await sharp(Buffer.from(await (await fetch(`${server.url}${img}`)).arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 628]);
    // read back: duration in hours, both languages
    expect(saved.html).toContain('value="Hoi An default old town tour"');
    expect(saved.html).toMatch(/<option value="4" selected="">4<\/option>/);
    const age = await b.get(setup);
    expect(age.status).toBe(200);
    expect(visibleText(age.html)).toContain("Prices by age");
  });

  it.each([
    ["package", {}, "price-table"],
    ["group", { group_type: "foreign" }, "calendar-group-option"],
    ["combo", { optional_type: "flexi" }, "price-table"],
    ["team_building", {}, "optional-group-size"],
    ["ticket", { is_fast_track: "on" }, "age"],
  ])("creates a %s tour with an image and offers its price setup", async (type, extra, page) => {
    const b = await supplier();
    const form = await newTourForm(b, type, extra as Record<string, string>);
    form.append("images_file", new Blob([await jpeg(1300, 700)], { type: "image/jpeg" }), `${type}.jpg`);
    const saved = await b.post("/tour/action", form);
    expect(saved.url).toMatch(/\?saved=1$/);
    expect(saved.html).toMatch(new RegExp(`href="/tour/[a-f0-9]{24}/${page}"`));
    expect(saved.html).toMatch(/<img src="\/api\/v1\/files\/[a-f0-9]{24}\.jpg"/);
  });

  it("answers a saved edit with 303 See Other, so a refresh never posts it again (style.md)", async () => {
    const b = await supplier();
    const id = /\/tour\/action\/([a-f0-9]{24})/.exec((await b.get("/tour")).html)![1]!;
    const form = tourForm((await b.get(`/tour/action/${id}`)).html, { intent: "save" });
    const reply = await fetch(`${server.url}/tour/action/${id}`, {
      method: "POST",
      redirect: "manual",
      body: form,
      headers: { Cookie: b.cookieHeader(), Origin: server.url },
    });
    expect(reply.status).toBe(303);
    expect(reply.headers.get("location")).toBe(`/tour/action/${id}?saved=1`);
  });

  it("refuses an incomplete tour with the field messages and the 7-second warning", async () => {
    const b = await supplier();
    const form = await newTourForm(b, "default", { "vi.name": "Ngắn", price: "100000001", optional_type: "default" });
    const page = await b.post("/tour/action", form);
    const text = visibleText(page.html);
    expect(text).toContain("Please enter all required information");
    expect(text).toContain("Minimum 10 characters");
    expect(text).toContain("Maximum value is 100,000,000");
  });

  it("answers tour.tourNotExist for a foreign or missing id and goes back to /tour", async () => {
    const b = await supplier();
    const page = await b.get("/tour/action/0123456789abcdef01234567");
    expect(page.url).toBe("/tour");
    expect(visibleText(page.html)).toContain("This tour does not exist.");
    const other = new Browserless(server.url);
    await other.login("newsupplier@demo.vn", PASSWORD);
    const list = await b.get("/tour");
    const id = /\/tour\/action\/([a-f0-9]{24})/.exec(list.html)![1]!;
    expect((await other.get(`/tour/action/${id}`)).url).toBe("/tour");
    expect((await other.get(`/tour/${id}/age`)).url).toBe("/tour");
  });
});

describe("prices by age", () => {
  it("adds, edits and deletes age prices; percent is stored as 100 minus the share", async () => {
    const b = await supplier();
    const saved = await b.post("/tour/action", await newTourForm(b, "default", { optional_type: "default" }));
    const agePath = /href="(\/tour\/[a-f0-9]{24}\/age)"/.exec(saved.html)![1]!;
    const dialog = await b.get(`${agePath}?modal=add`);
    expect(dialog.html).toContain('data-testid="age-dialog"');
    const bad = await b.post(`${agePath}?modal=add`, {
      intent: "save",
      name: "Người lớn",
      "translations.en.name": "Adult",
      price: "1000000",
      min: "1",
      max: "10",
      commission_type: "percent",
      commission_value: "101",
    });
    expect(visibleText(bad.html)).toContain("Your share must be between 1 and 100%");
    const added = await b.post(`${agePath}?modal=add`, {
      intent: "save",
      name: "Người lớn",
      "translations.en.name": "Adult",
      price: "1000000",
      min: "1",
      max: "10",
      commission_type: "percent",
      commission_value: "85",
    });
    expect(added.url).toBe(agePath);
    expect(visibleText(added.html)).toContain("Age price added!");
    expect(visibleText(added.html)).toContain("85%");
    await b.post(`${agePath}?modal=add`, {
      intent: "save",
      name: "Trẻ em",
      "translations.en.name": "Child",
      price: "600000",
      min: "0",
      max: "5",
      commission_type: "net",
      commission_value: "500000",
    });
    const list = await b.get(agePath);
    expect(list.html.match(/data-testid="list-row"/g)?.length).toBe(2);
    const id = /modal=edit&amp;id=([a-f0-9]{24})/.exec(list.html)![1]!;
    const edited = await b.post(`${agePath}?modal=edit&id=${id}`, {
      intent: "save",
      id,
      name: "Người lớn",
      "translations.en.name": "Adult",
      price: "1100000",
      min: "1",
      max: "12",
      commission_type: "percent",
      commission_value: "80",
    });
    expect(visibleText(edited.html)).toContain("80%");
    const gone = await b.post(agePath, { intent: "delete", id });
    expect(gone.html.match(/data-testid="list-row"/g)?.length).toBe(1);
  });
});
