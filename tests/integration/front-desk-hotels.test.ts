// The hotel side of the front desk and the rate calendar on the marketplace (contract/front-desk.ts;
// spec hotels-bikes-transport §3 "Room calendar entry", §4 "Hotel booking statuses"), on a fresh demo
// database: the demo hotel closes a weekend and asks a 2-night minimum; a booking that breaks a
// night's restriction is refused with 409 and the rule's key, taking nothing; stop-sell keeps a
// night's price and count; the bulk update previews the nights it changes and those it cannot (below
// what is booked), then writes them in one go; weekday prices in the schedule; today's arrivals,
// departures and guests in house with their actions; check-in, check-out and not-come recorded (in the
// booking's history), "already done" refused; another supplier's room or booking is not found.
import path from "node:path";
import SQLite from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInVietnam, weekdayOf } from "@contract/calendar";
import { serverForThisFile } from "../support/server";
import { apiToken } from "../support/api";
import { marketplaceCall } from "../support/browserless";

const server = serverForThisFile();
const api = () => server.marketplaceUrl;
const HOTELIER = "hotelbike@demo.vn";
const OTHER = "supplier@demo.vn";
const today = todayInVietnam();
const tokens = new Map<string, string>();
const call = async (method: string, p: string, body?: unknown, email = HOTELIER) => {
  if (!tokens.has(email)) tokens.set(email, await apiToken(api(), email));
  return marketplaceCall(api(), method, p, body, tokens.get(email));
};
const ok = <T = any>(reply: { status: number; body: { code: number; data: T } }) => {
  expect(reply.body.code, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
};

type Night = {
  _id: string;
  date: string;
  room_available: number;
  booked: number;
  empty: number;
  price: number;
  stop_sell: boolean;
  min_stay: number | null;
  closed_to_arrival: boolean;
  closed_to_departure: boolean;
};
type Hotel = { _id: string; name: string; rooms: { _id: string; calendar: { _id: string } | null }[] };

let oldest: Hotel;
let newest: Hotel;
const nightsOf = async (room: string) => {
  const data = ok(await call("GET", `hotel/calendar?room=${room}`));
  return { calendar: data._id as string, nights: new Map((data.calendars as Night[]).map((n) => [n.date, n])) };
};
const book = (hotel: string, room: string, checkin: string, nights: number, quantity = 1, status = "paid") =>
  marketplaceCall(api(), "POST", "dev/order", {
    service: "hotel",
    hotel,
    date_checkin: checkin,
    date_checkout: addDays(checkin, nights),
    items: [{ room, quantity, quantity_extrabed: 0 }],
    contact: { fullname: "Nguyễn Thu Hà", phone: "+84901234567", email: "ha@example.vn" },
    status,
  });

beforeAll(async () => {
  const list = ok(await call("GET", "hotel/hotel?perPage=-1")).docs as { _id: string }[];
  const hotels = await Promise.all(list.map(async (h) => ok<Hotel>(await call("GET", `hotel/hotel/${h._id}`))));
  // the list is newest first
  newest = hotels[0]!;
  oldest = hotels[hotels.length - 1]!;
});

describe("stop-sell and restrictions per night", () => {
  it("the demo hotel closes a weekend for sale, keeping its price and count, and asks a 2-night minimum", async () => {
    const { nights } = await nightsOf(oldest.rooms[0]!._id);
    const closed = [...nights.values()].filter((n) => n.stop_sell);
    // the Friday and Saturday nights of one weekend (a night the demo leaves unset has no row to close)
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((n) => [5, 6].includes(weekdayOf(n.date)))).toBe(true);
    expect(closed.at(-1)!.date <= addDays(closed[0]!.date, 1)).toBe(true);
    for (const n of closed) expect(n.price > 0 && n.room_available > 0).toBe(true);
    const minimum = [...nights.values()].filter((n) => n.min_stay === 2);
    expect(minimum.length).toBeGreaterThan(4);
    expect(minimum.every((n) => [5, 6].includes(weekdayOf(n.date)))).toBe(true);
  });

  it("refuses a stay that breaks a night's rule with 409 and the rule's key, taking no room", async () => {
    const room = oldest.rooms[0]!._id;
    const { calendar, nights } = await nightsOf(room);
    const closed = [...nights.values()].find((n) => n.stop_sell)!;
    const stop = await book(oldest._id, room, addDays(closed.date, -1), 2);
    expect([stop.status, stop.body.message, stop.body.data]).toEqual([409, "stop_sell", { room, date: closed.date }]);
    // a Friday with a 2-night minimum whose weekend has a room empty
    const friday = [...nights.values()].find(
      (n) =>
        n.min_stay === 2 && weekdayOf(n.date) === 5 && n.empty > 0 && (nights.get(addDays(n.date, 1))?.empty ?? 0) > 0,
    )!;
    const short = await book(oldest._id, room, friday.date, 1);
    expect([short.status, short.body.message, short.body.data.bound]).toEqual([409, "min_stay", 2]);
    expect((await nightsOf(room)).nights.get(friday.date)!.empty).toBe(friday.empty);
    ok(await book(oldest._id, room, friday.date, 2));
    expect((await nightsOf(room)).nights.get(friday.date)!.empty).toBe(friday.empty - 1);

    // a night's edit sets closed to arrival and departure and a maximum stay; stop-sell opens again
    // four set nights in a row with a room empty and no rule of their own
    const plain = (d: string) => {
      const n = nights.get(d);
      return !!n && n.empty > 0 && !n.stop_sell && !n.min_stay && ![5, 6].includes(weekdayOf(d));
    };
    const start = Array.from({ length: 60 }, (_, i) => addDays(today, i + 2)).find((d) =>
      [0, 1, 2, 3].every((i) => plain(addDays(d, i)) || (i === 3 && nights.has(addDays(d, i)))),
    )!;
    const [a, b] = [start, addDays(start, 1)];
    const edit = (n: Night, rules: object) =>
      call("PATCH", `hotel/calendar/${calendar}`, {
        cid: n._id,
        room_available: n.room_available,
        price: n.price,
        ...rules,
      });
    const arrive = nights.get(a)!;
    const edited = ok(await edit(arrive, { closed_to_arrival: true, max_stay: 3 }));
    expect(edited.calendars[0]).toMatchObject({ closed_to_arrival: true, max_stay: 3, price: arrive.price });
    expect((await book(oldest._id, room, a, 1)).body.message).toBe("closed_to_arrival");
    ok(await edit(arrive, { closed_to_arrival: false }));
    expect((await book(oldest._id, room, a, 4)).body).toMatchObject({ message: "max_stay", data: { bound: 3 } });
    ok(await edit(nights.get(b)!, { closed_to_departure: true }));
    expect((await book(oldest._id, room, a, 1)).body).toMatchObject({
      message: "closed_to_departure",
      data: { date: b },
    });
    const bad = await edit(arrive, { min_stay: 4, max_stay: 2 });
    expect(bad.body.data.issues).toEqual([{ path: "max_stay", message: "min_num:4" }]);
    // opening the closed weekend again: the stay is taken, at the night's kept price
    ok(await edit(closed, { stop_sell: false }));
    const reopened = (await nightsOf(room)).nights.get(closed.date)!;
    expect([reopened.stop_sell, reopened.price, reopened.room_available]).toEqual([
      false,
      closed.price,
      closed.room_available,
    ]);
  });
});

