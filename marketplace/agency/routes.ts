// marketplace-api.md "Auth and account": agency lookup and currency (the rest of the supplier
// record comes with the profile area).
import { Router } from "express";
import { z } from "zod";
import { ApiError, handler, nowIso, parse } from "../http.js";
import { currentAgency, currentUser, type Ctx } from "../context.js";
import type { Selectable } from "kysely";
import type { AgenciesTable } from "../db/schema.js";

// spec tours-cruises §3 "Currencies offered"
export const CURRENCIES = ["VND", "USD", "EUR", "CHF", "CAD", "KRW", "JPY", "SGD", "AUD", "CNY", "GBP", "HKD", "INR", "MYR", "THB"] as const;

export function agencySummary(a: Selectable<AgenciesTable>) {
  return {
    _id: a._id, name: a.name, currency: a.currency,
    is_verify: Boolean(a.is_verify), is_request_verify: Boolean(a.is_request_verify),
    is_hotel: Boolean(a.is_hotel), is_tour: Boolean(a.is_tour), is_cruise: Boolean(a.is_cruise),
    is_transport: Boolean(a.is_transport), is_bike: Boolean(a.is_bike),
  };
}

export function agencyRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;

  r.post("/agency/lookup", handler(async (req) => {
    const user = await currentUser(ctx, req);
    const { userId } = parse(z.object({ userId: z.string().min(1).max(64) }), req.body);
    // another user's id answers 404, never the record
    if (userId !== user._id) throw new ApiError(404, "agency_not_found");
    const agency = await db.selectFrom("agencies").selectAll().where("user_id", "=", userId).executeTakeFirst();
    if (!agency) throw new ApiError(404, "agency_not_found");
    return agencySummary(agency);
  }));

  r.post("/agency/agency/update-currency", handler(async (req) => {
    const { agency } = await currentAgency(ctx, req);
    const { currency } = parse(z.object({ currency: z.enum(CURRENCIES) }), req.body);
    await db.updateTable("agencies").set({ currency, updated_at: nowIso() }).where("_id", "=", agency._id).execute();
    return { currency };
  }));

  return r;
}
