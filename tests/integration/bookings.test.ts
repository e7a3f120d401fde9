// Tour and cruise bookings through the back-office with plain form posts (no scripts), against
// the real server on a fresh SQLite: the whole §4 flow, refusals, double posts, scoping, the CSV
// and the QR code.
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import jsQR from "jsqr";
import path from "node:path";
import SQLite from "better-sqlite3";
import { serverForThisFile } from "../support/server";
import { apiToken } from "../support/api";
import { formFields, loggedIn, marketplaceCall, visibleText } from "../support/browserless";
import { addDays, todayInVietnam } from "../../app/lib/dates";

// this suite runs against a marketplace in another process over real HTTP (MARKETPLACE_API_URL);
// the others call the embedded one in-process
const server = serverForThisFile({}, { remoteMarketplace: true });
const today = todayInVietnam();
const day = (offset: number) => addDays(today, offset);

const token = (email = "supplier@demo.vn") => apiToken(server.marketplaceUrl, email);
let tourId: string | undefined;
async function demoTour() {
  if (tourId) return tourId;
  const { body } = await marketplaceCall(server.marketplaceUrl, "GET", "dev/tours");
  tourId = body.data.docs.find(
    (t: { agency: string; type: string }) => t.agency === "supplier@demo.vn" && t.type !== "cruise",
  )._id;
  return tourId!;
}
async function booking(over: Record<string, unknown> = {}) {
  const { body } = await marketplaceCall(server.marketplaceUrl, "POST", "dev/order", {
    service: "tour",
    tour: await demoTour(),
    date_travel: today,
    status: "paid",
    items: [
      {
        name: "Người lớn",
        quantity: 2,
        price: 1_000_000,
        original_price: 1_200_000,
        commission_type: "percent",
        commission_value: 15,
      },
      { name: "Trẻ em", quantity: 1, price: 750_000, commission_type: "net", commission_value: 50_000 },
    ],
    single_room_surcharge: 300_000,
    single_room_quantity: 1,
    single_room_commission_type: "percent",
    single_room_commission_value: 10,
    contact: { fullname: "Phạm Thị Lan", phone: "+84901234567", email: "lan@example.vn" },
    ...over,
  });
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data as { _id: string; uid: string; status: string };
}
async function record(id: string, email?: string) {
  const { body } = await marketplaceCall(server.marketplaceUrl, "GET", `order/${id}`, undefined, await token(email));
  return body;
}
const event = (id: string, name: string) =>
  marketplaceCall(server.marketplaceUrl, "POST", `dev/order/${id}/${name}`, {});
const operator = {
  "tour_operator.fullname": "Trần Văn Hùng",
  "tour_operator.email": "hung@saigondiscovery.vn",
  "tour_operator.contact_methods[0].name": "zalo",
  "tour_operator.contact_methods[0].value": "0901234567",
  "tour_operator.note": "",
  "tour_guide.fullname": "",
  "tour_guide.email": "",
  "tour_guide.contact_methods[0].name": "phone",
  "tour_guide.contact_methods[0].value": "",
  "tour_guide.note": "",
  "tour_driver.fullname": "",
  "tour_driver.license_plate": "",
  "tour_driver.contact_methods[0].name": "phone",
  "tour_driver.contact_methods[0].value": "",
  "tour_driver.note": "",
};
const withPage = (search: string, page: number) => {
  const params = new URLSearchParams(search);
  params.set("page", String(page));
  return `?${params}`;
};
const statusOf = (html: string) => /data-testid="booking-status"[\s\S]*?data-status="([^"]+)"/.exec(html)?.[1];
/** The action buttons a booking page shows, in order. */
const offered = (html: string) => [...html.matchAll(/data-testid="action-([a-z_]+)"/g)].map((m) => m[1]);
/** The order's history rows (order_events), read from the marketplace's database file. */
function history(orderId: string) {
  const db = new SQLite(path.join(server.dataDir, "marketplace.db"), { readonly: true });
  try {
    return db
      .prepare("select from_status, to_status, actor, data from order_events where order_id = ? order by id")
      .all(orderId) as { from_status: string | null; to_status: string; actor: string; data: string | null }[];
  } finally {
    db.close();
  }
}
/** What each offered action posts. */
const postOf: Record<string, Record<string, string>> = {
  confirmed: { ...operator, intent: "confirmed" },
  cancelled: { intent: "cancelled", reason_cancel: "Khách đổi lịch trình" },
  agency_begin: { intent: "agency_begin" },
  agency_completed: { intent: "agency_completed" },
};

