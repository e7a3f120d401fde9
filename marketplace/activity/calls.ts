// Which marketplace write records what (spec team.md: "Every write that changes a booking, a calendar,
// a listing, the team or the supplier profile writes its activity entry in the same transaction"). One
// place decides, from the call's method and path, for every write call the routers answer:
// - a booking's writes (a status change, contacts, a desk step, a transfer code, a dev event) and the
//   team's record their own entries, with what they alone know (from → to, the reason, the code), in
//   their transactions (bookings/order-event.ts; the team's calls);
// - a calendar's, a listing's and the profile's are recorded here, by the call: `recordedCalls` holds
//   the call's write in one transaction (db/database.ts holdWrite) and adds the entry before it
//   commits, or rolls back both when the call is refused;
// - auth, uploads, reads made with a POST and the dev calls that stand in for no one's change record
//   nothing.
// A new write call falls under these path rules; one that falls under none is refused by
// calls.test.ts, which walks every write call of the OpenAPI document.
import type { RequestHandler } from "express";
import { allServices, servicesOfApiWrite } from "@contract/services";
import { LISTING_RECORDS, type ListingRecord, type TargetKind } from "@contract/activity";
import { currentAgency, type Ctx } from "../context.js";
import { holdWrite, type DB } from "../db/database.js";
import { memberActor, recordActivity } from "./record.js";
import { ApiError } from "../shared/http.js";

export type CallRecord =
  /** recorded here, by the call, as `kind` */
  | { by: "call"; kind: string; target: TargetKind }
  /** the write records its own entry (one of `kinds`) in its transaction */
  | { by: "write"; kinds: string }
  /** changes no booking, calendar, listing, team or profile */
  | { by: "none"; because: "auth" | "upload" | "read" | "dev" };

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const segments = (path: string) => path.replace(/^\/+|\/+$/g, "").split("/");

/** The booking calls of every service: its order path and its desk steps (`{orders}/{id}[/{step}]`). */
const isBookingCall = (path: string) =>
  allServices().some((s) => new RegExp(`^/${s.api.orders}/[^/]+(/[\\w-]+)?$`).test(path));

/** The rule of the dev calls (the customer's and the operator's stand-ins): marketplace/README.md "dev bookings". */
function devCall(path: string): CallRecord {
  if (/^\/dev\/order(\/[^/]+\/[^/]+)?$/.test(path)) return { by: "write", kinds: "booking.*" };
  if (path === "/dev/payout") return { by: "write", kinds: "payout.recorded" };
  if (/^\/dev\/listing\/[^/]+\/[^/]+\/moderate$/.test(path)) return { by: "write", kinds: "listing.moderated" };
  if (/^\/dev\/agency\/[^/]+\/verify$/.test(path)) return { by: "write", kinds: "profile.saved" };
  return { by: "none", because: "dev" };
}

/** A calendar call's kind: schedule (POST), a day (PATCH), a removal, a hotel's bulk change. */
function calendarKind(method: string, path: string) {
  if (path.endsWith("/delete-calendar")) return "calendar.deleted";
  if (path.endsWith("/bulk")) return "calendar.bulk_changed";
  return method === "POST" ? "calendar.scheduled" : "calendar.day_changed";
}

/** What a write call records (`method`, the request's `path` or its OpenAPI template), or null: no rule says. */
export function callRecord(method: string, path: string): CallRecord | null {
  if (!WRITES.has(method)) return null;
  const [first, second] = segments(path);
  if (first === "dev") return devCall(path);
  if (first === "auth") return { by: "none", because: "auth" };
  if (first === "extra" || second === "image") return { by: "none", because: "upload" };
  // POSTs that read: a supplier looked up by its code, a departure's bookings
  if (path === "/agency/lookup" || path === "/tour/order-by-tour-group") return { by: "none", because: "read" };
  if (first === "agency" && second === "member") return { by: "write", kinds: "member.*" };
  if (first === "agency" || first === "user") return { by: "call", kind: "profile.saved", target: "profile" };
  if (isBookingCall(path)) return { by: "write", kinds: "booking.*" };
  if (path === "/transaction") return { by: "write", kinds: "transfer_code.recorded" };
  if (segments(path).some((s) => s.endsWith("calendar")))
    return { by: "call", kind: calendarKind(method, path), target: "calendar" };
  if (servicesOfApiWrite(method, path, {})) {
    const kind = method === "POST" ? "listing.created" : method === "DELETE" ? "listing.deleted" : "listing.saved";
    return { by: "call", kind, target: "listing" };
  }
  return null;
}

type Data = Record<string, unknown> | null;

/** The API's own names of a few listing records (a transport "option" is a vehicle). */
const RECORD_NAMES: Record<string, string> = { "transport/option": "vehicle", "tour/option-group-size": "group_size" };

/**
 * What record a listing call is about (contract LISTING_RECORDS), from its path: the service's own
 * listing (`/hotel/hotel`; a tour record of type cruise is a cruise) or its part (`/hotel/room`: room).
 */
