// Issue 13, the cruise pages as a browser without scripts uses them (real server, fresh SQLite,
// plain form posts): the cruise list and its filters, tours without cruises, delete with a
// confirmation; the cruise form; the cabin types and their list.
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { loggedIn, visibleText } from "../support/browserless";

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
