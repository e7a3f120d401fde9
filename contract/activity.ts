// The activity record (spec team.md §Calls `GET activity` and the paragraphs after the calls table):
// every change to a booking, a calendar, a listing, the team or the supplier profile leaves one entry
// with its author, kind, target and what changed. What both sides agree on is here, once: the kinds an
// entry can have, who can be its author, the shape of an entry as GET activity answers it (the app's
// /activity page and a booking's history parse it with the same schema) and that call's query.
// Pure data and schemas, no I/O.
import { z } from "./zod";
import { allStatuses } from "./statuses";
import { BIKE_DESK_ACTIONS, HOTEL_DESK_ACTIONS } from "./front-desk";
import { SERVICE_IDS } from "./services";
import { isoDate } from "./api/fields";
import { jsonText } from "./api/list";

/** Who made a change (spec team.md: "recorded with the actor customer or marketplace"). */
export const ACTOR_KINDS = ["member", "customer", "marketplace"] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** What an entry is about. */
export const TARGET_KINDS = ["booking", "calendar", "listing", "member", "profile", "payout"] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

/** A front-desk step's kind: a hotel's check-in, check-out and no-show, a rental's handover and return. */
export const deskKind = (step: string) => `booking.desk_${step}`;

/** A booking moved to `status` (one kind per status of contract/statuses.ts). */
export const statusKind = (status: string) => `booking.${status}`;

/**
 * The kinds that are not a status change: a booking created (by its customer, a dev call), its
 * contact people changed, a transfer code recorded; a calendar's schedule, day, bulk change or removal;
 * a listing (any record a supplier lists or prices: tours, cruises, cabins, hotels, rooms, bikes,
 * options, units, vehicles, ages, group sizes, departures, price packages) created, saved, deleted
 * or moderated; the team's and the profile's changes; an operator's payout.
 */
const OTHER_KINDS = [
  "booking.created",
  "booking.contacts_changed",
  "transfer_code.recorded",
  "calendar.scheduled",
  "calendar.day_changed",
  "calendar.bulk_changed",
  "calendar.deleted",
  "listing.created",
  "listing.saved",
  "listing.deleted",
  "listing.moderated",
  "member.invited",
  "member.role_changed",
  "member.revoked",
  "profile.saved",
  "payout.recorded",
] as const;

/** Every kind an entry can have, derived from the status catalogue and the desk's steps. */
export const activityKinds = (): string[] => [
  ...allStatuses().map((s) => statusKind(s.id)),
  ...[...HOTEL_DESK_ACTIONS, ...BIKE_DESK_ACTIONS].map(deskKind),
  ...OTHER_KINDS,
];
export const isActivityKind = (kind: unknown): kind is string =>
  typeof kind === "string" && activityKinds().includes(kind);

/** The i18next key of a kind's words (namespace activity): `kind.booking_confirmed`. */
export const activityKindLabel = (kind: string) => `activity:kind.${kind.replace(/[.-]/g, "_")}`;

/** What changed, as the entry keeps it: every field optional, each kind fills its own. */
export const ActivitySummarySchema = z
  .object({
    from: z.string().nullish(),
    to: z.string().nullish(),
    reason: z.string().nullish(),
    code: z.string().nullish(),
    /** the fields a save sent (a listing's, the profile's), by name */
    fields: z.array(z.string()).optional(),
    /** the days of a calendar change */
    dates: z.array(z.string()).optional(),
    start: z.string().nullish(),
    end: z.string().nullish(),
    /** a contact change: the people sent, by kind */
    contacts: z.record(z.string(), z.unknown()).optional(),
    role: z.string().nullish(),
    from_role: z.string().nullish(),
  })
  .catchall(z.unknown());
export type ActivitySummary = z.infer<typeof ActivitySummarySchema>;

/** One entry as GET activity answers it. */
export const ActivityEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({
    kind: z.enum(ACTOR_KINDS),
    _id: z.string().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  kind: z.string(),
  service: z.string().nullable(),
  target: z.object({ kind: z.enum(TARGET_KINDS), _id: z.string().nullable(), label: z.string().nullable() }),
  summary: ActivitySummarySchema,
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

export const ACTIVITY_PER_PAGE = 20;
export const ACTIVITY_MAX_PER_PAGE = 100;

const idText = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/);

/**
 * GET activity's query (spec team.md §Calls): `page`, `perPage` (20, at most 100), `actor` (a member's
 * id, or a kind of author: customer, marketplace), `service`, `kind`, `date_range` JSON {start, end}
 * (days in Vietnam, both ends counted), `target` (a record's id); `after`: the cursor of the page
 * before (keyset paging, for the CSV export). A value of the wrong shape answers 400 (`invalid_query`
 * with the field), never a 500; a well-formed value that matches nothing is an empty page.
 */
export const ActivityQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  perPage: z.coerce.number().int().min(1).max(ACTIVITY_MAX_PER_PAGE).default(ACTIVITY_PER_PAGE),
  actor: idText.optional(),
  service: z.enum(SERVICE_IDS).optional(),
  kind: z
    .string()
    .max(64)
    .refine((k) => isActivityKind(k), "invalid_choice")
    .optional(),
  date_range: jsonText(200).pipe(z.string().optional()),
  target: idText.optional(),
  after: z
    .string()
    .max(200)
    .regex(/^[\w.:-]+$/)
    .optional(),
});
export type ActivityQuery = z.infer<typeof ActivityQuery>;

/** `date_range` of GET activity: whole days, either end may be left out. */
export const ActivityDateRange = z
  .object({ start: isoDate.nullish(), end: isoDate.nullish() })
  .refine((r) => !r.start || !r.end || r.start <= r.end, { message: "invalid_range", path: ["end"] });
