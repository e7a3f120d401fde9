// marketplace-api.md "The other side of the marketplace", bookings part (contract "Dev calls"):
// a customer books, pays, confirms the start and the end, abandons; the operator refunds, marks a
// no-show and pays the supplier out; a test or a person fills a supplier with thousands of rows.
// Mounted by dev/routes.ts, so only when MARKETPLACE_DEV_CALLS=on.
import { Router } from "express";
import { type z } from "zod";
import { ApiError, handler, nowIso, parse } from "../shared/http.js";
import type { Ctx } from "../context.js";
import type { DB } from "../db/database.js";
import { randomId } from "../shared/ids.js";
import { json } from "../shared/json.js";
import { isEvent } from "./rules.js";
import { applyEvent } from "./change.js";
import {
  CruiseItemSchema,
  DEFAULT_COMMISSION,
  devOrderSchema,
  DevOrdersQuery,
  EventBodySchema,
  PayoutSchema,
  ScaleSchema,
  TourItemSchema,
  type CruiseItemInput,
  type DevOrder,
  type TourItemInput,
} from "@contract/api/dev";
import type { Selectable } from "kysely";
import type { ToursTable } from "../tours/tables.js";
import { defaultRate } from "../shared/money.js";
import { ORDER_STATUSES } from "./rules.js";
import { companionsOf, newPaymentId, orderRow, ownOrder, paymentRecord, type NewOrder } from "./record.js";
import { recordOf } from "./order-parts.js";
import type { CruiseLine, Surcharge, TourLine } from "./money.js";
import { scale } from "./scale.js";
import { RELEASED_STATUSES, takeCabins } from "../cabin-calendar/stock.js";
import { buildTransportOrder, DevTransportOrderSchema } from "../transport/dev.js";

const invalid = (issues: { path: string; message: string }[]) => new ApiError(422, "validation_failed", { issues });

/** Parses each line with its service's schema; issues carry `items.N.field` paths. */
function parseItems<S extends z.ZodType>(schema: S, items: unknown[]): z.infer<S>[] {
  const issues: { path: string; message: string }[] = [];
  const out = items.map((item, i) => {
    const result = schema.safeParse(item);
    if (!result.success)
      issues.push(...result.error.issues.map((x) => ({ path: ["items", i, ...x.path].join("."), message: x.message })));
    return result.success ? result.data : null;
  });
  if (issues.length) throw invalid(issues);
  return out as z.infer<S>[];
}

type Tour = Selectable<ToursTable>;

/** A tour's lines: an age's name, price and commission (in the tour's currency), or the line as given. */
async function tourLines(db: DB, tour: Tour, items: TourItemInput[], currency: string): Promise<NewOrder["lines"]> {
  const ageIds = items.flatMap((i) => (i.age ? [i.age] : []));
  const ages = ageIds.length
    ? new Map(
        (
          await db
            .selectFrom("tour_ages")
            .selectAll()
            .where("tour_id", "=", tour._id)
            .where("_id", "in", ageIds)
            .execute()
        ).map((a) => [a._id, a]),
      )
    : new Map();
  const issues = items.flatMap((i, n) =>
    i.age && !ages.has(i.age) ? [{ path: `items.${n}.age`, message: "invalid_choice" }] : [],
  );
  if (issues.length) throw invalid(issues);
  // an age's price is in the tour's currency
  if (ageIds.length && currency !== tour.currency) throw invalid([{ path: "currency", message: "invalid_choice" }]);
  return {
    service: "tour",
    items: items.map((i): TourLine => {
      if (i.age) {
        const a = ages.get(i.age)!;
        const en = json<{ en?: { name?: string } }>(a.translations, {}).en?.name || null;
        return {
          name: a.name,
          name_en: en,
          age: { _id: a._id, name: a.name, name_en: en },
          quantity: i.quantity,
          original_price: a.price,
          price: a.price,
          commission_type: a.commission_type as TourLine["commission_type"],
          commission_value: a.commission_value,
        };
      }
      return {
        name: i.name!,
        name_en: i.name_en,
        age: null,
        quantity: i.quantity,
        original_price: i.original_price ?? i.price!,
        price: i.price!,
        commission_type: i.commission_type ?? "percent",
        commission_value: i.commission_value ?? DEFAULT_COMMISSION,
      };
    }),
  };
}

/** A cruise's cabin lines, as given. */
function cruiseLines(tour: Tour, items: CruiseItemInput[]): NewOrder["lines"] {
  return {
    service: "cruise",
    // spec §3 "Cruise extras": the cruise's stored commission applies to its cabin lines
    commission_value: tour.commission_value ?? DEFAULT_COMMISSION,
    items: items.map((i): CruiseLine => ({
      cabin: { _id: i.cabin._id ?? null, name: i.cabin.name, name_en: i.cabin.name_en ?? null },
      quantity: i.quantity,
      price: i.price,
      quantity_extrabed: i.quantity_extrabed,
      extrabed_price: i.extrabed_price,
    })),
  };
}

