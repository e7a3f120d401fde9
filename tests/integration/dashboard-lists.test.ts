// Every figure on the dashboard leads to a list of exactly its bookings (tours-cruises §2 "Dashboard";
// the day rules of §4): on the demo data of the hotel+bike supplier and the all-services one, each
// count to confirm, stuck past its day, starting or ending today and to complete equals the total of
// the bookings list it links to (`?due=`), over the marketplace and on the pages a browser without
// scripts reads; today's events of every service are placed by their time (a stay's at its check-in
// time), an unconfirmed pickup of today is flagged, and a rental never confirmed before its pickup day
// is listed as stuck with what the owner can still do.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInVietnam } from "@contract/calendar";
import { DashboardSchema, type Dashboard, type Due } from "@contract/api/dashboard";
import { allServices, bookingPaths } from "@contract/services";
import { serverForThisFile } from "../support/server";
import { loggedIn, marketplaceCall, visibleText } from "../support/browserless";

const server = serverForThisFile();
const api = () => server.marketplaceUrl;
const HOTELBIKE = "hotelbike@demo.vn";
const ALL = "supplier@demo.vn";
const today = todayInVietnam();
const vn = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`).toISOString();

const tokens = new Map<string, string>();
async function call(email: string, method: string, p: string, body?: unknown) {
  if (!tokens.has(email)) {
    const { body: b } = await marketplaceCall(api(), "POST", "auth/login", {
      type: 0,
      role: "agency",
      email,
      password: "Demo@12345",
    });
    tokens.set(email, b.data.token.accessToken as string);
  }
  return marketplaceCall(api(), method, p, body, tokens.get(email));
}

async function dashboard(email: string, at: string, rows?: number): Promise<Dashboard> {
  const q = new URLSearchParams({ lang: "en", at, ...(rows ? { rows: String(rows) } : {}) });
  const { body } = await call(email, "GET", `dashboard?${q}`);
  expect(body.code, JSON.stringify(body)).toBe(200);
  return DashboardSchema.parse(body.data);
}

/** The marketplace list behind a bookings page (its path) narrowed by `due`, all of it. */
async function dueList(email: string, list: string, due: Due, at: string) {
  const service = allServices().find((s) => bookingPaths(s).list === list)!;
  const q = new URLSearchParams({ due, at, perPage: "-1", lang: "en" });
  const { body } = await call(email, "GET", `${service.api.orders}?${q}`);
  expect(body.code, JSON.stringify(body)).toBe(200);
  return { total: body.data.total as number, ids: (body.data.docs as { _id: string }[]).map((d) => d._id) };
}

/** Which section each kind of figure is counted in. */
const SECTION_OF: Record<Due, "toConfirmCount" | "stuckCount" | "todayCount" | "toCompleteCount"> = {
  confirm: "toConfirmCount",
  stuck: "stuckCount",
  start: "todayCount",
  end: "todayCount",
  complete: "toCompleteCount",
};

/** Each share equals its list's total; the shares of a section add up to its count; the rows shown are listed. */
async function everyFigureIsItsList(email: string, at: string) {
  const d = await dashboard(email, at);
  const sums = { toConfirmCount: 0, stuckCount: 0, todayCount: 0, toCompleteCount: 0 };
  const listed = new Set<string>();
  for (const share of d.shares) {
    const list = await dueList(email, share.list, share.due, at);
    expect(list.total, `${share.list}?due=${share.due}`).toBe(share.count);
    expect(list.ids).toHaveLength(share.count);
    sums[SECTION_OF[share.due]] += share.count;
    for (const id of list.ids) listed.add(`${share.due}:${id}`);
  }
  expect(sums).toEqual({
    toConfirmCount: d.toConfirmCount,
    stuckCount: d.stuckCount,
    todayCount: d.todayCount,
    toCompleteCount: d.toCompleteCount,
  });
  for (const r of d.toConfirm) expect(listed.has(`confirm:${r.id}`)).toBe(true);
  for (const r of d.stuck) expect(listed.has(`stuck:${r.id}`)).toBe(true);
  for (const r of d.toComplete) expect(listed.has(`complete:${r.id}`)).toBe(true);
  for (const r of d.todayItems) expect(listed.has(`start:${r.id}`) || listed.has(`end:${r.id}`)).toBe(true);
  return d;
}

let bike: { _id: string; option: string };
let room: { hotel: string; room: string };
/** A day past the demo's bookings (60 days ahead at most): only what a test books happens on it. */
const DAY = addDays(today, 75);

const contact = { fullname: "Lê Văn Minh", phone: "+84901234567", email: "minh@example.vn" };
async function order(body: Record<string, unknown>) {
  const { body: reply } = await marketplaceCall(api(), "POST", "dev/order", { contact, ...body });
  expect(reply.code, JSON.stringify(reply)).toBe(200);
  return reply.data as { _id: string; uid: string };
}
const rent = (pickup: string, back: string, status: string, extra: Record<string, unknown> = {}) =>
  order({
    service: "bike",
    bike: bike._id,
    rental_method: "hour",
    date_pickup: DAY,
    time_pickup: pickup,
    date_return: DAY,
    time_return: back,
    items: [{ option: bike.option, quantity: 1 }],
    status,
    ...extra,
  });

beforeAll(async () => {
  const bikes = (await call(HOTELBIKE, "GET", "bike/bike?perPage=-1")).body.data.docs as {
    _id: string;
    rental_by_hour: boolean;
  }[];
  const b = bikes.find((x) => x.rental_by_hour)!;
  // an option of its own, for sale around DAY (ten a day: the day's rentals never run out)
  const made = await call(HOTELBIKE, "POST", "bike/option", {
    bike: b._id,
    name: "Xe đạp thử",
    description: "Xe mới",
    translations: { en: { name: "Test bike", description: "New" } },
    quantity_default: 10,
    price_day_default: 100_000,
    price_hour_default: 20_000,
    is_active: true,
  });
  expect(made.body.code, JSON.stringify(made.body)).toBe(200);
  bike = { _id: b._id, option: made.body.data._id as string };
  const scheduled = await call(HOTELBIKE, "POST", "bike/calendar", {
    option: bike.option,
    price_day: 150_000,
    price_hour: 30_000,
    dateStart: addDays(DAY, -2),
    dateEnd: addDays(DAY, 2),
    available: 10,
    exclusion_date: [],
  });
  expect(scheduled.body.code, JSON.stringify(scheduled.body)).toBe(200);
  // a demo room with a night free on DAY (the demo schedules 90 nights)
  const hotels = (await call(HOTELBIKE, "GET", "hotel/hotel?perPage=-1")).body.data.docs as { _id: string }[];
  for (const h of hotels) {
    const rooms = (await call(HOTELBIKE, "GET", `hotel/room?hotel=${h._id}&perPage=-1`)).body.data.docs as {
      _id: string;
    }[];
    for (const r of rooms) {
      const cal = (await call(HOTELBIKE, "GET", `hotel/calendar?room=${r._id}`)).body.data.calendars as {
        date: string;
        empty: number;
      }[];
      if (cal.some((d) => d.date === DAY && d.empty > 0) && !room) room = { hotel: h._id, room: r._id };
    }
  }
  expect(room, "a room free on DAY").toBeDefined();
});

describe("every figure equals the list it links to (demo data)", () => {
  it.each([HOTELBIKE, ALL])(
    "%s: each section's count is its lists' totals, each list exactly its bookings",
    async (email) => {
      const d = await everyFigureIsItsList(email, new Date().toISOString());
      // the demo has bookings waiting and going ahead: the check is not of empty lists
      expect(d.shares.length).toBeGreaterThan(0);
    },
  );

  it("the pages say so too: each link's figure on / is the total its list page shows (no scripts)", async () => {
    const b = await loggedIn(server.url, HOTELBIKE, "en");
    const home = await b.get("/");
    expect(home.status).toBe(200);
    // a link's attributes in any order (Remix's <Link> writes href last)
    const links = [...home.html.matchAll(/<a ([^>]*data-testid="dash-due-link"[^>]*)>(.*?)<\/a>/g)].map(
      ([, attributes, text]) => [attributes, attributes!.match(/href="([^"]+\?due=[a-z]+)"/)![1], text] as const,
    );
    expect(links.length).toBeGreaterThan(0);
    for (const [, href, text] of links) {
      const figure = Number(visibleText(text!).match(/(\d+)\s*$/)![1]);
      const page = await b.get(href!);
      expect(page.status, href).toBe(200);
      const notice = visibleText(page.html.match(/data-testid="bookings-due"[^>]*>([\s\S]*?)<\/p>/)![1]!);
      expect(Number(notice.match(/Bookings listed: (\d+)/)![1]), href).toBe(figure);
      // and its CSV download holds exactly those bookings (the header and one line each)
      const csv = /href="([^"]+\.csv[^"]*)"/.exec(page.html)![1]!.replace(/&amp;/g, "&");
      expect(csv, href).toContain("due=");
      const file = await b.get(csv);
      expect(file.status, csv).toBe(200);
      expect(file.html.trim().split(/\r?\n/).length - 1, csv).toBe(figure);
    }
  });
});

describe("today: every service's events in time order, the unconfirmed flagged", () => {
  it("a stay's check-in sits at its check-in time among the day's pickups; each service's share has its list", async () => {
    const early = await rent("07:00", "09:00", "confirmed");
    const unconfirmed = await rent("08:00", "10:00", "paid");
    const late = await rent("15:00", "17:00", "confirmed");
    const stay = await order({
      service: "hotel",
      hotel: room.hotel,
      date_checkin: DAY,
      date_checkout: addDays(DAY, 1),
      items: [{ room: room.room, quantity: 1, quantity_extrabed: 0 }],
      status: "paid",
    });
    const at = vn(DAY, "06:00");
    const d = await everyFigureIsItsList(HOTELBIKE, at);
    const rows = (await dashboard(HOTELBIKE, at, 10)).todayItems;
    const line = (id: string, kind: string) => rows.find((r) => r.id === id && r.kind === kind);
    // an unconfirmed pickup of today cannot go ahead as it is: flagged and first
    expect(line(unconfirmed._id, "pickup")).toMatchObject({ time: "08:00", blockers: ["not_confirmed"] });
    expect(rows[0]!.blockers.length).toBeGreaterThan(0);
    expect(line(stay._id, "checkin")).toMatchObject({ service: "hotel", time: "12:00", blockers: [] });
    // the rest in time order: the stay's 12:00 check-in between the 07:00 and the 15:00 pickups
    const going = rows.filter((r) => !r.blockers.length).map((r) => `${r.time}:${r.id}:${r.kind}`);
    expect(going).toEqual([
      `07:00:${early._id}:pickup`,
      `09:00:${early._id}:return`,
      `10:00:${unconfirmed._id}:return`,
      `12:00:${stay._id}:checkin`,
      `15:00:${late._id}:pickup`,
      `17:00:${late._id}:return`,
    ]);
    // each service's share of the day: hotel check-ins, bike pickups and returns, each with its list
    const share = (list: string, due: Due) => d.shares.find((x) => x.list === list && x.due === due);
    expect(share("/hotel/bookings", "start")).toMatchObject({ kind: "checkin", count: 1 });
    expect(share("/bike/bookings", "start")).toMatchObject({ kind: "pickup", count: 3 });
    expect(share("/bike/bookings", "end")).toMatchObject({ kind: "return", count: 3 });
    expect(d.todayCount).toBe(7);
  });

  it("a rental never confirmed before its pickup day is stuck: listed there, no longer to confirm", async () => {
    const r = await rent("11:00", "12:00", "paid");
    const eve = await dashboard(HOTELBIKE, vn(DAY, "23:59"));
    expect(eve.toConfirm.map((x) => x.id)).toContain(r._id);
    expect(eve.stuck.map((x) => x.id)).not.toContain(r._id);
    const next = await everyFigureIsItsList(HOTELBIKE, vn(addDays(DAY, 1), "00:01"));
    expect(next.toConfirm.map((x) => x.id)).not.toContain(r._id);
    // every rental of DAY still to confirm at its last minute is stuck the minute after (the card lists
    // the oldest days first; the list holds them all)
    const waiting = eve.toConfirm.filter((x) => x.day === DAY);
    expect(waiting.length).toBe(eve.toConfirmCount);
    expect(next.stuckCount).toBe(eve.stuckCount + waiting.length);
    expect((await dueList(HOTELBIKE, "/bike/bookings", "stuck", vn(addDays(DAY, 1), "00:01"))).ids).toContain(r._id);
  });

  it("the page names the stuck ones and what the owner can do about them", async () => {
    const b = await loggedIn(server.url, HOTELBIKE, "en");
    const home = await b.get("/");
    const card = home.html.match(/data-testid="dash-stuck"[\s\S]*?<\/section>/);
    // the demo holds rentals paid and never confirmed whose pickup day has passed
    expect(card, "the stuck card").not.toBeNull();
    const text = visibleText(card![0]);
    expect(text).toContain("Past their day, never confirmed");
    expect(text).toContain("contact the marketplace’s support");
    expect(home.html).toMatch(/href="\/bike\/bookings\?due=stuck"/);
  });
});