describe("bulk update of nights already on sale", () => {
  it("previews what changes and what cannot, then writes it in one go; weekday prices per weekday", async () => {
    const room = newest.rooms[0]!._id;
    const from = addDays(today, 20);
    const to = addDays(from, 13);
    const before = (await nightsOf(room)).nights;
    // two rooms booked on the range's first nights (when on sale): those cannot go below 2 for sale
    const held = await book(newest._id, room, from, 2, 2);
    const booked = held.body.code === 200 ? [from, addDays(from, 1)] : [];
    const body = {
      rooms: [room],
      dateStart: from,
      dateEnd: to,
      room_available: 1,
      price: 800_000,
      weekday_prices: { "6": 1_200_000 },
    };
    const preview = ok(await call("POST", "hotel/calendar/bulk", { ...body, preview: true }));
    expect(preview.preview).toBe(true);
    const plan = preview.rooms[0];
    for (const day of booked) expect(plan.refused.map((r: { date: string }) => r.date)).toContain(day);
    const set = [...before.values()].filter((n) => n.date >= from && n.date <= to).map((n) => n.date);
    expect(
      [
        ...plan.changes.map((c: { date: string }) => c.date),
        ...plan.refused.map((r: { date: string }) => r.date),
        ...plan.unchanged,
      ].sort(),
    ).toEqual(set);
    expect(plan.unset).toEqual(Array.from({ length: 14 }, (_, i) => addDays(from, i)).filter((d) => !set.includes(d)));
    // the preview wrote nothing
    expect((await nightsOf(room)).nights.get(plan.changes[0].date)).toEqual(before.get(plan.changes[0].date));

    const applied = ok(await call("POST", "hotel/calendar/bulk", body)).rooms[0];
    expect(applied.changes.length).toBe(plan.changes.length);
    const after = (await nightsOf(room)).nights;
    for (const c of applied.changes as { date: string }[]) {
      const n = after.get(c.date)!;
      expect([n.room_available, n.price]).toEqual([1, weekdayOf(c.date) === 6 ? 1_200_000 : 800_000]);
    }
    // a night below what is booked kept its rooms for sale and price
    for (const r of applied.refused as { date: string }[])
      expect([after.get(r.date)!.room_available, after.get(r.date)!.price]).toEqual([
        before.get(r.date)!.room_available,
        before.get(r.date)!.price,
      ]);
  });

  it("stop-sell by range and weekday keeps price and count; refusals are keys", async () => {
    const room = newest.rooms[0]!._id;
    const from = addDays(today, 40);
    const to = addDays(from, 6);
    const before = (await nightsOf(room)).nights;
    // Saturdays and Sundays only: the other weekdays are left out
    const body = { rooms: [room], dateStart: from, dateEnd: to, exclusion_date: [1, 2, 3, 4, 5], stop_sell: true };
    const changed = ok(await call("POST", "hotel/calendar/bulk", body)).rooms[0].changes as {
      date: string;
      after: object;
    }[];
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((c) => [0, 6].includes(weekdayOf(c.date)))).toBe(true);
    const after = (await nightsOf(room)).nights;
    for (const c of changed) {
      expect(c.after).toEqual({ stop_sell: true });
      const [was, is] = [before.get(c.date)!, after.get(c.date)!];
      expect([is.stop_sell, is.price, is.room_available, is.empty]).toEqual([
        true,
        was.price,
        was.room_available,
        was.empty,
      ]);
    }
    const refused = async (b: object) =>
      (await call("POST", "hotel/calendar/bulk", { rooms: [room], dateStart: from, dateEnd: to, ...b })).body;
    expect((await refused({})).data.issues).toEqual([{ path: "price", message: "nothing_to_change" }]);
    expect((await refused({ dateStart: addDays(today, -1), price: 1 })).data.issues[0].message).toBe("date_in_past");
    expect((await refused({ price: 0 })).data.issues[0]).toEqual({ path: "price", message: "min_num:1" });
    const foreign = await call("POST", "hotel/calendar/bulk", { ...body, rooms: [room] }, OTHER);
    expect([foreign.status, foreign.body.message]).toEqual([404, "room_not_found"]);
  });

  it("a schedule takes a price per weekday", async () => {
    const room = newest.rooms[1]!._id;
    const { calendar, nights } = await nightsOf(room);
    const free = [...nights.values()].find(
      (n) => n.date > addDays(today, 50) && n.booked === 0 && weekdayOf(n.date) === 6,
    )!;
    ok(await call("POST", "hotel/calendar/delete-calendar", { id: calendar, cid: free._id }));
    const body = {
      room,
      dateStart: free.date,
      dateEnd: addDays(free.date, 0),
      price: 500_000,
      weekday_prices: { "6": 900_000 },
      room_available: 3,
    };
    const scheduled = ok(await call("POST", "hotel/calendar", body));
    expect(scheduled.calendars[0]).toMatchObject({
      date: free.date,
      price: 900_000,
      room_available: 3,
      stop_sell: false,
    });
  });
});

