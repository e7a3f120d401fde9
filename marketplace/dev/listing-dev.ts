// marketplace-api.md "The other side of the marketplace": what `npm run marketplace -- order` and
// `transports` read to book a service with its real items (mounted by dev/routes.ts, dev calls only).
import { Router } from "express";
import { handler } from "../shared/http.js";
import type { Ctx } from "../context.js";
import { json } from "../shared/json.js";
import { todayInVietnam } from "../shared/dates.js";

export function listingDevRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;

  // the cabin types of a cruise and their days on sale (spec tours-cruises §3 "Cabin calendar entry"):
  // what `npm run marketplace -- order cruise` picks a cabin, a day and its price from
  r.get(
    "/dev/cruise/:id/cabins",
    handler(async (req) => {
      const cabins = await db
        .selectFrom("cabins")
        .select(["_id", "name", "translations", "price", "num_cabin"])
        .where("cruise_id", "=", String(req.params.id))
        .where("is_deleted", "=", 0)
        .orderBy("created_at")
        .execute();
      const days = cabins.length
        ? await db
            .selectFrom("cabin_calendar_days as d")
            .innerJoin("cabin_calendars as c", "c._id", "d.calendar_id")
            .select(["c.cabin_id", "d.date", "d.empty", "d.cabin_available", "d.prices"])
            .where(
              "c.cabin_id",
              "in",
              cabins.map((c) => c._id),
            )
            .where("d.date", ">=", todayInVietnam())
            .orderBy("d.date")
            .execute()
        : [];
      const docs = cabins.map((c) => ({
        _id: c._id,
        name: c.name,
        name_en: json<{ en?: { name?: string } }>(c.translations, {}).en?.name ?? null,
        num_cabin: c.num_cabin,
        days: days
          .filter((d) => d.cabin_id === c._id)
          .map((d) => ({
            date: d.date,
            empty: d.empty,
            available: d.cabin_available,
            prices: json<{ nights: number; price: number; extrabed_price: number }[]>(d.prices, []),
          })),
      }));
      return { docs, total: docs.length };
    }),
  );

  // the operator's list of transport services, for `npm run marketplace -- transports`, `order` and `moderate`
  r.get(
    "/dev/transports",
    handler(async () => {
      const docs = await db
        .selectFrom("transport_services")
        .innerJoin("agencies", "agencies._id", "transport_services.agency_id")
        .select([
          "transport_services._id",
          "transport_services.type",
          "transport_services.route",
          "transport_services.route_custom",
          "transport_services.status",
          "transport_services.max_guests",
          "transport_services.price",
          "transport_services.currency",
          "agencies.email as agency",
        ])
        .where("transport_services.is_deleted", "=", 0)
        .orderBy("transport_services.created_at", "desc")
        .execute();
      return { docs, total: docs.length };
    }),
  );

  return r;
}