describe("the booking flow of spec §4", () => {
  it("walks paid → confirmed → agency_begin → begin → agency_completed → completed", async () => {
    const b = await loggedIn(server.url);
    const o = await booking();
    const path = `/tour/booking/${o._id}`;
    const page = await b.get(path);
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain(o.uid);
    // §9 (stored = the marketplace's part): commission 15% of 2 000 000 + 50 000 + 10% of 300 000 = 380 000
    expect(visibleText(page.html)).toMatch(/Total \$?3,050,000/);
    expect(page.html).toContain('data-testid="action-confirmed"');
    expect(page.html).not.toContain('data-testid="action-agency_begin"');

    const dialog = await b.get(`${path}?do=confirmed`);
    expect(dialog.html).toContain('data-testid="dialog-confirmed"');
    // "add a contact method" without scripts: Conform's intent button posts the form, the dialog comes back with a row more
    const add = /<button[^>]*value="([^"]*)"[^>]*data-testid="tour_operator-add-method"/
      .exec(dialog.html)?.[1]
      ?.replace(/&quot;/g, '"');
    expect(add).toBeTruthy();
    const added = await b.post(`${path}?do=confirmed`, { ...operator, intent: "confirmed", __intent__: add! });
    expect(added.status).toBe(200);
    expect(added.html).toContain('name="tour_operator.contact_methods[1].value"');
    expect((await record(o._id)).data.status).toBe("paid");
    const missing = await b.post(`${path}?do=confirmed`, {
      ...operator,
      intent: "confirmed",
      "tour_operator.email": "not-an-email",
    });
    expect(visibleText(missing.html)).toContain("Please enter a valid email");
    expect((await record(o._id)).data.status).toBe("paid");

    const confirmed = await b.post(`${path}?do=confirmed`, { ...operator, intent: "confirmed" });
    expect(confirmed.url).toBe(path);
    expect(visibleText(confirmed.html)).toContain("The booking is now: Confirmed.");
    expect(statusOf(confirmed.html)).toBe("confirmed");
    expect(visibleText(confirmed.html)).toContain("Trần Văn Hùng");
    const stored = (await record(o._id)).data;
    expect(stored.tour_operator).toMatchObject({
      fullname: "Trần Văn Hùng",
      contact_methods: [{ name: "zalo", value: "0901234567" }],
    });
    expect(stored.tour_guide).toBeNull();

    const started = await b.post(path, { intent: "agency_begin" });
    expect(statusOf(started.html)).toBe("agency_begin");
    expect((await event(o._id, "confirm-start")).body.data.status).toBe("begin");
    const begun = await b.get(path);
    expect(begun.html).toContain('data-testid="action-agency_completed"');
    const done = await b.post(path, { intent: "agency_completed" });
    expect(statusOf(done.html)).toBe("agency_completed");
    // §4: contact links are hidden once the supplier has completed
    expect(done.html).not.toContain('data-testid="contact-update-tour_operator"');
    expect((await event(o._id, "confirm-complete")).body.data.status).toBe("completed");
    expect(statusOf((await b.get(path)).html)).toBe("completed");
  });

  it("a booking action answers 303 See Other to the booking, so a refresh never posts it again", async () => {
    const b = await loggedIn(server.url);
    const o = await booking();
    const path = `/tour/booking/${o._id}`;
    const post = (form: Record<string, string>) =>
      fetch(new URL(path, server.url), {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams(form).toString(),
        headers: { Cookie: b.cookieHeader(), Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      });
    const done = await post({ intent: "cancelled", reason_cancel: "Khách đổi lịch trình" });
    expect(done.status).toBe(303);
    expect(new URL(done.headers.get("location")!, server.url).pathname).toBe(path);
    expect((await record(o._id)).data.status).toBe("cancelled");
    // a refused one (already there) goes back the same way
    const replay = await post({ intent: "cancelled", reason_cancel: "again" });
    expect(replay.status).toBe(303);
  });

  it("cancels only with a reason of at most 200 characters", async () => {
    const b = await loggedIn(server.url);
    const o = await booking({ date_travel: day(3) });
    const path = `/tour/booking/${o._id}`;
    const before = await record(o._id);
    const empty = await b.post(`${path}?do=cancelled`, { intent: "cancelled", reason_cancel: "" });
    expect(visibleText(empty.html)).toContain("Please enter reason cancel tour");
    const long = await b.post(`${path}?do=cancelled`, { intent: "cancelled", reason_cancel: "x".repeat(201) });
    expect(visibleText(long.html)).toContain("Reason up to 200 characters");
    expect(await record(o._id)).toEqual(before);
    const cancelled = await b.post(`${path}?do=cancelled`, {
      intent: "cancelled",
      reason_cancel: "Khách đổi lịch trình",
    });
    expect(statusOf(cancelled.html)).toBe("cancelled");
    expect(visibleText(cancelled.html)).toContain("Khách đổi lịch trình");
  });

  it("offers exactly what the day rules allow, and every offered action succeeds", async () => {
    const b = await loggedIn(server.url);
    // [status, travel day from today, the buttons shown]: confirm and cancel until the travel day,
    // start on it, complete from it on (a 5-day package completes on its fifth day)
    const cases: [string, number, string[]][] = [
      ["paid", 1, ["confirmed", "cancelled"]],
      ["paid", 0, ["confirmed", "cancelled"]],
      ["paid", -1, []],
      ["confirmed", 1, []],
      ["confirmed", 0, ["agency_begin"]],
      ["confirmed", -1, []],
      ["begin", 1, []],
      ["begin", 0, ["agency_completed"]],
      ["begin", -1, ["agency_completed"]],
      ["begin", -4, ["agency_completed"]],
      ["wait_paid", 0, []],
      ["agency_begin", 0, []],
      ["agency_completed", -1, []],
      ["cancelled", 1, []],
    ];
    for (const [status, offset, buttons] of cases) {
      const o = await booking({ status, date_travel: day(offset) });
      const path = `/tour/booking/${o._id}`;
      const page = await b.get(path);
      expect(offered(page.html), `${status} ${offset}`).toEqual(buttons);
      for (const action of buttons) {
        const fresh = await booking({ status, date_travel: day(offset) });
        const done = await b.post(`/tour/booking/${fresh._id}?do=${action}`, postOf[action]!);
        expect(statusOf(done.html), `${status} ${offset} ${action}`).toBe(action);
        expect(visibleText(done.html)).toContain("The booking is now:");
      }
    }
  });

  it("refuses what the day rules refuse, with the warning that names the rule, and changes nothing", async () => {
    const b = await loggedIn(server.url);
    const cases: { over: Record<string, string>; post: Record<string, string>; warning: string }[] = [
      {
        over: { date_travel: day(-1), status: "paid" },
        post: { intent: "cancelled", reason_cancel: "late" },
        warning: "The departure date has passed: this tour can no longer be cancelled.",
      },
      {
        over: { date_travel: day(-1), status: "paid" },
        post: { ...operator, intent: "confirmed" },
        warning: "can no longer be confirmed",
      },
      {
        over: { date_travel: day(2), status: "confirmed" },
        post: { intent: "agency_begin" },
        warning: "A tour can only be started on its departure date.",
      },
      {
        over: { date_travel: day(-1), status: "confirmed" },
        post: { intent: "agency_begin" },
        warning: "A tour can only be started on its departure date.",
      },
      {
        over: { date_travel: day(1), status: "begin" },
        post: { intent: "agency_completed" },
        warning: "It is not the last day of the booked tour yet: a tour can be completed from its last day on.",
      },
      {
        over: { date_travel: day(2), status: "wait_paid" },
        post: { ...operator, intent: "confirmed" },
        warning: "that action is no longer possible",
      },
    ];
    for (const c of cases) {
      const o = await booking(c.over);
      const before = await record(o._id);
      const page = await b.post(`/tour/booking/${o._id}`, c.post);
      expect(visibleText(page.html), JSON.stringify(c)).toContain(c.warning);
      expect(await record(o._id)).toEqual(before);
    }
  });

  it("a replayed cancel says the booking is already cancelled and keeps the first reason", async () => {
    const b = await loggedIn(server.url);
    const o = await booking({ date_travel: day(2) });
    const path = `/tour/booking/${o._id}?do=cancelled`;
    const first = await b.post(path, { intent: "cancelled", reason_cancel: "Reason ONE" });
    expect(visibleText(first.html)).toContain("The booking is now: Cancelled.");
    const replay = await b.post(path, { intent: "cancelled", reason_cancel: "Reason TWO" });
    const seen = visibleText(replay.html);
    expect(seen).toContain('This booking is already "Cancelled"; nothing was changed.');
    expect(seen).not.toContain("The booking is now:");
    expect(seen).not.toContain("Reason TWO");
    expect((await record(o._id)).data.reason_cancel).toBe("Reason ONE");
    expect(history(o._id).filter((e) => e.to_status === "cancelled")).toEqual([
      {
        from_status: "paid",
        to_status: "cancelled",
        actor: "agency",
        data: JSON.stringify({ reason_cancel: "Reason ONE" }),
      },
    ]);
  });

  it("two confirm posts at once change the booking once; the other one says it was already done", async () => {
    const b = await loggedIn(server.url);
    const o = await booking({ date_travel: day(1) });
    const path = `/tour/booking/${o._id}?do=confirmed`;
    const [first, second] = await Promise.all([
      b.post(path, { ...operator, intent: "confirmed", "tour_operator.fullname": "Người điều hành A" }),
      b.post(path, { ...operator, intent: "confirmed", "tour_operator.fullname": "Người điều hành B" }),
    ]);
    expect(statusOf(first.html)).toBe("confirmed");
    expect(statusOf(second.html)).toBe("confirmed");
    const said = [first, second].map((p) =>
      visibleText(p.html).includes("The booking is now: Confirmed.")
        ? "done"
        : visibleText(p.html).includes('already "Confirmed"')
          ? "already"
          : "?",
    );
    expect(said.sort()).toEqual(["already", "done"]);
    const after = (await record(o._id)).data;
    // one of them won and the other did not overwrite it
    expect(["Người điều hành A", "Người điều hành B"]).toContain(after.tour_operator.fullname);
    const again = await b.post(path, {
      ...operator,
      intent: "confirmed",
      "tour_operator.fullname": "Người điều hành C",
    });
    expect(statusOf(again.html)).toBe("confirmed");
    expect(visibleText(again.html)).toContain('This booking is already "Confirmed"; nothing was changed.');
    expect((await record(o._id)).data).toEqual(after);
    expect(history(o._id).filter((e) => e.to_status === "confirmed")).toHaveLength(1);
  });

  it("updates a contact until the booking is closed", async () => {
    const b = await loggedIn(server.url);
    const o = await booking({
      date_travel: day(2),
      status: "confirmed",
      tour_operator: {
        fullname: "Hùng",
        email: "h@example.vn",
        contact_methods: [{ name: "phone", value: "0901" }],
        note: "",
      },
    });
    const path = `/tour/booking/${o._id}`;
    const form = await b.get(`${path}?contact=tour_driver`);
    expect(form.html).toContain('data-testid="dialog-contact-tour_driver"');
    const bad = await b.post(`${path}?contact=tour_driver`, {
      intent: "updInfo",
      kind: "tour_driver",
      "tour_driver.fullname": "Lê Văn Tài",
      "tour_driver.license_plate": "",
      "tour_driver.contact_methods[0].name": "phone",
      "tour_driver.contact_methods[0].value": "0908",
    });
    expect(visibleText(bad.html)).toContain("This field is required");
    const ok = await b.post(`${path}?contact=tour_driver`, {
      intent: "updInfo",
      kind: "tour_driver",
      "tour_driver.fullname": "Lê Văn Tài",
      "tour_driver.license_plate": "51B-123.45",
      "tour_driver.contact_methods[0].name": "phone",
      "tour_driver.contact_methods[0].value": "0908",
      "tour_driver.note": "",
    });
    expect(visibleText(ok.html)).toContain("The contact was updated.");
    expect((await record(o._id)).data.tour_driver).toMatchObject({
      fullname: "Lê Văn Tài",
      license_plate: "51B-123.45",
    });
    await event(o._id, "refund");
    const closed = await b.post(`${path}?contact=tour_driver`, {
      intent: "updInfo",
      kind: "tour_driver",
      "tour_driver.fullname": "Khác",
      "tour_driver.license_plate": "1",
      "tour_driver.contact_methods[0].name": "phone",
      "tour_driver.contact_methods[0].value": "1",
    });
    expect(visibleText(closed.html)).toContain("its contacts can no longer be changed");
    expect((await record(o._id)).data.tour_driver.fullname).toBe("Lê Văn Tài");
  });
});