export function listingRecordOf(path: string, data: Data = null): ListingRecord | null {
  const [first, second] = segments(path);
  if (!first || !second) return null;
  const name = first === second ? first : (RECORD_NAMES[`${first}/${second}`] ?? second.replace(/-/g, "_"));
  const record = name === "tour" && data?.type === "cruise" ? "cruise" : name;
  return (LISTING_RECORDS as readonly string[]).includes(record) ? (record as ListingRecord) : null;
}
const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim().slice(0, 200) : null);

/** The record's name as the answer holds it (a text, or its Vietnamese one), or a person's name. */
function labelOf(data: Data) {
  if (!data) return null;
  const name = data.name;
  if (name && typeof name === "object") return text((name as { vi?: unknown }).vi);
  const person = [text(data.firstname), text(data.lastname)].filter(Boolean).join(" ");
  return text(name) ?? text(data.title) ?? text(data.label) ?? (person || null);
}

/** What a call changed, from its body: the fields it sent, and a calendar's days. */
function summaryOf(body: unknown) {
  const b = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const fields = Object.keys(b)
    .filter((k) => /^[A-Za-z][\w.]{0,63}$/.test(k) && k !== "id")
    .slice(0, 50);
  const days = Array.isArray(b.dates)
    ? b.dates
        .map(text)
        .filter((d): d is string => !!d)
        .slice(0, 100)
    : undefined;
  return {
    fields,
    start: text(b.start ?? b.dateStart ?? b.date_start ?? b.departure_date),
    end: text(b.end ?? b.dateEnd ?? b.date_end),
    dates: days,
  };
}

/** The name a record's latest entry gave it. */
const lastLabel = async (trx: DB, agencyId: string, targetId: string) =>
  (
    await trx
      .selectFrom("activity")
      .select("target_label")
      .where("agency_id", "=", agencyId)
      .where("target_id", "=", targetId)
      .where("target_label", "is not", null)
      .orderBy("at", "desc")
      .limit(1)
      .executeTakeFirst()
  )?.target_label ?? null;

/** The service the call's record is of: a cruise is a tour record whose type says so. */
function serviceOf(method: string, path: string, body: unknown, data: Data) {
  const services = servicesOfApiWrite(method, path, body);
  if (!services?.length) return null;
  if (data?.type === "cruise" && services.some((s) => s.id === "tour")) return "cruise";
  return services[0]!.id;
}

/**
 * The entries of the calls recorded here (`by: "call"`): the call's write is held in one transaction
 * and its entry is added to it once the route answers 2xx (a preview, which changes nothing, adds
 * none), then it commits; any other answer rolls the write back with nothing recorded. Mounted after
 * the idempotency check: a replayed answer changed nothing and records nothing.
 */
export function recordedCalls(ctx: Ctx): RequestHandler {
  return (req, res, next) => {
    const rule = callRecord(req.method, req.path);
    if (rule?.by !== "call") return next();
    holdWrite(ctx.db, async (finish) => {
      const who = await currentAgency(ctx, req).catch(() => null);
      // no supplier behind the token: the route refuses the call itself, with nothing held
      if (!who) return finish(false).then(() => next());
      const json = res.json.bind(res);
      let settled = false;
      const record = async (body: { data?: unknown }) => {
        const data = body?.data && typeof body.data === "object" ? (body.data as Record<string, unknown>) : null;
        if (data?.preview === true) return;
        const last = segments(req.path).at(-1);
        const targetId = text(data?._id) ?? (req.method === "POST" ? null : (last ?? null));
        await ctx.db.transaction().execute(async (trx) => {
          // an answer without the record's name (a deletion's {_id}) keeps the name its last entry had
          const label = labelOf(data) ?? (targetId ? await lastLabel(trx, who.agency._id, targetId) : null);
          await recordActivity(trx, {
            agencyId: who.agency._id,
            actor: memberActor(who.user),
            kind: rule.kind,
            service: serviceOf(req.method, req.path, req.body, data),
            target: {
              kind: rule.target,
              _id: targetId,
              label,
              listing: rule.target === "listing" ? listingRecordOf(req.path, data) : null,
            },
            summary: summaryOf(req.body),
          });
        });
      };
      res.json = (body: { data?: unknown }) => {
        settled = true;
        const ok = res.statusCode >= 200 && res.statusCode < 300;
        (ok ? record(body) : Promise.resolve())
          .then(() => finish(ok))
          .then(
            () => json(body),
            (err) =>
              finish(false)
                .catch(() => undefined)
                .finally(() => {
                  ctx.options.log(`marketplace error: activity of ${req.method} ${req.path}: ${String(err)}`);
                  const failed = new ApiError(500, "server_error");
                  res.status(failed.code);
                  json({ code: failed.code, message: failed.message, data: failed.data });
                }),
          );
        return res;
      };
      // an answer that never came (the client left): nothing of it stays
      res.once("close", () => {
        if (!settled) void finish(false).catch(() => undefined);
      });
      next();
    }).catch(next);
  };
}
