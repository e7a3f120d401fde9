// The day rules a supplier sees on a booking's page, with plain form posts against the real server
// on a fresh SQLite: complete only from the booked service's last day on (a one-day tour on its day,
// a multi-day tour and a cruise of N nights on day N + 1), and a sentence saying why whenever the
// rules leave no button (a transfer whose pickup has passed, a booking waiting for the customer).
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { apiToken } from "../support/api";
import { loggedIn, marketplaceCall, visibleText } from "../support/browserless";
import { addDays, todayInVietnam } from "../../app/lib/dates";

const server = serverForThisFile();
const api = () => server.marketplaceUrl;
const today = todayInVietnam();

const token = () => apiToken(api(), "supplier@demo.vn");
type Listing = { _id: string; agency: string; type: string };
async function demoListing(cruise: boolean) {
  const { body } = await marketplaceCall(api(), "GET", "dev/tours");
  return (body.data.docs as Listing[]).find((t) => t.agency === "supplier@demo.vn" && (t.type === "cruise") === cruise)!
    ._id;
}
const contact = { fullname: "Phạm Thị Lan", phone: "+84901234567", email: "lan@example.vn" };
const tourItems = [
  { name: "Người lớn", quantity: 2, price: 1_000_000, commission_type: "percent", commission_value: 15 },
];
async function order(body: Record<string, unknown>) {
  const { body: reply } = await marketplaceCall(api(), "POST", "dev/order", { contact, status: "begin", ...body });
  expect(reply.code, JSON.stringify(reply)).toBe(200);
  return reply.data as { _id: string; uid: string; date_end?: string };
}
/** A cruise of `nights` nights departing `date_travel`. */
const cruise = async (nights: number, date_travel = today) =>
  order({
    service: "cruise",
    tour: await demoListing(true),
    date_travel,
    duration: nights,
    items: [{ cabin: { name: "Deluxe" }, quantity: 1, price: 3_000_000 }],
  });
/** A tour lasting `days` days (its duration set through the marketplace's own table). */
async function tourOfDays(days: number, date_travel = today) {
  const id = await demoListing(false);
  const { default: SQLite } = await import("better-sqlite3");
  const path = await import("node:path");
  const db = new SQLite(path.join(server.dataDir, "marketplace.db"));
  try {
    db.prepare("update tours set duration_type = 'day', duration = ? where _id = ?").run(days * 1440, id);
  } finally {
    db.close();
  }
  return order({ service: "tour", tour: id, date_travel, items: tourItems });
}
const offered = (html: string) => [...html.matchAll(/data-testid="action-([a-z_]+)"/g)].map((m) => m[1]);
const statusOf = async (id: string, path = "order") => {
  const { body } = await marketplaceCall(api(), "GET", `${path}/${id}`, undefined, await token());
  return body.data.status as string;
};