/** A customer's booking (POST dev/order): prices from the tour's ages or as given, money computed here. */
export async function buildOrder(db: DB, b: DevOrder): Promise<NewOrder> {
  const tour = await db
    .selectFrom("tours")
    .selectAll()
    .where("_id", "=", b.tour)
    .where("is_deleted", "=", 0)
    .executeTakeFirst();
  if (!tour) throw new ApiError(404, "tour_not_found");
  // a cruise is booked as a cruise, a tour as a tour
  if ((tour.type === "cruise") !== (b.service === "cruise"))
    throw invalid([{ path: "service", message: "invalid_choice" }]);

  let calendarId: string | null = null;
  let departure: {
    single_room_surcharge: number;
    single_room_commission_type: string;
    single_room_commission_value: number;
    extra_bed_surcharge: number;
    extra_bed_commission_type: string;
    extra_bed_commission_value: number;
  } | null = null;
  if (b.dateId) {
    const row = await db
      .selectFrom("group_departures")
      .innerJoin("group_calendars", "group_calendars._id", "group_departures.calendar_id")
      .selectAll("group_departures")
      .where("group_departures._id", "=", b.dateId)
      .where("group_calendars.tour_id", "=", tour._id)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, "departure_not_found");
    calendarId = row.calendar_id;
    departure = row;
  }

  let userId: string | null = null;
  if (b.user) {
    const user = await db.selectFrom("users").select("_id").where("email", "=", b.user).executeTakeFirst();
    if (!user) throw new ApiError(404, "user_not_found");
    userId = user._id;
  }

  const currency = b.currency ?? tour.currency;
  const rate = b.rate_payment ?? defaultRate(currency);
  if (rate === undefined) throw invalid([{ path: "rate_payment", message: "required" }]);

  const lines =
    b.service === "tour"
      ? await tourLines(db, tour, parseItems(TourItemSchema, b.items), currency)
      : cruiseLines(tour, parseItems(CruiseItemSchema, b.items));

  const surcharge = (kind: "single_room" | "extra_bed"): Surcharge => ({
    amount: b[`${kind}_surcharge`] ?? departure?.[`${kind}_surcharge`] ?? 0,
    quantity: b[`${kind}_quantity`] ?? 0,
    commission_type: (b[`${kind}_commission_type`] ??
      departure?.[`${kind}_commission_type`] ??
      "percent") as Surcharge["commission_type"],
    commission_value: b[`${kind}_commission_value`] ?? departure?.[`${kind}_commission_value`] ?? DEFAULT_COMMISSION,
  });
  // a departure's own surcharges (spec §3 "Group calendar") apply unless the body names others
  const single = surcharge("single_room");
  const extra = surcharge("extra_bed");

  return {
    agency_id: tour.agency_id,
    service: b.service,
    tour: { _id: tour._id, type: tour.type },
    calendar_id: calendarId,
    date_id: b.dateId ?? null,
    status: b.status,
    date_travel: b.date_travel,
    created_at: b.created_at ?? nowIso(),
    user_id: userId,
    contact: b.contact,
    note: b.note,
    lines,
    currency,
    rate_payment: rate,
    duration: b.service === "cruise" ? (b.duration ?? json<number[]>(tour.durations_cruise, [])[0] ?? 1) : null,
    total_traveler: b.total_traveler,
    single_room: single,
    extra_bed: extra,
    tour_operator: b.tour_operator,
    tour_guide: b.tour_guide,
    tour_driver: b.tour_driver,
    fast_track_info: b.fast_track_info,
    reason_cancel: b.reason_cancel,
  };
}

const withCompanions = (order: ReturnType<typeof orderRow>) => ({ order, ...companionsOf(order, "customer") });

/**
 * A service's own customer booking (POST dev/order with its `service`): parses the body and builds the
 * order inside the booking's transaction (taking what it holds there, or throwing, so a refused
 * booking writes nothing). A service registers its builder beside its order parts.
 */
export type DevOrderBuilder = (
  trx: DB,
  body: unknown,
) => Promise<{ order: ReturnType<typeof orderRow>; event: unknown; transactions: unknown[] }>;
const devBuilders = new Map<string, DevOrderBuilder>();

/** A service's share of POST dev/scale: `n` more bookings of the supplier (ScaleSchema's own field). */
export type DevScaler = (db: DB, agency: { _id: string; currency: string | null }, n: number) => Promise<number>;
const devScalers = new Map<"hotel_bookings", DevScaler>();
export const registerDevScale = (field: "hotel_bookings", scaler: DevScaler) => void devScalers.set(field, scaler);
export const registerDevOrder = (service: string, build: DevOrderBuilder) => void devBuilders.set(service, build);

/** POST dev/order's body: a new order may start in any status of the tour's (spec §4). */
export const DevOrderSchema = devOrderSchema(ORDER_STATUSES);

