// "Today at the desk" (contract/front-desk.ts; spec hotels-bikes-transport §4 "Hotel booking
// statuses", §9 check-in window): GET hotel/today answers, per hotel of the supplier, the day's
// arrivals, departures and guests in house, each with its booking number, guest, room types and
// counts, nights, amount still due, the status changes the hotel's transition table allows today
// and the desk's own steps; POST hotel/order/{id}/check-in, check-out and not-come record them.
import { Router } from "express";
import { offeredActions } from "@contract/booking-transitions";
import { hotelDeskActions, decideHotelDesk, type DeskStay, type HotelDeskAction } from "@contract/front-desk";
import {
  DeskEmptySchema,
  NotComeSchema,
  TodayQuery,
  type DeskStayRecord,
  type HotelToday,
} from "@contract/api/front-desk";
import { HOTEL } from "@contract/services";
import { handler, parse } from "../shared/http.js";
import { json } from "../shared/json.js";
import type { Lang } from "../shared/translate.js";
import { memberActor } from "../activity/record.js";
import { currentAgency, type Ctx } from "../context.js";
import { orderColumns, type OrderRow } from "../bookings/record.js";
import { linesIn } from "../bookings/stock-orders.js";
import { deskClock, deskStep, moneyOf, paidIn } from "../bookings/desk.js";
import { englishName } from "../bookings/customer-booking.js";
import { hotelRecord } from "./orders.js";
import { HOTEL_ENDED, type HotelSnapshot } from "./order-row.js";

const stayOf = (o: OrderRow): DeskStay => ({
  status: o.status,
  checkin: o.date_travel,
  checkout: o.date_checkout ?? o.date_travel,
  checked_in_at: o.checked_in_at ?? null,
  checked_out_at: o.checked_out_at ?? null,
});

function stayRecord(o: OrderRow, lang: Lang, paid: Map<string, number>, today: string): DeskStayRecord {
  return {
    _id: o._id,
    uid: o.uid,
    status: o.status,
    guest: json(o.contact, { fullname: "", phone: "", email: "" }),
    rooms: linesIn(o.items, "room", lang).map((l) => ({ room: l.room, quantity: l.quantity })),
    date_checkin: o.date_travel,
    date_checkout: o.date_checkout ?? o.date_travel,
    nights: o.total_date ?? 0,
    checked_in_at: o.checked_in_at ?? null,
    checked_out_at: o.checked_out_at ?? null,
    ...moneyOf(o, paid),
    actions: offeredActions(HOTEL.transitions, o.status, today, o.date_travel),
    desk: hotelDeskActions(stayOf(o), today),
  };
}

/** The supplier's hotels (live ones in their list order, then those only its bookings still name). */
async function hotelsOf(ctx: Ctx, agencyId: string, orders: OrderRow[], lang: Lang) {
  const rows = await ctx.db
    .selectFrom("hotels")
    .select(["_id", "name", "translations"])
    .where("agency_id", "=", agencyId)
    .where("is_deleted", "=", 0)
    .orderBy("created_at", "desc")
    .orderBy("_id")
    .execute();
  const named = new Map(rows.map((h) => [h._id, lang === "en" ? (englishName(h.translations) ?? h.name) : h.name]));
  for (const o of orders) {
    const id = o.hotel_id ?? "";
    if (named.has(id)) continue;
    const snap = json<HotelSnapshot | null>(o.hotel ?? null, null);
    named.set(id, (lang === "en" ? snap?.name_en : null) ?? snap?.name ?? "");
  }
  return named;
}

export function hotelDeskRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;

  r.get(
    "/hotel/today",
    handler(async (req): Promise<HotelToday> => {
      const { agency } = await currentAgency(ctx, req);
      const q = parse(TodayQuery, req.query);
      const { today } = deskClock(ctx, req);
      const date = q.date ?? today;
      const lang: Lang = q.lang ?? "vi";
      // the stays going ahead that arrive, leave or stay over on the day
      const orders = (await orderColumns(db)
        .where("orders.agency_id", "=", agency._id)
        .where("orders.service", "=", "hotel")
        .where("orders.status", "not in", [...HOTEL_ENDED])
        .where((eb) =>
          eb.or([
            eb("orders.date_travel", "=", date),
            eb.and([eb("orders.date_checkout", ">=", date), eb("orders.date_travel", "<", date)]),
          ]),
        )
        .orderBy("orders.date_travel")
        .orderBy("orders.uid")
        .execute()) as OrderRow[];
      const paid = await paidIn(
        db,
        orders.map((o) => o._id),
      );
      const hotels = await hotelsOf(ctx, agency._id, orders, lang);
      return {
        date,
        today,
        hotels: [...hotels].map(([id, name]) => {
          const mine = orders.filter((o) => (o.hotel_id ?? "") === id);
          const shown = (keep: (o: OrderRow) => boolean) =>
            mine.filter(keep).map((o) => stayRecord(o, lang, paid, today));
          return {
            _id: id,
            name,
            arrivals: shown((o) => o.date_travel === date),
            departures: shown((o) => o.date_checkout === date),
            in_house: shown((o) => o.date_travel < date && (o.date_checkout ?? "") > date),
          };
        }),
      };
    }),
  );

  /** A desk step on a stay: decided with the desk's rule at the clock's today, recorded with its time. */
  const step = (path: string, action: HotelDeskAction, write: Parameters<typeof deskStep>[6], body = DeskEmptySchema) =>
    r.post(
      `/hotel/order/:id/${path}`,
      handler(async (req) => {
        const { agency, user } = await currentAgency(ctx, req);
        parse(body, req.body ?? {});
        const { today } = deskClock(ctx, req);
        const decide = (o: OrderRow) => decideHotelDesk(action, stayOf(o), today);
        const o = await deskStep(db, agency._id, req.params.id, HOTEL.id, action, decide, write, memberActor(user));
        return hotelRecord(o, parse(TodayQuery, req.query).lang ?? "vi");
      }),
    );

  step("check-in", "check_in", async (_trx, _o, at) => ({ set: { checked_in_at: at } }));
  step("check-out", "check_out", async (_trx, _o, at) => ({ set: { checked_out_at: at } }));
  // a no-show: the booking ends and its rooms go back to every night (HOTEL_ENDED's hook)
  r.post(
    "/hotel/order/:id/not-come",
    handler(async (req) => {
      const { agency, user } = await currentAgency(ctx, req);
      const b = parse(NotComeSchema, req.body ?? {});
      const { today } = deskClock(ctx, req);
      const decide = (o: OrderRow) => decideHotelDesk("not_come", stayOf(o), today);
      const write = async () => ({
        set: { reason_cancel: b.reason },
        to: "not-come",
        data: b.reason ? { reason: b.reason } : {},
      });
      const o = await deskStep(db, agency._id, req.params.id, HOTEL.id, "not_come", decide, write, memberActor(user));
      return hotelRecord(o, parse(TodayQuery, req.query).lang ?? "vi");
    }),
  );
  return r;
}
