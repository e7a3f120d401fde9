// marketplace-api.md "The other side of the marketplace", bookings part (contract "Dev calls"):
// a customer books, pays, confirms the start and the end, abandons; the operator refunds, marks a
// no-show and pays the supplier out; a test or a person fills a supplier with thousands of rows.
// A booking is built by its service's order part (`devOrder`); nothing here names a service.
// Mounted by dev/routes.ts, so only when MARKETPLACE_DEV_CALLS=on.
import { Router } from "express";
import { ApiError, handler, nowIso, parse } from "../shared/http.js";
import type { Ctx } from "../context.js";
import { randomId } from "../shared/ids.js";
import { isEvent } from "./rules.js";
import { applyEvent } from "./change.js";
import { writeOrderEvent } from "./order-event.js";
import { MARKETPLACE, recordActivity } from "../activity/record.js";
import { DevOrdersQuery, EventBodySchema, PayoutSchema, ScaleSchema } from "@contract/api/dev";
import { defaultRate } from "../shared/money.js";
import { newPaymentId, ownOrder, paymentRecord } from "./record.js";
import { orderPartsOf, recordOf, servicesWithOrders } from "./order-parts.js";
import { scale } from "./scale.js";

const invalid = (issues: { path: string; message: string }[]) => new ApiError(422, "validation_failed", { issues });

export function bookingDevRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;

  r.post(
    "/dev/order",
    handler(async (req) => {
      // the booking is built by its service's part (each validates its own body)
      const service = (req.body as { service?: unknown } | undefined)?.service;
      const build = typeof service === "string" ? orderPartsOf(service)?.devOrder : undefined;
      if (!build) throw invalid([{ path: "service", message: "invalid_choice" }]);
      const { order, event, transactions, holds } = await build(db, req.body);
      await db.transaction().execute(async (trx) => {
        // what the booking holds (a cruise's cabins) comes off its calendar, or the booking is refused
        if (holds) await holds(trx);
        await trx.insertInto("orders").values(order).execute();
        // the customer's booking: its history row and its activity entry (spec team.md, actor customer)
        await writeOrderEvent(trx, order, {
          from: event.from_status ?? null,
          to: event.to_status,
          actor: event.actor,
          data: event.data ? (JSON.parse(event.data) as Record<string, unknown>) : {},
          at: event.created_at ?? order.created_at ?? nowIso(),
        });
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
        .leftJoin("hotels", "hotels._id", "orders.hotel_id")
        .leftJoin("bikes", "bikes._id", "orders.bike_id")
        .select([
          "orders._id",
          "orders.uid",
          "orders.service",
          "orders.status",
          "orders.date_travel",
          "orders.date_pickup",
          // the booked listing's vi name: a tour's or cruise's, a hotel's, a bike's
          (eb) => eb.fn.coalesce("tours.name", "hotels.name", "bikes.name").as("tour"),
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
      // the operator's payout and its activity entry (spec team.md: actor marketplace)
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("payments").values(row).execute();
        await recordActivity(trx, {
          agencyId: agency._id,
          actor: MARKETPLACE,
          kind: "payout.recorded",
          service: b.service,
          target: { kind: "payout", _id: row._id, label: row.payment_id },
          summary: { amount: row.payment_amount, currency: row.payment_currency },
          at: row.created_at,
        });
      });
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
      // a service's own share (`<service>_bookings`), built by its order part
      for (const service of servicesWithOrders()) {
        const field = `${service}_bookings`;
        const n = (b as Record<string, unknown>)[field];
        const more = orderPartsOf(service)?.devScale;
        if (more && typeof n === "number" && n > 0) done[field] = await more(db, agency, n);
      }
      return { ...done, ms: Date.now() - started };
    }),
  );

  return r;
}
