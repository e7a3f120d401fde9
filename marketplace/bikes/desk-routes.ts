// "Rentals out today" (contract/front-desk.ts; spec hotels-bikes-transport §3 "Bike order", §4 "Bike
// booking statuses"): GET bike/today answers the day's pickups still to hand over, the rentals out,
// the returns due that day and the overdue ones (out past their return time), each with its booking
// number, guest, options, times, units, deposit, amount still due, the status changes the bike's
// transition table allows today and the desk's own steps. POST bike/order/{id}/handover records the
// handover (its time, the units given, the deposit held) and POST bike/order/{id}/return the return
// (its time, the units back, the deposit returned or kept with a reason), each decided inside the
// write's transaction: a unit out cannot be given twice.
import { Router } from "express";
import { sql } from "kysely";
import { offeredActions } from "@contract/booking-transitions";
import { addDays } from "@contract/calendar";
import { bikeDeskActions, decideBikeDesk, type DeskRental } from "@contract/front-desk";
import {
  HandoverSchema,
  ReturnSchema,
  TodayQuery,
  type BikeToday,
  type DeskRentalRecord,
  type Handover,
} from "@contract/api/front-desk";
import { BIKE } from "@contract/services";
import { ApiError, handler, invalidField as invalid, parse } from "../shared/http.js";
import { dayOf } from "../shared/dates.js";
import { randomId } from "../shared/ids.js";
import { json } from "../shared/json.js";
import type { Lang } from "../shared/translate.js";
import { memberActor } from "../activity/record.js";
import { currentAgency, type Ctx } from "../context.js";
import type { DB } from "../db/database.js";
import { orderColumns, type OrderRow } from "../bookings/record.js";
import { heldLines, linesIn } from "../bookings/stock-orders.js";
import { deskClock, deskStep, moneyOf, paidIn, type DeskWrite } from "../bookings/desk.js";
import { bikeRecord } from "./orders.js";
import { BIKE_ENDED, type BikeSnapshot } from "./order-row.js";

const returnDayOf = (o: OrderRow) => (o.date_return ? dayOf(o.date_return) : o.date_travel);
const rentalOf = (o: OrderRow): DeskRental => ({
  status: o.status,
  pickupDay: o.date_travel,
  returnDay: returnDayOf(o),
  handed_over_at: o.handed_over_at ?? null,
  returned_at: o.returned_at ?? null,
});
/** The instant a Vietnamese day starts (UTC+7, no daylight saving). */
const startOfDay = (day: string) => new Date(Date.parse(`${day}T00:00:00+07:00`)).toISOString();

/** The options of `ids` that list live units. */
async function optionsWithUnits(db: DB, ids: string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await db
    .selectFrom("bike_units")
    .select("option_id")
    .distinct()
    .where("option_id", "in", ids)
    .where("is_deleted", "=", 0)
    .execute();
  return new Set(rows.map((r) => r.option_id));
}

/** The units each rental holds or held (the last handover's), by order. */
async function rentalUnits(db: DB, orderIds: string[]) {
  const by = new Map<string, DeskRentalRecord["units"]>();
  if (!orderIds.length) return by;
  const rows = await db
    .selectFrom("rental_units as ru")
    .innerJoin("bike_units as u", "u._id", "ru.unit_id")
    .select(["ru.order_id", "u._id", "u.label", "ru.option_id"])
    .where("ru.order_id", "in", orderIds)
    .orderBy("u.label")
    .execute();
  for (const r of rows)
    by.set(r.order_id, [...(by.get(r.order_id) ?? []), { _id: r._id, label: r.label, option: r.option_id }]);
  return by;
}

type Shown = { lang: Lang; paid: Map<string, number>; today: string; units: Map<string, DeskRentalRecord["units"]> };
function rentalRecord(o: OrderRow, s: Shown, withUnits: Set<string>): DeskRentalRecord {
  const bike = json<BikeSnapshot | null>(o.bike ?? null, null);
  return {
    _id: o._id,
    uid: o.uid,
    status: o.status,
    guest: json(o.contact, { fullname: "", phone: "", email: "" }),
    bike: {
      _id: o.bike_id ?? "",
      name: (s.lang === "en" ? bike?.name_en : null) ?? bike?.name ?? "",
    },
    options: linesIn(o.items, "option", s.lang).map((l) => ({
      option: l.option,
      quantity: l.quantity,
      units: withUnits.has(l.option._id),
    })),
    pickup: o.date_pickup ?? "",
    return: o.date_return ?? "",
    handed_over_at: o.handed_over_at ?? null,
    returned_at: o.returned_at ?? null,
    units: s.units.get(o._id) ?? [],
    deposit: {
      amount: o.deposit_amount ?? 0,
      status: (o.deposit_status ?? null) as DeskRentalRecord["deposit"]["status"],
      reason: o.deposit_reason ?? null,
    },
    ...moneyOf(o, s.paid),
    actions: offeredActions(BIKE.transitions, o.status, s.today, { first: o.date_travel, last: returnDayOf(o) }),
    desk: bikeDeskActions(rentalOf(o), s.today),
  };
}

/**
 * The units a handover gives, judged in its transaction: units of the rental's options (422
 * `invalid_choice` on `units.N` otherwise), as many of an option that lists units as its bikes booked
 * (422 `units_count:N` on `units`), none out on another rental (409 `unit_out`, `data.unit`, `data.label`).
 */
