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
/** The first seeded tour whose price button leads to this setup page. */
async function tourWith(b: Browserless, page: string) {
  for (let p = 1; p <= 3; p++) {
    const list = await b.get(`/tour?page=${p}`);
    const m = new RegExp(`href="(/tour/[a-f0-9]{24}/${page})"`).exec(list.html);
    if (m) return m[1]!;
  }
  throw new Error(`no seeded tour with ${page}`);
}
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
      intent: "save", version: version(start.html), name: "Đoàn 5–8 khách", name_en: "5–8 guests", min: "5", max: "8",
      "options[0].name": "Xe 16 chỗ", "options[0].name_en": "16-seat van", "options[0].price": "4200000",
      "options[0].commission_type": "percent", "options[0].commission_value": "85", "options[0].min": "1", "options[0].max": "8",
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
    const edited = await b.post(`${path}?modal=edit&index=${index}`, { ...group, index: String(index), version: version(edit.html), name: "Đoàn 5–9 khách", max: "9" });
    expect(visibleText(edited.html)).toContain("Đoàn 5–9 khách");
    const deleted = await b.post(path, { intent: "delete", index: String(index + 1), id: String(index + 1), version: version(edited.html) });
    expect(rows(deleted.html)).toBe(before + 1);
  });
});
