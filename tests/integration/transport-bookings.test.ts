// Transport bookings through the back-office with plain form posts (no scripts), against the real
// server on a fresh SQLite: the §4 flow with the driver rule, the rules against the
// pickup time, refusals that change nothing, scoping, the list's sort, statistics and the QR code.
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import jsQR from "jsqr";
import { serverForThisFile } from "../support/server";
import { loggedIn, marketplaceCall, visibleText } from "../support/browserless";

const server = serverForThisFile();

async function token(email = "supplier@demo.vn") {
  const { body } = await marketplaceCall(server.marketplaceUrl, "POST", "auth/login", {
    type: 0,
    role: "agency",
    email,
    password: "Demo@12345",
  });
  return body.data.token.accessToken as string;
}
const api = () => server.marketplaceUrl;
let serviceId: string | undefined;
async function demoService() {
  if (serviceId) return serviceId;
  const { body } = await marketplaceCall(api(), "GET", "transport/transport?perPage=-1", undefined, await token());
  serviceId = body.data.docs.find((s: { route: string }) => s.route === "hotel_innercity")._id;
  return serviceId!;
}
async function booking(over: Record<string, unknown> = {}) {
  const { body } = await marketplaceCall(api(), "POST", "dev/order", {
    service: "transport",
    transport: await demoService(),
    date_pickup: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    pickup: { name: "Sân bay Tân Sơn Nhất", address: "Tân Bình" },
    drop_off: { name: "Khách sạn Rex", address: "141 Nguyễn Huệ" },
    flight_info: { airline: "Vietnam Airlines", flight_number: "VN245" },
    contact: { fullname: "Phạm Thị Lan", phone: "+84901234567", email: "lan@example.vn" },
    status: "paid",
    ...over,
  });
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data as { _id: string; uid: string; status: string };
}
async function record(id: string, email?: string) {
  const { body } = await marketplaceCall(api(), "GET", `transport/order/${id}`, undefined, await token(email));
  return body;
}
const event = (id: string, name: string) => marketplaceCall(api(), "POST", `dev/order/${id}/${name}`, {});
const operator = {
  "operator.fullname": "Trần Văn Hùng",
  "operator.email": "hung@saigondiscovery.vn",
  "operator.contact_methods[0].name": "zalo",
  "operator.contact_methods[0].value": "0901234567",
  "operator.note": "",
  "guide.fullname": "",
  "guide.email": "",
  "guide.contact_methods[0].name": "phone",
  "guide.contact_methods[0].value": "",
  "guide.note": "",
  "driver.fullname": "",
  "driver.license_plate": "",
  "driver.contact_methods[0].name": "phone",
  "driver.contact_methods[0].value": "",
  "driver.note": "",
};
const driver = {
  "driver.fullname": "Đặng Văn Lộc",
  "driver.license_plate": "51H-123.45",
  "driver.contact_methods[0].name": "zalo",
  "driver.contact_methods[0].value": "0909555666",
  "driver.note": "",
};
const statusOf = (html: string) => /data-testid="booking-status"[\s\S]*?data-status="([^"]+)"/.exec(html)?.[1];
const offered = (html: string) => [...html.matchAll(/data-testid="action-([a-z_]+)"/g)].map((m) => m[1]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the transport booking flow of §4", () => {
  it("walks paid → confirmed → agency_begin (refused without a driver) → begin → agency_completed → completed", async () => {
    const b = await loggedIn(server.url);
    // picked up in a few seconds: confirmable now, startable today, completable once it has passed
    const pickupAt = Date.now() + 6000;
    const o = await booking({ date_pickup: new Date(pickupAt).toISOString() });
    expect(o.uid).toMatch(/^CAR-[0-9A-Z]{8}$/);
    const path = `/transport/booking/${o._id}`;
    const page = await b.get(path);
    expect(page.status).toBe(200);
    const text = visibleText(page.html);
    expect(text).toContain(o.uid);
    expect(text).toContain("Airport transfer");
    expect(text).toContain("Airport – hotel in the city");
    expect(text).toContain("Khách sạn Rex");
    expect(text).toContain("VN245");
    // the demo service: 350,000 at the marketplace's 15 %: commission 52,500, real income 297,500
    expect(text).toMatch(/Subtotal\s*350,000/);
    expect(text).toMatch(/Commission\s*52,500/);
    expect(text).toMatch(/Real income\s*297,500/);
    expect(offered(page.html)).toEqual(["confirmed", "cancelled"]);

    // confirm without an operator: refused by the form, nothing changes
    const missing = await b.post(`${path}?do=confirmed`, { ...operator, "operator.fullname": "", intent: "confirmed" });
    expect(missing.status).toBe(200);
    expect((await record(o._id)).data.status).toBe("paid");
    const confirmed = await b.post(`${path}?do=confirmed`, { ...operator, intent: "confirmed" });
    expect(statusOf(confirmed.html)).toBe("confirmed");
    expect(offered(confirmed.html)).toEqual(["agency_begin"]);

    // start without a driver: refused, the booking stays confirmed
    const noDriver = await b.post(`${path}?do=agency_begin`, { intent: "agency_begin" });
    expect(noDriver.status).toBe(200);
    expect(visibleText(noDriver.html)).toContain("license plate and at least one contact method");
    expect((await record(o._id)).data.status).toBe("confirmed");
    // the marketplace refuses it too (a post straight to it)
    const direct = await marketplaceCall(
      api(),
      "PATCH",
      `transport/order/${o._id}`,
      { actUpd: "udpStatus", status: "agency_begin" },
      await token(),
    );
    expect([direct.status, direct.body.message]).toEqual([409, "warning_driver"]);

    const started = await b.post(`${path}?do=agency_begin`, { ...driver, intent: "agency_begin" });
    expect(statusOf(started.html)).toBe("agency_begin");
    expect((await record(o._id)).data.driver.license_plate).toBe("51H-123.45");
    expect((await event(o._id, "confirm-start")).body.data.status).toBe("begin");

    // not before the pickup time has passed
    if (Date.now() < pickupAt) {
      const early = await b.post(path, { intent: "agency_completed" });
      expect(statusOf(early.html)).toBe("begin");
      await sleep(pickupAt - Date.now() + 500);
    }
    const done = await b.post(path, { intent: "agency_completed" });
    expect(statusOf(done.html)).toBe("agency_completed");
    // over: the contact people cannot change any more
    expect(done.html).not.toContain('data-testid="contact-update-driver"');
    expect((await event(o._id, "confirm-complete")).body.data.status).toBe("completed");
  }, 30_000);

  it("cancels with a reason only before the pickup, and says who cancelled", async () => {
    const b = await loggedIn(server.url);
    const o = await booking();
    const path = `/transport/booking/${o._id}`;
    const noReason = await b.post(`${path}?do=cancelled`, { intent: "cancelled", reason_cancel: "" });
    expect(noReason.status).toBe(200);
    expect(visibleText(noReason.html)).toContain("Please enter reason cancel transport"); // spec §8's own message
    expect((await record(o._id)).data.status).toBe("paid");
    const cancelled = await b.post(`${path}?do=cancelled`, { intent: "cancelled", reason_cancel: "Hết xe" });
    expect(statusOf(cancelled.html)).toBe("cancelled");
    expect(visibleText(cancelled.html)).toContain("Cancelled by: the supplier");
    // a double post changes nothing more
    const again = await b.post(`${path}?do=cancelled`, { intent: "cancelled", reason_cancel: "Lần hai" });
    expect((await record(o._id)).data.reason_cancel).toBe("Hết xe");
    expect(statusOf(again.html)).toBe("cancelled");

    // picked up an hour ago: neither confirm nor cancel is offered, and a post is refused unchanged
    const past = await booking({ date_pickup: new Date(Date.now() - 3_600_000).toISOString() });
    const pastPath = `/transport/booking/${past._id}`;
    const page = await b.get(pastPath);
    expect(offered(page.html)).toEqual([]);
    const refused = await b.post(pastPath, { intent: "cancelled", reason_cancel: "Trễ" });
    expect(statusOf(refused.html)).toBe("paid");
    expect(visibleText(refused.html)).toContain("A transfer can be cancelled only before its pickup time");
    const refusedConfirm = await b.post(pastPath, { ...operator, intent: "confirmed" });
    expect(statusOf(refusedConfirm.html)).toBe("paid");
    expect((await record(past._id)).data.operator).toBeNull();
  });

  it("starts only on the pickup day", async () => {
    const b = await loggedIn(server.url);
    const o = await booking({
      status: "confirmed",
      date_pickup: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    const path = `/transport/booking/${o._id}`;
    expect(offered((await b.get(path)).html)).toEqual([]);
    const refused = await b.post(path, { ...driver, intent: "agency_begin" });
    expect(statusOf(refused.html)).toBe("confirmed");
    expect(visibleText(refused.html)).toContain("started only on its pickup day");
  });
});

describe("scoping, QR, lists and statistics", () => {
  it("refuses a supplier without transport and answers not found for a tour booking's id", async () => {
    const o = await booking();
    // a supplier without transport: its pages are not part of its services (tours-cruises §3 "Supplier")
    const other = await loggedIn(server.url, "newsupplier@demo.vn");
    expect((await other.get(`/transport/booking/${o._id}`)).status).toBe(403);
    expect((await other.get(`/transport/booking/${o._id}/qr`)).status).toBe(403);
    const posted = await other.post(`/transport/booking/${o._id}`, { intent: "cancelled", reason_cancel: "x" });
    expect(posted.status).toBe(403);
    expect((await record(o._id)).data.status).toBe("paid");
    expect((await record(o._id, "newsupplier@demo.vn")).code).toBe(404);
    // a tour booking is not a transport booking
    const mine = await loggedIn(server.url);
    const tours = await marketplaceCall(api(), "GET", "order?perPage=1", undefined, await token());
    expect((await mine.get(`/transport/booking/${tours.body.data.docs[0]._id}`)).status).toBe(404);
  });

  it("the QR PNG decodes to the booking code", async () => {
    const b = await loggedIn(server.url);
    const o = await booking();
    const res = await fetch(`${server.url}/transport/booking/${o._id}/qr?download=1`, {
      headers: { Cookie: b.cookieHeader() },
    });
    expect(res.headers.get("content-type")).toBe("image/png");
    const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // hotels-bikes-transport §9: "{product}-CAR" plus uid (PRODUCT_CODE, default MKT)
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(`MKT-${o.uid}`);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="MKT-${o.uid}.png"`);
  });

  it("shows the code with the product part, finds it with or without that part, and offers it as the search example", async () => {
    const b = await loggedIn(server.url);
    const o = await booking();
    const rowsOf = (html: string) => html.match(/data-testid="list-row"/g) ?? [];
    for (const search of [`MKT-${o.uid}`, `mkt-${o.uid.toLowerCase()}`, o.uid, o.uid.slice(4)]) {
      const found = await b.get(`/transport/bookings?uid=${encodeURIComponent(search)}`);
      expect(rowsOf(found.html), search).toHaveLength(1);
      expect(found.html).toContain(`>MKT-${o.uid}</a>`);
    }
    const detail = visibleText((await b.get(`/transport/booking/${o._id}`)).html);
    expect(detail).toContain(`MKT-${o.uid}`);
    const csv = await b.get(`/transport/bookings.csv?uid=MKT-${o.uid}`);
    expect(csv.html.trimEnd().split("\r\n").slice(1)).toEqual([expect.stringMatching(new RegExp(`^MKT-${o.uid},`))]);
    // each service's own example code, product part included, in both languages
    const placeholder = (html: string) =>
      /data-testid="bookings-uid"[^>]*placeholder="([^"]+)"|placeholder="([^"]+)"[^>]*data-testid="bookings-uid"/
        .exec(html)
        ?.slice(1)
        .find(Boolean);
    expect(placeholder((await b.get("/transport/bookings")).html)).toBe("e.g. MKT-CAR-8F3K2M1Q");
    expect(placeholder((await b.get("/tour/bookings")).html)).toBe("e.g. MKT-TOUR-8F3K2M1Q");
    await b.post("/language", { lng: "vi", back: "/transport/bookings" });
    expect(placeholder((await b.get("/transport/bookings")).html)).toBe("ví dụ MKT-CAR-8F3K2M1Q");
    await b.post("/language", { lng: "en", back: "/transport/bookings" });
  });

  it("lists the supplier's transport bookings, sorted by pickup in the URL, with statistics and revenue", async () => {
    const b = await loggedIn(server.url);
    const list = await b.get("/transport/bookings");
    expect(list.status).toBe(200);
    const uids = (html: string) => [...html.matchAll(/>MKT-(CAR-[0-9A-Z]{8})</g)].map((m) => m[1]);
    expect(uids(list.html)).toHaveLength(10);
    expect(list.html).not.toMatch(/(TOUR|CRUISE)-[0-9A-Z]{8}</);
    expect(list.html).toContain('data-testid="bookings-sort"');
    // a transfer's day is its pickup, not a departure
    expect(visibleText(list.html)).toContain("Pickup ");
    expect(visibleText(list.html)).not.toContain("Departs ");
    const soonest = await b.get("/transport/bookings?sort=pickup_asc");
    const latest = await b.get("/transport/bookings?sort=pickup_desc");
    expect(uids(soonest.html)[0]).not.toBe(uids(latest.html)[0]);
    const { body } = await marketplaceCall(
      api(),
      "GET",
      `transport/order?perPage=1&sort=${encodeURIComponent('{"date_pickup":1}')}`,
      undefined,
      await token(),
    );
    expect(uids(soonest.html)[0]).toBe(body.data.docs[0].uid);
    const csv = await b.get("/transport/bookings.csv?sort=pickup_asc");
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.html.split("\r\n")[1]!.startsWith(`MKT-${body.data.docs[0].uid},`)).toBe(true);
    expect(csv.html.split("\r\n")[0]).toContain("Pickup time (UTC+7)");

    const stat = await b.get("/transport/statistic");
    expect(stat.status).toBe(200);
    expect(visibleText(stat.html)).toContain("Abandoned");
    const revenue = await b.get("/transport/statistic-revenue");
    expect(revenue.status).toBe(200);
    expect(revenue.html).not.toContain('data-testid="coming-soon"');
  });
});