async function unitsGiven(trx: DB, o: OrderRow, b: Handover) {
  const lines = heldLines(o.items, "option");
  const ids = [...new Set(b.units ?? [])];
  const units = ids.length
    ? await trx
        .selectFrom("bike_units")
        .selectAll()
        .where("_id", "in", ids)
        .where("agency_id", "=", o.agency_id)
        .where("is_deleted", "=", 0)
        .execute()
    : [];
  const byId = new Map(units.map((u) => [u._id, u]));
  const booked = new Set(lines.map((l) => l.option._id));
  ids.forEach((id, n) => {
    if (!booked.has(byId.get(id)?.option_id ?? "")) throw invalid(`units.${n}`, "invalid_choice");
  });
  const listing = await optionsWithUnits(trx, [...booked]);
  for (const l of lines)
    if (listing.has(l.option._id) && units.filter((u) => u.option_id === l.option._id).length !== l.quantity)
      throw invalid("units", `units_count:${l.quantity}`);
  const out = ids.length
    ? await trx
        .selectFrom("rental_units")
        .select("unit_id")
        .where("unit_id", "in", ids)
        .where("returned_at", "is", null)
        .executeTakeFirst()
    : undefined;
  if (out) throw new ApiError(409, "unit_out", { unit: out.unit_id, label: byId.get(out.unit_id)?.label ?? null });
  return units;
}

export function bikeDeskRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;

  r.get(
    "/bike/today",
    handler(async (req): Promise<BikeToday> => {
      const { agency } = await currentAgency(ctx, req);
      const q = parse(TodayQuery, req.query);
      const clock = deskClock(ctx, req);
      const date = q.date ?? clock.today;
      const [from, to] = [startOfDay(date), startOfDay(addDays(date, 1))];
      const orders = (await orderColumns(db)
        .where("orders.agency_id", "=", agency._id)
        .where("orders.service", "=", "bike")
        .where("orders.status", "not in", [...BIKE_ENDED])
        .where((eb) =>
          eb.or([
            eb("orders.date_travel", "=", date),
            eb.and([eb("orders.date_return", ">=", from), eb("orders.date_return", "<", to)]),
            eb.and([eb("orders.handed_over_at", "is not", null), eb("orders.returned_at", "is", null)]),
          ]),
        )
        .orderBy("orders.date_pickup")
        .orderBy("orders.uid")
        .execute()) as OrderRow[];
      const ids = orders.map((o) => o._id);
      const shown: Shown = {
        lang: q.lang ?? "vi",
        paid: await paidIn(db, ids),
        today: clock.today,
        units: await rentalUnits(db, ids),
      };
      const withUnits = await optionsWithUnits(db, [
        ...new Set(orders.flatMap((o) => heldLines(o.items, "option").map((l) => l.option._id))),
      ]);
      // overdue: out past the return time, as of now (or the day's end for a day already over)
      const cutoff = to < clock.now.toISOString() ? to : clock.now.toISOString();
      const out = (o: OrderRow) => !!o.handed_over_at && !o.returned_at;
      const overdue = (o: OrderRow) => out(o) && (o.date_return ?? "") < cutoff;
      const pick = (keep: (o: OrderRow) => boolean) =>
        orders.filter(keep).map((o) => rentalRecord(o, shown, withUnits));
      return {
        date,
        today: clock.today,
        pickups: pick((o) => o.date_travel === date && !o.handed_over_at),
        out: pick((o) => out(o) && !overdue(o) && returnDayOf(o) !== date),
        returns: pick((o) => out(o) && !overdue(o) && returnDayOf(o) === date),
        overdue: pick(overdue),
      };
    }),
  );

  const step = (
    path: string,
    action: "handover" | "return",
    write: (trx: DB, o: OrderRow, at: string, body: unknown) => Promise<DeskWrite>,
  ) =>
    r.post(
      `/bike/order/:id/${path}`,
      handler(async (req) => {
        const { agency, user } = await currentAgency(ctx, req);
        const body = parse(action === "handover" ? HandoverSchema : ReturnSchema, req.body ?? {});
        const { today } = deskClock(ctx, req);
        const decide = (o: OrderRow) => decideBikeDesk(action, rentalOf(o), today);
        const written = (trx: DB, row: OrderRow, at: string) => write(trx, row, at, body);
        const o = await deskStep(db, agency._id, req.params.id, BIKE.id, action, decide, written, memberActor(user));
        return bikeRecord(o, parse(TodayQuery, req.query).lang ?? "vi");
      }),
    );

  step("handover", "handover", async (trx, o, at, body) => {
    const units = await unitsGiven(trx, o, body as Handover);
    for (const u of units)
      await trx
        .insertInto("rental_units")
        .values({ _id: randomId(), order_id: o._id, unit_id: u._id, option_id: u.option_id, handed_over_at: at })
        .execute();
    const held = (o.deposit_amount ?? 0) > 0;
    return {
      set: { handed_over_at: at, ...(held ? { deposit_status: "held" } : {}) },
      data: { units: units.map((u) => u.label), ...(held ? { deposit: "held" } : {}) },
    };
  });

  step("return", "return", async (trx, o, at, body) => {
    const b = body as { deposit?: "returned" | "kept"; deposit_reason: string | null };
    // a deposit held is returned or kept (with its reason) at the return: the desk must say which
    const held = o.deposit_status === "held";
    if (held && !b.deposit) throw invalid("deposit", "required");
    await sql`update rental_units set returned_at = ${at} where order_id = ${o._id} and returned_at is null`.execute(
      trx,
    );
    const deposit = held
      ? { deposit_status: b.deposit, deposit_reason: b.deposit === "kept" ? b.deposit_reason : null }
      : {};
    return {
      set: { returned_at: at, ...deposit },
      data: held ? { deposit: b.deposit, ...(b.deposit === "kept" ? { reason: b.deposit_reason } : {}) } : {},
    };
  });
  return r;
}
