// spec team.md §Screens "Every booking detail page: a history — each change with who (name), when
// (Vietnam time) and what": a stay of the demo supplier confirmed by its reservations member and
// cancelled by its manager, each through the booking page as a browser without scripts posts it; the
// owner reads both authors by name, the statuses in words and the reason.
import { beforeAll, describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { loggedIn, visibleText } from "../support/browserless";
import { text } from "../security/support";
import { hotelStay, type Stay } from "../support/hotel-stays";

const server = serverForThisFile();
const REASON = "Khách đổi ngày đến";

const historyOf = (html: string) =>
  [
    ...html.matchAll(/<li data-testid="history-entry">([\s\S]*?)<\/li>\s*(?=<li data-testid="history-entry"|<\/ol>)/g),
  ].map((m) => visibleText(m[1]!).trim());

let stay: Stay;

beforeAll(async () => {
  stay = await hotelStay(server.url, "supplier@demo.vn", "wait-confirm");
  const page = `/hotel/booking/${stay._id}`;
  const desk = await loggedIn(server.url, "reservations@demo.vn", "en");
  expect((await desk.post(`${page}?do=confirmed`, { intent: "confirmed" })).status).toBe(200);
  const manager = await loggedIn(server.url, "manager@demo.vn", "en");
  expect((await manager.post(`${page}?do=cancelled`, { intent: "cancelled", reason_cancel: REASON })).status).toBe(200);
});

describe("a booking's history, changed by two members", () => {
  it("names the member who confirmed and the one who cancelled, with the statuses and the reason", async () => {
    const owner = await loggedIn(server.url, "supplier@demo.vn", "en");
    const page = await owner.get(`/hotel/booking/${stay._id}`);
    expect(page.status).toBe(200);
    const entries = historyOf(page.html);
    const confirmed = entries.find((e) => e.includes(`→ ${text("en", "status.confirmed")}`));
    const cancelled = entries.find((e) => e.includes(`→ ${text("en", "status.cancelled")}`));
    expect(confirmed, entries.join("\n")).toBeDefined();
    expect(cancelled, entries.join("\n")).toBeDefined();
    // the demo members (marketplace/agency/seed.ts), named family name first as the layout names them
    expect(confirmed).toContain("Đặng Thảo");
    expect(cancelled).toContain("Võ Quân");
    expect(cancelled).toContain(REASON);
    expect(confirmed).toMatch(/\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}/);
  });
});