export function bookingDevRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;

  r.post(
    "/dev/order",
    handler(async (req) => {
      const service = (req.body as { service?: unknown } | undefined)?.service;
      const own = typeof service === "string" ? devBuilders.get(service) : undefined;
      if (own) {
        const id = await db.transaction().execute(async (trx) => {
          const { order, event, transactions } = await own(trx, req.body);
          await trx.insertInto("orders").values(order).execute();
          await trx
            .insertInto("order_events")
            .values(event as ReturnType<typeof companionsOf>["event"])
            .execute();
          if (transactions.length)
            await trx
              .insertInto("transactions")
              .values(transactions as ReturnType<typeof companionsOf>["transactions"])
              .execute();
          return order._id;
        });
        return recordOf(await ownOrder(db, null, id, null), "vi");
      }
      const transport = service === "transport";
      const built = transport ? null : await buildOrder(db, parse(DevOrderSchema, req.body));
      const { order, event, transactions } = built
        ? withCompanions(orderRow(built))
        : await buildTransportOrder(db, parse(DevTransportOrderSchema, req.body));
      await db.transaction().execute(async (trx) => {
        // a cruise's cabins come off the day's calendar, or the booking is refused (one made already
        // ended holds none)
        if (built && built.lines.service === "cruise" && !RELEASED_STATUSES.has(built.status))
          await takeCabins(
            trx,
            built.tour._id,
            built.date_travel,
            built.lines.items.map((i) => ({ cabinId: i.cabin._id, quantity: i.quantity })),
          );
        await trx.insertInto("orders").values(order).execute();
        await trx.insertInto("order_events").values(event).execute();
        if (transactions.length) await trx.insertInto("transactions").values(transactions).execute();
      });
      return recordOf(await ownOrder(db, null, order._id, null), "vi");
    }),
  );

  r.post(
    "/dev/order/:id/:event",
    handler(async (req) => {
      const name = String(req.params.event);
      if (!isEvent(name)) throw new ApiError(404, "event_not_found");
      const { reason } = parse(EventBodySchema, req.body);
      const order = await ownOrder(db, null, req.params.id, null);
      const changed = await applyEvent(db, order, name, reason);
      return recordOf(changed, "vi");
    }),
  );

  r.get(
    "/dev/orders",
    handler(async (req) => {
      const f = DevOrdersQuery.parse(req.query);
      let q = db
        .selectFrom("orders")
        .innerJoin("agencies", "agencies._id", "orders.agency_id")
        .leftJoin("tours", "tours._id", "orders.tour_id")
        .select([
          "orders._id",
          "orders.uid",
          "orders.service",
          "orders.status",
          "orders.date_travel",
          "orders.date_pickup",
          "tours.name as tour",
          "orders.total",
          "orders.currency",
        ]);
      if (f.agency) q = q.where("agencies.email", "=", f.agency);
      if (f.status) q = q.where("orders.status", "=", f.status);
      const docs = await q.orderBy("orders.created_at", "desc").orderBy("orders._id", "desc").limit(100).execute();
      return { docs, total: docs.length };
    }),
  );

  // the operator pays a supplier out (GET transaction/payment-agency shows it)
  r.post(
    "/dev/payout",
    handler(async (req) => {
      const b = parse(PayoutSchema, req.body);
      const agency = await db
        .selectFrom("agencies")
        .selectAll()
        .where((eb) => eb.or([eb("_id", "=", b.agency), eb("email", "=", b.agency.toLowerCase())]))
        .executeTakeFirst();
      if (!agency) throw new ApiError(404, "agency_not_found");
      const rate = b.rate_vnd ?? defaultRate(b.currency);
      if (rate === undefined) throw invalid([{ path: "rate_vnd", message: "required" }]);
      const row = {
        _id: randomId(),
        payment_id: newPaymentId("PAY"),
        agency_id: agency._id,
        service: b.service,
        payment_method: b.payment_method ?? "bank_transfer",
        bank_name: b.bank_name ?? agency.bank_name,
        branch_name: b.branch_name ?? agency.bank_branch_name,
        account_number: b.account_number ?? agency.account_number,
        payment_currency: b.currency,
        payment_amount: b.amount,
        payment_date: b.payment_date ?? nowIso(),
        rate_vnd: rate,
        note: b.note,
        created_at: nowIso(),
      };
      await db.insertInto("payments").values(row).execute();
      return paymentRecord(
        await db.selectFrom("payments").selectAll().where("_id", "=", row._id).executeTakeFirstOrThrow(),
      );
    }),
  );

  r.post(
    "/dev/scale",
    handler(async (req) => {
      const b = parse(ScaleSchema, req.body ?? {});
      const agency = await db
        .selectFrom("agencies")
        .select(["_id", "user_id", "currency"])
        .where("email", "=", b.agency)
        .executeTakeFirst();
      if (!agency) throw new ApiError(404, "agency_not_found");
      const started = Date.now();
      const done: Record<string, unknown> = await scale(db, agency, { tours: b.tours, bookings: b.bookings });
      for (const [field, scaler] of devScalers) if (b[field]) done[field] = await scaler(db, agency, b[field]);
      return { ...done, ms: Date.now() - started };
    }),
  );

  return r;
}
