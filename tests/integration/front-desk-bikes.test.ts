// The bike side of the front desk on the marketplace (contract/front-desk.ts "Rentals out today"; spec
// hotels-bikes-transport §3 "Bike option", "Bike order", §4), on a fresh demo database: the demo shop
// has a rental out and one overdue, a pickup due today; an option lists its units (a label once); a
// handover gives one unit per bike of such an option, holds the deposit and records its time (in the
// history); a unit out cannot be given twice, not even by two handovers at once; the return frees the
// units and says what became of the deposit (kept needs a reason); "already done" is refused; another
// supplier's option, unit or rental is not found.
import path from "node:path";
import SQLite from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInVietnam } from "@contract/calendar";
import { serverForThisFile } from "../support/server";
import { apiToken } from "../support/api";
import { marketplaceCall } from "../support/browserless";

const server = serverForThisFile();
const api = () => server.marketplaceUrl;
const SHOP = "hotelbike@demo.vn";
const OTHER = "supplier@demo.vn";
const today = todayInVietnam();
const tokens = new Map<string, string>();
const call = async (method: string, p: string, body?: unknown, email = SHOP) => {
  if (!tokens.has(email)) tokens.set(email, await apiToken(api(), email));
  return marketplaceCall(api(), method, p, body, tokens.get(email));
};
const ok = <T = any>(reply: { status: number; body: { code: number; data: T } }) => {
  expect(reply.body.code, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
};

type Rental = {
  _id: string;
  uid: string;
  status: string;
  guest: { fullname: string };
  units: { _id: string; label: string }[];
  deposit: { amount: number; status: string | null; reason: string | null };
  desk: string[];
  actions: string[];
  amount_due: number;
};
type Unit = { _id: string; label: string; out: { order: string } | null };

let desk: { pickups: Rental[]; out: Rental[]; returns: Rental[]; overdue: Rental[] };
let option: { _id: string; bike: string; deposit: number };
const units = async () => ok(await call("GET", `bike/unit?option=${option._id}`)).docs as Unit[];
const rent = async (quantity = 1, status = "paid") =>
  ok(
    await marketplaceCall(api(), "POST", "dev/order", {
      service: "bike",
      bike: option.bike,
      rental_method: "day",
      date_pickup: today,
      time_pickup: "09:00",
      date_return: addDays(today, 1),
      time_return: "09:00",
      items: [{ option: option._id, quantity }],
      contact: { fullname: "Nguyễn Thu Hà", phone: "+84901234567", email: "ha@example.vn" },
      status,
    }),
  ) as { _id: string; uid: string };
const confirm = async (id: string) =>
  ok(await call("PATCH", `bike/order/${id}`, { actUpd: "udpStatus", status: "confirmed" }));

beforeAll(async () => {
  desk = ok(await call("GET", "bike/today"));
  const bikes = ok(await call("GET", "bike/bike?perPage=-1")).docs as { _id: string }[];
  for (const b of bikes) {
    const options = ok(await call("GET", `bike/option?bike=${b._id}`)).docs as (typeof option)[];
    const withDeposit = options.find((o) => o.deposit > 0);
    if (withDeposit) option = withDeposit;
  }
  // room on today's and tomorrow's calendar for the rentals below (the demo's own bookings hold some)
  const calendar = ok(await call("GET", `bike/calendar?option=${option._id}&from=${today}&to=${addDays(today, 1)}`));
  for (const d of calendar.calendars as { _id: string; booked: number; price_day: number; price_hour: number }[])
    ok(
      await call("PATCH", `bike/calendar/${calendar._id}`, {
        cid: d._id,
        available: d.booked + 10,
        price_day: d.price_day,
        price_hour: d.price_hour,
      }),
    );
});

describe("rentals out today", () => {
  it("the demo shop: a rental out, one overdue, a pickup due, each with its actions", () => {
    expect(option.deposit).toBe(2_000_000);
    const out = [...desk.out, ...desk.returns].find((r) => r.guest.fullname === "Nguyễn Văn Tâm")!;
    expect(out.units.map((u) => u.label)).toEqual(["43-B1 234.56"]);
    expect(out.deposit).toEqual({ amount: 2_000_000, status: "held", reason: null });
    expect(out.desk).toEqual(["return"]);
    const late = desk.overdue.find((r) => r.guest.fullname === "Lucas Schmidt")!;
    expect([late.desk, late.units.length]).toEqual([["return"], 1]);
    const pickup = desk.pickups.find((r) => r.guest.fullname === "Trịnh Bảo Ngọc")!;
    expect([pickup.status, pickup.desk, pickup.actions]).toEqual(["confirmed", ["handover"], ["agency_begin"]]);
  });

  it("an option's units: a label once, another supplier's option not found, a unit out not removed", async () => {
    const listed = await units();
    expect(listed.map((u) => [u.label, !!u.out])).toEqual([
      ["43-B1 234.56", true],
      ["43-B1 234.57", true],
      ["43-B1 234.58", false],
    ]);
    const added = ok(await call("POST", "bike/unit", { option: option._id, label: "43-B1 999.01" }));
    expect(added).toMatchObject({ label: "43-B1 999.01", out: null, option: option._id });
    const twice = await call("POST", "bike/unit", { option: option._id, label: "43-b1 999.01" });
    expect([twice.status, twice.body.message]).toEqual([409, "unit_exists"]);
    const foreign = await call("POST", "bike/unit", { option: option._id, label: "X" }, OTHER);
    expect([foreign.status, foreign.body.message]).toEqual([404, "option_not_found"]);
    expect((await call("GET", `bike/unit?option=${option._id}`, undefined, OTHER)).status).toBe(404);
    expect((await call("DELETE", `bike/unit/${added._id}`, undefined, OTHER)).status).toBe(404);
    const busy = await call("DELETE", `bike/unit/${listed[0]!._id}`);
    expect([busy.status, busy.body.message]).toEqual([409, "unit_out"]);
    ok(await call("DELETE", `bike/unit/${added._id}`));
    expect((await units()).length).toBe(3);
    const bad = await call("POST", "bike/unit", { option: option._id, label: "x".repeat(31) });
    expect(bad.body.data.issues).toEqual([{ path: "label", message: "max_string_length:30" }]);
  });

  it("a handover gives one unit per bike, holds the deposit, records its time; the return frees them", async () => {
    const booked = await rent();
    const paid = await call("POST", `bike/order/${booked._id}/handover`, {});
    expect([paid.status, paid.body.message]).toEqual([409, "invalid_transition"]);
    await confirm(booked._id);
    const free = (await units()).find((u) => !u.out)!;
    const out = (await units()).find((u) => u.out)!;
    const none = await call("POST", `bike/order/${booked._id}/handover`, {});
    expect(none.body.data.issues).toEqual([{ path: "units", message: "units_count:1" }]);
    const taken = await call("POST", `bike/order/${booked._id}/handover`, { units: [out._id] });
    expect([taken.status, taken.body.message, taken.body.data.label]).toEqual([409, "unit_out", out.label]);
    const handed = ok(await call("POST", `bike/order/${booked._id}/handover`, { units: [free._id] }));
    expect(Date.parse(handed.handed_over_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(handed.deposit).toEqual({ amount: 2_000_000, status: "held", reason: null });
    expect((await call("POST", `bike/order/${booked._id}/handover`, { units: [free._id] })).body.message).toBe(
      "already_handed_over",
    );
    expect((await units()).find((u) => u._id === free._id)!.out).toMatchObject({ order: booked._id });

    const mustSay = await call("POST", `bike/order/${booked._id}/return`, {});
    expect(mustSay.body.data.issues).toEqual([{ path: "deposit", message: "required" }]);
    const noReason = await call("POST", `bike/order/${booked._id}/return`, { deposit: "kept" });
    expect(noReason.body.data.issues).toEqual([{ path: "deposit_reason", message: "required" }]);
    const foreign = await call("POST", `bike/order/${booked._id}/return`, { deposit: "returned" }, OTHER);
    expect([foreign.status, foreign.body.message]).toEqual([404, "order_not_found"]);
    const back = ok(
      await call("POST", `bike/order/${booked._id}/return`, { deposit: "kept", deposit_reason: "Gương chiếu hậu vỡ" }),
    );
    expect(back.deposit).toEqual({ amount: 2_000_000, status: "kept", reason: "Gương chiếu hậu vỡ" });
    expect(back.returned_at).toBeTruthy();
    expect((await call("POST", `bike/order/${booked._id}/return`, { deposit: "returned" })).body.message).toBe(
      "already_returned",
    );
    expect((await units()).find((u) => u._id === free._id)!.out).toBeNull();

    const db = new SQLite(path.join(server.dataDir, "marketplace.db"), { readonly: true });
    try {
      const events = db
        .prepare("select actor, data from order_events where order_id = ? and data like '%desk%' order by id")
        .all(booked._id) as { actor: string; data: string }[];
      expect(events.map((e) => [e.actor, JSON.parse(e.data)])).toEqual([
        ["agency", { desk: "handover", units: [free.label], deposit: "held" }],
        ["agency", { desk: "return", deposit: "kept", reason: "Gương chiếu hậu vỡ" }],
      ]);
    } finally {
      db.close();
    }
  });

  it("a unit out cannot be given twice, even by two handovers at once", async () => {
    const [a, b] = [await rent(), await rent()];
    await confirm(a._id);
    await confirm(b._id);
    const free = (await units()).find((u) => !u.out)!;
    const answers = await Promise.all(
      [a, b].map((r) => call("POST", `bike/order/${r._id}/handover`, { units: [free._id] })),
    );
    expect(answers.map((r) => r.body.message).sort()).toEqual(["success", "unit_out"]);
    const given = [a, b].find((_, i) => answers[i]!.body.message === "success")!;
    const loser = given === a ? b : a;
    const stranger = await call("POST", `bike/order/${loser._id}/handover`, { units: ["nope"] });
    expect(stranger.body.data.issues).toEqual([{ path: "units.0", message: "invalid_choice" }]);
    const today2 = ok(await call("GET", "bike/today"));
    expect([...today2.out, ...today2.returns].some((r: Rental) => r._id === given._id)).toBe(true);
    // the next day, past its return time, it is overdue
    const later = ok(await call("GET", `bike/today?at=${new Date(Date.now() + 2 * 86_400_000).toISOString()}`));
    expect(later.overdue.some((r: Rental) => r._id === given._id)).toBe(true);
  });

  it("lists as pickups due only rentals not handed over and still to come; a row offering nothing says why", async () => {
    const done = await rent(1, "completed");
    const day = ok(await call("GET", "bike/today"));
    expect(day.pickups.some((r: Rental) => r._id === done._id)).toBe(false);
    for (const r of [...day.pickups, ...day.out, ...day.returns, ...day.overdue] as (Rental & {
      idle: string | null;
    })[])
      expect(r.idle === null).toBe(r.desk.length + r.actions.length > 0);
  });
});