describe("today at the desk", () => {
  const stays = async (date?: string, at?: string) => {
    const q = new URLSearchParams({ perPage: "-1", ...(date ? { date } : {}), ...(at ? { at } : {}) });
    const data = ok(await call("GET", `hotel/today?${q}`));
    return data.hotels.find((h: { _id: string }) => h._id === newest._id);
  };
  const history = (orderId: string) => {
    const db = new SQLite(path.join(server.dataDir, "marketplace.db"), { readonly: true });
    try {
      return db
        .prepare("select from_status, to_status, actor, data from order_events where order_id = ? order by id")
        .all(orderId) as {
        to_status: string;
        actor: string;
        data: string | null;
      }[];
    } finally {
      db.close();
    }
  };

  it("answers arrivals, departures and guests in house with what is due and what may be done", async () => {
    const desk = await stays();
    expect(desk.arrivals.map((s: { guest: { fullname: string } }) => s.guest.fullname)).toEqual(
      expect.arrayContaining(["Đỗ Minh Châu", "Olivia Martin"]),
    );
    const paid = desk.arrivals.find((s: { guest: { fullname: string } }) => s.guest.fullname === "Đỗ Minh Châu");
    expect(paid).toMatchObject({ nights: 2, amount_due: 0, desk: ["check_in"], date_checkin: today });
    expect(paid.rooms[0].quantity).toBe(1);
    expect(newest.rooms.map((r) => r._id)).toContain(paid.rooms[0].room._id);
    // beside its own steps, before the guest came: cancel (a paid stay needs no confirming; money is the booking page's)
    expect([paid.actions, paid.idle]).toEqual([["cancelled"], null]);
    expect(
      desk.in_house.map((s: { checked_in_at: string | null; desk: string[] }) => [!!s.checked_in_at, s.desk]),
    ).toContainEqual([true, ["check_out"]]);
    expect(desk.departures.some((s: { date_checkout: string }) => s.date_checkout === today)).toBe(true);
    const bad = await call("GET", "hotel/today?date=2026-02-30");
    expect([bad.status, bad.body.data.issues[0]]).toEqual([422, { path: "date", message: "invalid_date" }]);
    const other = ok(await call("GET", "hotel/today", undefined, OTHER));
    expect(other.hotels.some((h: { _id: string }) => h._id === newest._id)).toBe(false);
  });

  it("records check-in and check-out on the booking and in its history, once each", async () => {
    const desk = await stays();
    const paid = desk.arrivals.find((s: { guest: { fullname: string } }) => s.guest.fullname === "Đỗ Minh Châu");
    expect((await call("POST", `hotel/order/${paid._id}/check-out`, {})).body.message).toBe("not_checked_in");
    const checkedIn = ok(await call("POST", `hotel/order/${paid._id}/check-in`, {}));
    expect(Date.parse(checkedIn.checked_in_at)).toBeGreaterThan(Date.now() - 60_000);
    const again = await call("POST", `hotel/order/${paid._id}/check-in`, {});
    expect([again.status, again.body.message, checkedIn.status]).toEqual([409, "already_checked_in", "paid"]);
    expect(ok(await call("POST", `hotel/order/${paid._id}/check-out`, {})).checked_out_at).toBeTruthy();
    expect((await call("POST", `hotel/order/${paid._id}/check-out`, {})).body.message).toBe("already_checked_out");
    // a guest gone: the stay is completed at the desk, then the desk is done with it and says why
    const left = (await stays()).arrivals.find((s: { _id: string }) => s._id === paid._id);
    expect([left.desk, left.actions, left.idle]).toEqual([[], ["completed"], null]);
    expect(ok(await call("PATCH", `hotel/order/${paid._id}`, { status: "completed" })).status).toBe("completed");
    const done = (await stays()).arrivals.find((s: { _id: string }) => s._id === paid._id);
    expect([done.desk, done.actions, done.idle]).toEqual([[], [], "already_checked_out"]);
    expect(history(paid._id).map((e) => [e.actor, JSON.parse(e.data ?? "{}").desk])).toEqual(
      expect.arrayContaining([
        ["agency", "check_in"],
        ["agency", "check_out"],
      ]),
    );
    const foreign = await call("POST", `hotel/order/${paid._id}/check-in`, {}, OTHER);
    expect([foreign.status, foreign.body.message]).toEqual([404, "order_not_found"]);
    const hostile = await call("POST", `hotel/order/${paid._id}/check-in`, { checked_in_at: "2020-01-01" });
    expect(hostile.status).toBe(422);
  });

  it("a guest not come is marked so only after the arrival day, and the rooms go back", async () => {
    const desk = await stays();
    const confirmed = desk.arrivals.find((s: { guest: { fullname: string } }) => s.guest.fullname === "Olivia Martin");
    const early = await call("POST", `hotel/order/${confirmed._id}/not-come`, {});
    expect([early.status, early.body.message]).toEqual([409, "warning_date_not_come"]);
    const room = confirmed.rooms[0].room._id;
    const tonight = (await nightsOf(room)).nights.get(today)!.empty;
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const tomorrowDesk = await stays(today, tomorrow);
    // a one-night stay: the next day is its check-out day, too late to check in
    expect(tomorrowDesk.arrivals.find((s: { _id: string }) => s._id === confirmed._id).desk).toEqual(["not_come"]);
    const marked = ok(
      await call("POST", `hotel/order/${confirmed._id}/not-come?at=${tomorrow}`, { reason: "Khách không đến" }),
    );
    expect([marked.status, marked.reason_cancel]).toEqual(["not-come", "Khách không đến"]);
    expect((await nightsOf(room)).nights.get(today)!.empty).toBe(tonight + 1);
    const twice = await call("POST", `hotel/order/${confirmed._id}/not-come?at=${tomorrow}`, {});
    expect(twice.body.message).toBe("invalid_transition");
    expect(history(confirmed._id).at(-1)).toMatchObject({ to_status: "not-come", actor: "agency" });
    // an ended stay leaves the desk's lists
    expect((await stays()).arrivals.some((s: { _id: string }) => s._id === confirmed._id)).toBe(false);
  });

  it("pages the day's stays: hotel, list, arrival, booking number; each hotel counts its lists", async () => {
    const all = ok(await call("GET", "hotel/today?perPage=-1"));
    const flat = all.hotels.flatMap((h: Record<string, { _id: string }[]>) =>
      ["arrivals", "departures", "in_house"].flatMap((l) => h[l]!.map((s) => s._id)),
    );
    expect(all.total).toBe(flat.length);
    expect(all.total).toBeGreaterThan(2);
    expect(all.has_hotels).toBe(true);
    for (const h of all.hotels)
      expect(h.counts).toEqual({
        arrivals: h.arrivals.length,
        departures: h.departures.length,
        in_house: h.in_house.length,
      });
    const paged: string[] = [];
    for (let page = 1; page <= all.total; page++) {
      const one = ok(await call("GET", `hotel/today?perPage=1&page=${page}`));
      expect([one.total, one.hotels.length]).toEqual([all.total, 1]);
      const h = one.hotels[0];
      expect(h.counts).toEqual(all.hotels.find((x: { _id: string }) => x._id === h._id).counts);
      paged.push(...[...h.arrivals, ...h.departures, ...h.in_house].map((s: { _id: string }) => s._id));
    }
    expect(paged).toEqual(flat);
    const past = ok(await call("GET", `hotel/today?perPage=1&page=${all.total + 1}`));
    expect([past.total, past.hotels]).toEqual([all.total, []]);
  });
});
