// GET dashboard (tours-cruises §2 "Dashboard"; contract/api/dashboard.ts): one call answers "what
// needs me now?" for the token's supplier, across the services its capability flags allow (tours-
// cruises §3 "Supplier"), in descriptor order. `at` (the instant the answer is for) is honoured only
// with the dev calls on, so tests can ask about a moment around midnight in Vietnam; otherwise now.
import { Router, type Request } from "express";
import { DashboardQuery, type Dashboard } from "@contract/api/dashboard";
import { allServices, capabilityFlag, type ServiceDescriptor } from "@contract/services";
import { coversService } from "@contract/permissions";
import { currentAgency, type Ctx } from "../context.js";
import { dueClock } from "../bookings/due.js";
import { handler } from "../shared/http.js";
import {
  confirmBadges,
  soldServices,
  stuck,
  toComplete,
  toConfirm,
  todayItems,
  type DashClock,
  type Scope,
} from "./bookings.js";
import { runningLow } from "./calendars.js";
import { listings } from "./listings.js";
import { money } from "./money.js";

/** The clock of the answer: `at` with the dev calls on, else now — to the minute (as a `due=` list's). */
export function clockOf(options: { devCalls: boolean }, query: unknown): DashClock {
  const q = DashboardQuery.parse(query);
  return dueClock(options.devCalls && q.at ? Date.parse(q.at) : Date.now());
}

/**
 * The answer for the token's supplier, kept while nothing is written (db/read-cache.ts: any booking,
 * calendar, listing or payout change reads it again) and for the minute it is for.
 */
export async function dashboardOf(ctx: Ctx, req: Request): Promise<Dashboard> {
  const { scope, services, key } = await askedBy(ctx, req, "dashboard");
  const { rows } = DashboardQuery.parse(req.query);
  return ctx.reads.memo(`${key}\u0000${rows ?? ""}`, async () => firstRows(await answer(scope, services), rows));
}

/** GET dashboard/badges: the menu's counts alone, kept the same way (every page's menu asks for them). */
export async function badgesOf(ctx: Ctx, req: Request): Promise<{ badges: Dashboard["badges"] }> {
  const { scope, services, key } = await askedBy(ctx, req, "badges");
  return ctx.reads.memo(key, async () => ({ badges: await confirmBadges(scope, soldServices(services)) }));
}

/** Who asks, for when, and the key its answer is kept under. */
async function askedBy(ctx: Ctx, req: Request, what: string) {
  const { agency, member } = await currentAgency(ctx, req);
  const flags = agency as unknown as Record<string, unknown>;
  // the supplier's services that are the member's too (spec team.md §Roles: a member sees only its services)
  const services = allServices().filter(
    (s) => Boolean(flags[capabilityFlag(s)]) && coversService(member.services, s.id),
  );
  const clock = clockOf(ctx.options, req.query);
  const { lang } = DashboardQuery.parse(req.query);
  const key = [what, agency._id, lang, clock.now, ...services.map((s) => s.id)].join("\u0000");
  const scope: Scope = { db: ctx.db, agencyId: agency._id, lang, clock };
  return { scope, services, key };
}

/** Each section's first `rows` lines (GET dashboard?rows=): what the page draws; the counts stay whole. */
function firstRows(d: Dashboard, rows: number | undefined): Dashboard {
  if (!rows) return d;
  return {
    ...d,
    toConfirm: d.toConfirm.slice(0, rows),
    stuck: d.stuck.slice(0, rows),
    todayItems: d.todayItems.slice(0, rows),
    toComplete: d.toComplete.slice(0, rows),
    runningLow: d.runningLow.slice(0, rows),
    listings: d.listings.slice(0, rows),
  };
}

async function answer(scope: Scope, services: ServiceDescriptor[]): Promise<Dashboard> {
  const { clock } = scope;
  const sold = soldServices(services);
  const ids = services.map((s) => s.id);
  const confirm = await toConfirm(scope, sold);
  const late = await stuck(scope, sold);
  const today = await todayItems(scope, sold);
  const complete = await toComplete(scope, sold);
  const low = await runningLow(scope, ids);
  return {
    today: clock.today,
    services: ids,
    toConfirm: confirm.toConfirm,
    toConfirmCount: confirm.toConfirmCount,
    stuck: late.stuck,
    stuckCount: late.stuckCount,
    todayItems: today.todayItems,
    todayCount: today.todayCount,
    toComplete: complete.toComplete,
    toCompleteCount: complete.toCompleteCount,
    shares: [...confirm.shares, ...late.shares, ...today.shares, ...complete.shares],
    runningLow: low,
    runningLowCount: low.length,
    ...(await listings(scope, ids)),
    money: await money(scope, services),
    badges: confirm.badges,
  };
}

export function dashboardRoutes(ctx: Ctx) {
  const r = Router();
  r.get(
    "/dashboard",
    handler((req) => dashboardOf(ctx, req)),
  );
  r.get(
    "/dashboard/badges",
    handler((req) => badgesOf(ctx, req)),
  );
  return r;
}
