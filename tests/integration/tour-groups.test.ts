// Passenger groups and group departures through plain form posts (no scripts).
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { Browserless, visibleText } from "../support/browserless";

const server = serverForThisFile();

async function supplier() {
  const b = new Browserless(server.url);
  await b.post("/language", { lng: "en", back: "/login" });
  await b.login("supplier@demo.vn", "Demo@12345");
  return b;
}
/** The seeded tours whose price button leads to this setup page. */
async function toursWith(b: Browserless, page: string) {
  const found: string[] = [];
  for (let p = 1; p <= 3; p++) {
    const list = await b.get(`/tour?page=${p}`);
    for (const m of list.html.matchAll(new RegExp(`href="(/tour/[a-f0-9]{24}/${page})"`, "g"))) found.push(m[1]!);
  }
  if (!found.length) throw new Error(`no seeded tour with ${page}`);
  return found;
}
const tourWith = async (b: Browserless, page: string) => (await toursWith(b, page))[0]!;
const version = (html: string) => /name="version" value="([^"]+)"/.exec(html)![1]!;
const rows = (html: string) => html.match(/data-testid="list-row"/g)?.length ?? 0;

describe("passenger groups", () => {
  it("adds, edits, copies and deletes groups; a double submit changes one thing", async () => {
    const b = await supplier();
    const path = await tourWith(b, "optional-group-size");
    const start = await b.get(`${path}?modal=add`);
    expect(start.html).toContain('data-testid="group-dialog"');
    const before = rows(start.html);
    const group = {
      intent: "save",
      version: version(start.html),
      name: "Đoàn 5–8 khách",
      "translations.en.name": "5–8 guests",
      min: "5",
      max: "8",
      "options[0].name": "Xe 16 chỗ",
      "options[0].translations.en.name": "16-seat van",
      "options[0].price": "4200000",
      "options[0].commission_type": "percent",
      "options[0].commission_value": "85",
      "options[0].min": "1",
      "options[0].max": "8",
    };
    const bad = await b.post(`${path}?modal=add`, { ...group, max: "4" });
    expect(visibleText(bad.html)).toContain("Minimum value is 5");
    const added = await b.post(`${path}?modal=add`, group);
    expect(added.url).toBe(path);
    expect(visibleText(added.html)).toContain("Passenger groups saved!");
    expect(rows(added.html)).toBe(before + 1);
    // the same post again carries the old version: refused, nothing added
    const again = await b.post(`${path}?modal=add`, group);
    expect(visibleText(again.html)).toContain("The list changed in the meantime");
    expect(rows(again.html)).toBe(before + 1);

    const index = before; // the new group is last
    const copied = await b.post(path, { intent: "copy", index: String(index), version: version(again.html) });
    expect(visibleText(copied.html)).toContain("Passenger group copied!");
    expect(rows(copied.html)).toBe(before + 2);
    const edit = await b.get(`${path}?modal=edit&index=${index}`);
    expect(edit.html).toContain('value="85"'); // the share comes back as entered
    const edited = await b.post(`${path}?modal=edit&index=${index}`, {
      ...group,
      index: String(index),
      version: version(edit.html),
      name: "Đoàn 5–9 khách",
      "translations.en.name": "5–9 guests",
      max: "9",
    });
    expect(visibleText(edited.html)).toContain("5–9 guests"); // an English page shows the English name
    const deleted = await b.post(path, {
      intent: "delete",
      index: String(index + 1),
      id: String(index + 1),
      version: version(edited.html),
    });
    expect(rows(deleted.html)).toBe(before + 1);
  });
});

describe("group departures", () => {
  const departure = (date: string, extra: Record<string, string> = {}) => ({
    intent: "save",
    departure_date: date,
    available: "20",
    "options[0].name": "Khách lẻ",
    "options[0].translations.en.name": "Single traveller",
    "options[0].price": "3200000",
    "options[0].commission_type": "percent",
    "options[0].commission_value": "85",
    "options[0].min": "1",
    "options[0].sort": "1",
    single_room_surcharge: "500000",
    single_room_commission_type: "percent",
    single_room_commission_value: "90",
    extra_bed_surcharge: "300000",
    extra_bed_commission_type: "net",
    extra_bed_commission_value: "250000",
    ...extra,
  });
  const nextYear = new Date().getFullYear() + 1;

  it("adds a departure, refuses a second one on the same day and a past one", async () => {
    const b = await supplier();
    const path = await tourWith(b, "calendar-group-option");
    const before = rows((await b.get(path)).html);
    const added = await b.post(`${path}?modal=add`, departure(`${nextYear}-03-10T07:30`));
    expect(added.url).toBe(path);
    expect(visibleText(added.html)).toContain("Departure added!");
    expect(rows(added.html)).toBe(before + 1);
    expect(visibleText(added.html)).toContain(`10/03/${nextYear} - 07:30`);
    const twice = await b.post(`${path}?modal=add`, departure(`${nextYear}-03-10T18:00`));
    expect(visibleText(twice.html)).toContain(`A departure already exists on 10/03/${nextYear}`);
    expect(twice.html).not.toContain(`value="${nextYear}-03-10T18:00"`); // the field is cleared
    const past = await b.post(`${path}?modal=add`, departure(`${nextYear - 3}-01-01T08:00`));
    expect(visibleText(past.html)).toContain("The departure cannot be in the past");
    expect(rows((await b.get(path)).html)).toBe(before + 1);
  });

  it("offers the bookings instead of delete for a departure with orders, and deletes one without", async () => {
    const b = await supplier();
    let path = "";
    let page = { html: "" };
    for (const candidate of await toursWith(b, "calendar-group-option")) {
      page = await b.get(candidate);
      path = candidate;
      if (/bookings=[a-f0-9]{24}/.test(page.html) && /id=[a-f0-9]{24}&amp;confirm=delete/.test(page.html)) break;
    }
    const booked = /bookings=([a-f0-9]{24})/.exec(page.html)![1]!;
    const dialog = await b.get(`${path}?bookings=${booked}`);
    expect(dialog.html).toContain('data-testid="departure-bookings-dialog"');
    expect(dialog.html).toMatch(/>MKT-TOUR-[A-Z0-9]+</);
    const refused = await b.post(path, { intent: "delete", id: booked });
    expect(visibleText(refused.html)).toContain("This departure has bookings and cannot be deleted.");
    const free = /id=([a-f0-9]{24})&amp;confirm=delete/.exec(page.html)![1]!;
    const before = rows(page.html);
    const deleted = await b.post(path, { intent: "delete", id: free });
    expect(rows(deleted.html)).toBe(before - 1);
  });
});