describe("scoping and files", () => {
  it("another supplier's booking is not found", async () => {
    const o = await booking();
    const other = await loggedIn(server.url, "newsupplier@demo.vn");
    const page = await other.get(`/tour/booking/${o._id}`);
    expect(page.status).toBe(404);
    expect((await other.post(`/tour/booking/${o._id}`, { intent: "cancelled", reason_cancel: "x" })).status).toBe(404);
    expect((await other.get(`/tour/booking/${o._id}/qr`)).status).toBe(404);
    expect((await record(o._id)).data.status).toBe("paid");
    expect((await record(o._id, "newsupplier@demo.vn")).code).toBe(404);
    const list = await other.get(`/tour/bookings?uid=${o.uid}`);
    expect(list.html).not.toContain('data-testid="list-row"');
    expect(visibleText(list.html)).toContain("No booking has this number.");
  });

  it("the CSV holds exactly the searched bookings, in the chosen language", async () => {
    const b = await loggedIn(server.url);
    const o = await booking();
    const one = await b.get(`/tour/bookings.csv?uid=${o.uid.toLowerCase()}`);
    expect(one.headers.get("content-type")).toContain("text/csv");
    expect(one.headers.get("content-disposition")).toContain(`bookings-${o.uid}-`);
    // a byte-order mark first, so a spreadsheet reads UTF-8 (fetch's text() would drop it)
    const raw = Buffer.from(
      await (
        await fetch(`${server.url}/tour/bookings.csv?uid=${o.uid}`, { headers: { Cookie: b.cookieHeader() } })
      ).arrayBuffer(),
    );
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = one.html.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Order number,Guest,Phone,Email,Service,Booking date,Departure date,Currency,Total,Commission,Real income,Real income (VND),Surcharge,Status",
    );
    expect(lines).toHaveLength(2);
    // A phone number is a plain number, not a formula: no quote before it
    // the booking code with the product part (hotels-bikes-transport §9), as the page shows it
    expect(lines[1]!.startsWith(`MKT-${o.uid},Phạm Thị Lan,+84901234567,lan@example.vn`)).toBe(true);
    expect(lines[1]).toContain(",3050000,380000,2670000,2670000,300000,Paid");

    // every page: all cruise bookings, as many as the marketplace counts
    const { body } = await marketplaceCall(
      server.marketplaceUrl,
      "GET",
      "order?uid=CRUISE-&perPage=1",
      undefined,
      await token(),
    );
    const all = await b.get("/tour/bookings.csv?uid=CRUISE-");
    const rows = all.html.trimEnd().split("\r\n").slice(1);
    expect(body.data.total).toBeGreaterThan(10);
    expect(rows).toHaveLength(body.data.total);
    expect(rows.every((r) => r.startsWith("MKT-CRUISE-"))).toBe(true);

    await b.post("/language", { lng: "vi", back: "/tour/bookings" });
    const vi = await b.get(`/tour/bookings.csv?uid=${o.uid}`);
    expect(vi.html.split("\r\n")[0]).toContain("Mã đơn,Khách hàng");
    expect(vi.html).toContain("Đã thanh toán");
  });

  it("the QR PNG decodes to the order number and downloads under its name", async () => {
    const b = await loggedIn(server.url);
    const o = await booking();
    const res = await fetch(`${server.url}/tour/booking/${o._id}/qr?download=1`, {
      headers: { Cookie: b.cookieHeader() },
    });
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="MKT-${o.uid}.png"`);
    const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(code?.data).toBe(`MKT-${o.uid}`);
  });
});

describe("lists and statistics", () => {
  it("finds a booking by number; refresh goes back to page 1", async () => {
    const b = await loggedIn(server.url);
    const o = await booking();
    const found = await b.get(`/tour/bookings?uid=${o.uid.slice(5).toLowerCase()}`);
    expect(found.html.match(/data-testid="list-row"/g)).toHaveLength(1);
    expect(visibleText(found.html)).toContain("Phạm Thị Lan");
    // The list renders once (CSS makes the row a card on a phone), in plain elements
    expect(found.html.split(`>MKT-${o.uid}</a>`)).toHaveLength(2);
    expect(visibleText(found.html).split("Phạm Thị Lan")).toHaveLength(2);
    expect(found.html).not.toContain("mantine-Table");
    expect(found.html).not.toContain("mantine-Badge");
    // the menus' entries are Remix <Link>s (the router learns their routes: data-discover), each a
    // plain <a href> without scripts; no click handler of our own stands in for the router's
    expect(found.html).not.toContain("data-plain-link");
    for (const id of ["side-menu", "mobile-menu"]) {
      const at = found.html.indexOf(`data-testid="${id}"`);
      const menu = found.html.slice(at, found.html.indexOf("</nav>", at));
      expect(menu.match(/<a /g)!.length).toBeGreaterThan(10);
      const links = menu.match(/<a [^>]*>/g)!;
      expect(links.filter((a) => a.includes('data-discover="true"') && /href="\//.test(a))).toHaveLength(links.length);
    }
    const page2 = await b.get("/tour/bookings?page=2");
    expect(page2.html.match(/data-testid="list-row"/g)).toHaveLength(10);
    expect(page2.html).toMatch(
      /data-testid="filter-refresh"[^>]*href="\/tour\/bookings"|href="\/tour\/bookings"[^>]*data-testid="filter-refresh"/,
    );
    const none = await b.get("/tour/bookings?uid=NOPE-0000");
    expect(visibleText(none.html)).toContain("No booking has this number.");
  });

  it("statistics count by status in §9's order, within a date range", async () => {
    const b = await loggedIn(server.url);
    const page = await b.get(`/tour/statistic?start=${day(-30)}&end=${today}`);
    expect(page.url).toBe(
      `/tour/statistic?date_range=${encodeURIComponent(JSON.stringify({ start: day(-30), end: today }))}`,
    );
    const tabs = [...page.html.matchAll(/data-tab="([^"]+)"/g)].map((m) => m[1]);
    expect(tabs).toEqual([
      "wait_paid",
      "wait-confirm",
      "paid",
      "confirmed",
      "agency_begin",
      "begin",
      "agency_completed",
      "completed",
      "not-come",
      "cancelled",
      "abandoned",
    ]);
    expect(page.html).toContain('data-testid="chart-bars"');
    const paid = await b.get(
      `/tour/statistic?status=paid&date_range=${encodeURIComponent(JSON.stringify({ start: day(-30), end: today }))}`,
    );
    const count = Number(/data-tab="paid"[^>]*>[\s\S]*?link-tab-count">(\d+)</.exec(paid.html)?.[1]);
    expect(count).toBeGreaterThan(0);
    const shown = paid.html.match(/data-testid="list-row"/g)?.length ?? 0;
    expect(shown).toBe(Math.min(10, count));
  });

  it("the statistics filter keeps the chosen status tab and starts again on page 1", async () => {
    const b = await loggedIn(server.url);
    const tabbed = await b.get("/tour/statistic?status=paid&page=2");
    // the filter form as a browser without scripts submits it, with a new range typed in
    const at = tabbed.html.indexOf('data-testid="filter-bar"');
    const fields = formFields(tabbed.html.slice(tabbed.html.lastIndexOf("<form", at)));
    const query = new URLSearchParams(
      fields.map(([k, v]): [string, string] => [k, k === "start" ? day(-60) : k === "end" ? today : v]),
    );
    const filtered = await b.get(`/tour/statistic?${query}`);
    const url = new URL(filtered.url, server.url);
    expect(url.searchParams.get("status")).toBe("paid");
    expect(url.searchParams.get("page")).toBeNull();
    expect(JSON.parse(url.searchParams.get("date_range")!)).toEqual({ start: day(-60), end: today });
    expect(filtered.html).toMatch(/aria-current="page"[^>]*data-tab="paid"|data-tab="paid"[^>]*aria-current="page"/);
  });

  it("a page past the end goes to the last page of the same list, keeping its query", async () => {
    // enough tours and payouts for a second page of each list
    expect(
      (
        await marketplaceCall(server.marketplaceUrl, "POST", "dev/scale", {
          agency: "supplier@demo.vn",
          tours: 40,
          bookings: 0,
        })
      ).body.code,
    ).toBe(200);
    for (let i = 0; i < 6; i++) {
      expect(
        (
          await marketplaceCall(server.marketplaceUrl, "POST", "dev/payout", {
            agency: "supplier@demo.vn",
            amount: 100_000 + i,
            service: "tour",
          })
        ).body.code,
      ).toBe(200);
    }
    const b = await loggedIn(server.url);
    const range = encodeURIComponent(JSON.stringify({ start: day(-120), end: today }));
    const lists = [
      "/tour?page=999",
      `/tour?name=a&date_range=${encodeURIComponent(JSON.stringify({ start: day(-365), end: today }))}&page=999`,
      "/tour/bookings?page=999",
      "/tour/bookings?uid=CRUISE-&page=999",
      `/tour/statistic?status=completed&date_range=${range}&page=999`,
      "/tour/statistic-revenue?page=999",
      "/tour/statistic-revenue?tab=payments&page=999",
    ];
    for (const list of lists) {
      const asked = new URL(list, server.url);
      const page = await b.get(list);
      expect(page.redirects, list).toHaveLength(1);
      const landed = new URL(page.url, server.url);
      expect(landed.pathname).toBe(asked.pathname);
      const last = Number(landed.searchParams.get("page") ?? "1");
      expect(last, list).toBeGreaterThan(1);
      // every other parameter kept
      asked.searchParams.delete("page");
      landed.searchParams.delete("page");
      expect(landed.searchParams.toString(), list).toBe(asked.searchParams.toString());
      // it is the last page: rows, the current page in the pager, no next link
      expect(page.html, list).toMatch(/data-testid="(list-row|list-card)"/);
      expect(page.html).toMatch(new RegExp(`aria-current="page"[^>]*>${last}<`));
      expect(page.html, list).not.toContain('rel="next"');
      // and a page just past it comes back there
      const next = await b.get(`${landed.pathname}${withPage(landed.search, last + 1)}`);
      expect(next.url, list).toBe(page.url);
    }
    // an empty list goes to page 1
    const none = await b.get("/tour/bookings?uid=NOPE-0000&page=3");
    expect(none.url).toBe("/tour/bookings?uid=NOPE-0000");
    expect(visibleText(none.html)).toContain("No booking has this number.");
  });

  it("every dialog closes with Close / Đóng; the action keeps its own name", async () => {
    const en = await loggedIn(server.url);
    const vi = await loggedIn(server.url, "supplier@demo.vn", "vi");
    const paid = await booking({ date_travel: day(2) });
    const confirmed = await booking({ date_travel: today, status: "confirmed" });
    const begun = await booking({ date_travel: today, status: "begin" });
    const dialogs = [
      `/tour/booking/${paid._id}?do=cancelled`,
      `/tour/booking/${paid._id}?do=confirmed`,
      `/tour/booking/${confirmed._id}?do=agency_begin`,
      `/tour/booking/${begun._id}?do=agency_completed`,
      `/tour/booking/${paid._id}?contact=tour_guide`,
    ];
    const labels = (html: string) => {
      const dialog = html.slice(html.indexOf('class="dialog'));
      return [
        ...dialog.matchAll(
          /<(?:a|button)\b[^>]*class="[^"]*mantine-Button-root[^"]*"[^>]*>([\s\S]*?)<\/(?:a|button)>/g,
        ),
      ].map((m) => visibleText(m[1]!).trim());
    };
    for (const path of dialogs) {
      expect(labels((await en.get(path)).html), path).toContain("Close");
      const shown = labels((await vi.get(path)).html);
      expect(shown, path).toContain("Đóng");
      expect(shown, path).not.toContain("Hủy");
    }
    expect(labels((await vi.get(dialogs[0]!)).html)).toEqual(["Đóng", "Hủy đơn"]);
    expect(labels((await en.get(dialogs[0]!)).html)).toEqual(["Close", "Cancel booking"]);
  });

  it("revenue shows the summary, the payments and a payment's drawer", async () => {
    const b = await loggedIn(server.url);
    const page = await b.get("/tour/statistic-revenue");
    expect(page.html).toContain('data-testid="summary-balance"');
    const payments = await b.get("/tour/statistic-revenue?tab=payments");
    const first = /href="(\/tour\/statistic-revenue\?tab=payments&amp;payment=[^"]+)"/
      .exec(payments.html)?.[1]
      ?.replace(/&amp;/g, "&");
    expect(first).toBeTruthy();
    const drawer = await b.get(first!);
    expect(drawer.html).toContain('data-testid="payment-drawer"');
    expect(visibleText(drawer.html)).toMatch(/Payment ID PAY-/);
  });
});

describe("money that adds up", () => {
  const digits = (text: string) => Number(text.replace(/[^\d]/g, ""));
  const cardValue = (html: string, key: string) =>
    digits(new RegExp(`data-testid="summary-${key}"[\\s\\S]*?class="summary-value">([^<]+)<`).exec(html)![1]!);
  /** The list's rows (the table ends before the page's data script, which repeats every booking). */
  const rowsOf = (html: string) => {
    const table = html.slice(html.indexOf('class="data-table'));
    return table.slice(0, table.indexOf("</table>")).split('data-testid="list-row"').slice(1);
  };
  /** What a person reads as a revenue row's VND figure: "≈ 15,588,996 ₫" under a foreign amount, else the VND amount. */
  const rowVnd = (row: string) => {
    const cell = visibleText(/data-testid="real-income">([\s\S]*?)<\/td>/.exec(row)![1]!);
    return digits((/≈\s*([\d,]+) ₫/.exec(cell) ?? /([\d,]+) ₫/.exec(cell))![1]!);
  };
  /** The revenue chart's columns as their tooltips read ("29/06/2026: 29.475.000 ₫"). */
  const chartValues = (html: string) =>
    [
      ...(/data-testid="chart-columns"[\s\S]*?<\/figure>/.exec(html)?.[0] ?? "").matchAll(/title="[^":]+: ([^"]+)"/g),
    ].map((m) => digits(m[1]!));

  it("a USD cruise shows one real income everywhere; the revenue card = Σ its rows' VND figures = the chart, to the đồng", async () => {
    const b = await loggedIn(server.url);
    const tok = await token();
    const cruises = (
      await marketplaceCall(server.marketplaceUrl, "GET", "tour/tour?perPage=-1&type=cruise", undefined, tok)
    ).body.data.docs as { _id: string }[];
    const details = await Promise.all(
      cruises.map(
        async (c) =>
          (await marketplaceCall(server.marketplaceUrl, "GET", `tour/tour/${c._id}`, undefined, tok)).body.data,
      ),
    );
    const cruise = details.find((c: { commission_value: number }) => c.commission_value === 15);
    expect(cruise, "the demo's Hạ Long cruise keeps 15 % (stored)").toBeTruthy();
    const { body } = await marketplaceCall(server.marketplaceUrl, "POST", "dev/order", {
      service: "cruise",
      tour: cruise._id,
      date_travel: day(-1),
      status: "completed",
      currency: "USD",
      items: [
        { cabin: { name: "Deluxe" }, quantity: 2, price: 153.54 },
        { cabin: { name: "Suite" }, quantity: 2, price: 207.48 },
      ],
      contact: { fullname: "Emma Thompson", phone: "+447700900123", email: "emma@example.com" },
    });
    expect(body.code, JSON.stringify(body)).toBe(200);
    const o = body.data as { _id: string; uid: string };
    // by hand: 2 × 153.54 = 307.08, × 0.85 = 261.018 → 261.02; 2 × 207.48 = 414.96, × 0.85 = 352.716 → 352.72;
    // real income 613.74, commission 722.04 − 613.74 = 108.30 (46.06 + 62.24); in VND 613.74 × 25,400 = 15,588,996 ₫
    expect(body.data.total_amount_agency).toBe(613.74);

    const detail = visibleText((await b.get(`/tour/booking/${o._id}`)).html);
    expect(detail).toContain("Commission $108.30");
    expect(detail).toContain("Real income $613.74");
    expect(detail).toContain("Real income in VND 15,588,996 ₫");
    expect(detail).toMatch(/Deluxe 2 \$153\.54 0 \$0\.00 \$307\.08 \$46\.06/);
    expect(detail).toMatch(/Suite 2 \$207\.48 0 \$0\.00 \$414\.96 \$62\.24/);

    const list = await b.get(`/tour/bookings?uid=${o.uid}`);
    const [row] = rowsOf(list.html);
    expect(visibleText(row!)).toContain("$722.04 ≈ 18,339,816 ₫ $108.30 $613.74 ≈ 15,588,996 ₫");

    const csv = (await b.get(`/tour/bookings.csv?uid=${o.uid}`)).html.trimEnd().split("\r\n");
    expect(csv[1]).toContain(",USD,722.04,108.30,613.74,15588996,0.00,Completed");

    // every completed booking: the card, the sum of the rows a person reads, the chart's columns
    const count = (
      await marketplaceCall(server.marketplaceUrl, "GET", "order?statisticRevenue=true&perPage=1", undefined, tok)
    ).body.data.total as number;
    const first = await b.get("/tour/statistic-revenue");
    const card = cardValue(first.html, "revenue");
    let sum = 0;
    let seen = 0;
    let ours = "";
    for (let page = 1; page <= Math.ceil(count / 10); page++) {
      const html = page === 1 ? first.html : (await b.get(`/tour/statistic-revenue?page=${page}`)).html;
      for (const r of rowsOf(html)) {
        sum += rowVnd(r);
        seen++;
        if (r.includes(o.uid)) ours = visibleText(r);
      }
    }
    expect(seen).toBe(count);
    expect(ours).toContain("$613.74 ≈ 15,588,996 ₫");
    expect(sum).toBe(card);
    expect(chartValues(first.html).reduce((s, v) => s + v, 0)).toBe(card);
    // the CSV's VND column, over the completed bookings, gives the card too
    const all = (await b.get("/tour/bookings.csv")).html
      .trimEnd()
      .split("\r\n")
      .slice(1)
      .map((l) => l.split(","));
    const completed = all.filter((c) => c.at(-1) === "Completed");
    expect(completed).toHaveLength(count);
    expect(completed.reduce((s, c) => s + Number(c.at(-3)), 0)).toBe(card);
  });

  it("a VND payout counts in Paid without a rate; a foreign one without a rate is said to be missing; rates read as people read them", async () => {
    const b = await loggedIn(server.url);
    const tok = await token();
    const payouts = (
      await marketplaceCall(
        server.marketplaceUrl,
        "GET",
        "transaction/payment-agency?service=tour&perPage=-1",
        undefined,
        tok,
      )
    ).body.data.docs as { _id: string; payment_currency: string; payment_amount: number; rate_vnd: number }[];
    const vndNoRate = payouts.find((p) => p.payment_currency === "VND" && p.rate_vnd <= 0)!;
    expect(vndNoRate, "the seed has a VND payout with rate 0").toBeTruthy();
    const usd = payouts.find((p) => p.payment_currency === "USD" && p.rate_vnd > 0)!;
    const expected = payouts.reduce(
      (s, p) => s + (p.payment_currency === "VND" ? p.payment_amount : Math.round(p.payment_amount / p.rate_vnd)),
      0,
    );

    const page = await b.get("/tour/statistic-revenue?tab=payments");
    expect(cardValue(page.html, "paid")).toBe(expected);
    expect(cardValue(page.html, "balance")).toBe(cardValue(page.html, "revenue") - expected);
    expect(page.html).not.toContain('data-testid="summary-paid-missing"');
    const vndRow = rowsOf(page.html).find((r) => r.includes(vndNoRate._id))!;
    const amount = vndNoRate.payment_amount.toLocaleString("en-US");
    expect(visibleText(vndRow)).toContain(`${amount} ₫ ${amount} ₫`);

    const drawer = visibleText((await b.get(`/tour/statistic-revenue?tab=payments&payment=${usd._id}`)).html);
    expect(drawer).toContain("VND rate 1 USD = 25,400 ₫");
    expect(drawer).toMatch(/Amount \$[\d,]+\.\d\d /);
    expect(visibleText((await b.get(`/tour/statistic-revenue?tab=payments&payment=${vndNoRate._id}`)).html)).toContain(
      "VND rate Not needed (paid in VND)",
    );

    const { body } = await marketplaceCall(server.marketplaceUrl, "POST", "dev/payout", {
      agency: "supplier@demo.vn",
      service: "tour",
      amount: 97.9,
      currency: "USD",
      rate_vnd: 0,
    });
    expect(body.code).toBe(200);
    const after = await b.get("/tour/statistic-revenue?tab=payments");
    expect(cardValue(after.html, "paid")).toBe(expected);
    expect(visibleText(after.html)).toMatch(/Paid to you [\d,]+ ₫ \+ 1 payout of unknown VND amount/);
    expect(visibleText(after.html)).toMatch(/Account balance [\d,]+ ₫ 1 payout of unknown VND amount not subtracted/);
    const usdRow = visibleText(rowsOf(after.html).find((r) => r.includes(body.data._id))!);
    expect(usdRow).toContain("$97.90 Unknown");
    expect(visibleText((await b.get(`/tour/statistic-revenue?tab=payments&payment=${body.data._id}`)).html)).toContain(
      "VND rate Unknown",
    );

    await b.post("/language", { lng: "vi", back: "/tour/statistic-revenue" });
    const vi = visibleText((await b.get("/tour/statistic-revenue?tab=payments")).html);
    expect(vi).toContain("+ 1 khoản chi trả chưa rõ số tiền VND");
    expect(vi).toContain("Chưa trừ 1 khoản chi trả chưa rõ số tiền VND");
    expect(vi).toContain("$97,90");
    expect(visibleText((await b.get(`/tour/statistic-revenue?tab=payments&payment=${usd._id}`)).html)).toContain(
      "1 USD = 25.400 ₫",
    );
  });
});