describe("complete from the booked service's last day on", () => {
  it("a 2-day cruise (1 night) departing today offers no complete and refuses the post; its record names its last day", async () => {
    const b = await loggedIn(server.url);
    const o = await cruise(1);
    expect(o.date_end).toBe(addDays(today, 1));
    const page = await b.get(`/tour/booking/${o._id}`);
    expect(offered(page.html)).toEqual([]);
    const post = await b.post(`/tour/booking/${o._id}`, { intent: "agency_completed" });
    expect(visibleText(post.html)).toContain("It is not the last day of the booked cruise yet");
    expect(await statusOf(o._id)).toBe("begin");
    // the marketplace refuses the same, whatever the client
    const { body } = await marketplaceCall(
      api(),
      "PATCH",
      `order/${o._id}`,
      { actUpd: "udpStatus", status: "agency_completed" },
      await token(),
    );
    expect(body.message).toBe("warning_date_complete");
    expect(await statusOf(o._id)).toBe("begin");
  });

  it("a cruise of N nights completes on day N + 1: 3 nights that began 3 days ago completes today", async () => {
    const b = await loggedIn(server.url);
    const early = await cruise(3, addDays(today, -2));
    expect(offered((await b.get(`/tour/booking/${early._id}`)).html)).toEqual([]);
    const due = await cruise(3, addDays(today, -3));
    expect(offered((await b.get(`/tour/booking/${due._id}`)).html)).toEqual(["agency_completed"]);
    await b.post(`/tour/booking/${due._id}`, { intent: "agency_completed" });
    expect(await statusOf(due._id)).toBe("agency_completed");
  });

  it("a one-day tour completes on its day; a 2-day and a 4-day tour only from their last day", async () => {
    const b = await loggedIn(server.url);
    const one = await tourOfDays(1);
    expect(offered((await b.get(`/tour/booking/${one._id}`)).html)).toEqual(["agency_completed"]);
    const two = await tourOfDays(2);
    expect(two.date_end).toBe(addDays(today, 1));
    expect(offered((await b.get(`/tour/booking/${two._id}`)).html)).toEqual([]);
    const twoDue = await tourOfDays(2, addDays(today, -1));
    expect(offered((await b.get(`/tour/booking/${twoDue._id}`)).html)).toEqual(["agency_completed"]);
    const four = await tourOfDays(4, addDays(today, -2));
    expect(offered((await b.get(`/tour/booking/${four._id}`)).html)).toEqual([]);
    await b.post(`/tour/booking/${four._id}`, { intent: "agency_completed" });
    expect(await statusOf(four._id)).toBe("begin");
    const fourDue = await tourOfDays(4, addDays(today, -3));
    await b.post(`/tour/booking/${fourDue._id}`, { intent: "agency_completed" });
    expect(await statusOf(fourDue._id)).toBe("agency_completed");
  });
});

describe("when the rules leave no button, the page says why", () => {
  const idle = (html: string) => /data-testid="booking-idle"[^>]*data-reason="([a-z]+)"/.exec(html)?.[1];

  it("a paid transfer whose pickup has passed: nothing can be done, contact support (both languages)", async () => {
    const { body } = await marketplaceCall(api(), "GET", "transport/transport?perPage=-1", undefined, await token());
    const o = await order({
      service: "transport",
      transport: body.data.docs[0]._id,
      date_pickup: new Date(Date.now() - 3_600_000).toISOString(),
      pickup: { name: "Sân bay Tân Sơn Nhất", address: "Tân Bình" },
      drop_off: { name: "Khách sạn Rex", address: "141 Nguyễn Huệ" },
      status: "paid",
    });
    const en = await loggedIn(server.url);
    const page = await en.get(`/transport/booking/${o._id}`);
    expect(offered(page.html)).toEqual([]);
    expect(idle(page.html)).toBe("late");
    expect(visibleText(page.html)).toContain("Contact the marketplace's support");
    const vi = await loggedIn(server.url, "supplier@demo.vn", "vi");
    expect(visibleText((await vi.get(`/transport/booking/${o._id}`)).html)).toContain("liên hệ bộ phận hỗ trợ của sàn");
  });

  it("waiting for the customer, too early to complete, closed: each its own sentence; none when a button shows", async () => {
    const b = await loggedIn(server.url);
    const started = await cruise(1);
    const early = visibleText((await b.get(`/tour/booking/${started._id}`)).html);
    expect(early).toContain(`can be completed from ${addDays(today, 1).split("-").reverse().join("/")}`);
    const waiting = await order({
      service: "cruise",
      tour: await demoListing(true),
      date_travel: today,
      duration: 1,
      status: "agency_begin",
      items: [{ cabin: { name: "Deluxe" }, quantity: 1, price: 3_000_000 }],
    });
    const page = await b.get(`/tour/booking/${waiting._id}`);
    expect(idle(page.html)).toBe("customer");
    expect(visibleText(page.html)).toContain("Waiting for the customer");
    const done = await tourOfDays(1);
    await b.post(`/tour/booking/${done._id}`, { intent: "agency_completed" });
    expect(idle((await b.get(`/tour/booking/${done._id}`)).html)).toBe("customer");
    const paid = await tourOfDays(1);
    const open = await b.get(`/tour/booking/${paid._id}`);
    expect(offered(open.html)).toEqual(["agency_completed"]);
    expect(idle(open.html)).toBeUndefined();
  });
});
