// Writing the activity record (spec team.md: "Every write that changes a booking, a calendar, a
// listing, the team or the supplier profile writes its activity entry in the same transaction as the
// change (a refused or failed write leaves none)"). recordActivity takes the write's transaction and
// nothing else, so an entry can only be written beside its change: a change rolled back takes its
// entry with it. Entries are only added here; nothing edits or deletes them.
import type { Transaction } from "kysely";
import {
  isActivityKind,
  type ActivitySummary,
  type ActorKind,
  type ListingRecord,
  type TargetKind,
} from "@contract/activity";
import type { Database } from "../db/schema.js";
import { nowIso } from "../shared/http.js";
import { randomId } from "../shared/ids.js";

/** Who made the change: a member (a user of the supplier), the customer, or the marketplace's operator. */
export type Actor = { kind: ActorKind; _id: string | null; name: string | null; email: string | null };

export type NewActivity = {
  agencyId: string;
  actor: Actor;
  kind: string;
  service?: string | null;
  target: { kind: TargetKind; _id: string | null; label?: string | null; listing?: ListingRecord | null };
  summary?: ActivitySummary;
  /** the change's own instant when it has one (a booking's updated_at), else now */
  at?: string;
};

/**
 * A supplier's user (owner or member) as the author of a change, named family name first as the
 * back-office names the logged-in person (Vietnamese order), so the record and the header agree.
 */
export const memberActor = (user: { _id: string; firstname: string; lastname: string; email: string }): Actor => ({
  kind: "member",
  _id: user._id,
  name: [user.lastname, user.firstname].filter(Boolean).join(" ").trim() || null,
  email: user.email,
});

/** The customer (a booking made or paid by its customer) or the marketplace's operator (a payout, a moderation). */
export const CUSTOMER: Actor = { kind: "customer", _id: null, name: null, email: null };
export const MARKETPLACE: Actor = { kind: "marketplace", _id: null, name: null, email: null };

/** Drops the summary's empty values, so an entry keeps only what its change said. */
const compact = (summary: ActivitySummary = {}) =>
  Object.fromEntries(Object.entries(summary).filter(([, v]) => v !== undefined && v !== null));

/** The entry's row, as stored (seed and scale write these in bulk). */
export function activityRow(entry: NewActivity) {
  if (!isActivityKind(entry.kind)) throw new Error(`unknown activity kind ${entry.kind}`);
  return {
    _id: randomId(),
    agency_id: entry.agencyId,
    at: entry.at ?? nowIso(),
    actor_kind: entry.actor.kind,
    actor_id: entry.actor._id,
    actor_name: entry.actor.name,
    actor_email: entry.actor.email,
    kind: entry.kind,
    service: entry.service ?? null,
    target_kind: entry.target.kind,
    target_id: entry.target._id,
    target_label: entry.target.label ?? null,
    target_listing: entry.target.listing ?? null,
    summary: JSON.stringify(compact(entry.summary)),
  };
}

/**
 * Writes one entry in `trx`, the transaction of the change it records. Anything but a transaction is
 * refused: an entry written outside its change's transaction could outlive a change that failed.
 */
export async function recordActivity(trx: Transaction<Database>, entry: NewActivity) {
  if (!trx.isTransaction) throw new Error("recordActivity needs the write's transaction");
  await trx.insertInto("activity").values(activityRow(entry)).execute();
}
