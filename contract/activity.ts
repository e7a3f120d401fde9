// The activity record (spec team.md §Calls `GET activity` and the paragraphs after the calls table):
// every change to a booking, a calendar, a listing, the team or the supplier profile leaves one entry
// with its author, kind, target and what changed. What both sides agree on is here, once: the kinds an
// entry can have, who can be its author, the shape of an entry as GET activity answers it (the app's
// /activity page and a booking's history parse it with the same schema) and that call's query.
// Pure data and schemas, no I/O; the catalogue without zod is contract/activity-kinds.ts.
import { z } from "./zod";
import {
  ACTIVITY_MAX_PER_PAGE,
  ACTIVITY_PER_PAGE,
  ACTOR_KINDS,
  isActivityKind,
  LISTING_RECORDS,
  TARGET_KINDS,
} from "./activity-kinds";
import { SERVICE_IDS } from "./services";
import { isoDate } from "./api/fields";
import { jsonText } from "./api/list";

export * from "./activity-kinds";

/** What changed, as the entry keeps it (SUMMARY_KEYS): plain values only, each kind fills its own. */
export const ActivitySummarySchema = z.object({
  from: z.string().nullish(),
  to: z.string().nullish(),
  reason: z.string().nullish(),
  code: z.string().nullish(),
  /** the fields a save sent (a listing's, the profile's), by name */
  fields: z.array(z.string()).optional(),
  /** a contact change: contact kind (tour_operator, guide, driver…) → the person's name */
  contacts: z.record(z.string(), z.string()).optional(),
  /** a calendar change's days */
  start: z.string().nullish(),
  end: z.string().nullish(),
  dates: z.array(z.string()).optional(),
  /** a payout */
  amount: z.number().nullish(),
  currency: z.string().nullish(),
});
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
  target: z.object({
    kind: z.enum(TARGET_KINDS),
    _id: z.string().nullable(),
    label: z.string().nullable(),
    /** a listing entry's record (LISTING_RECORDS): the service's own listing or one of its parts */
    listing: z.enum(LISTING_RECORDS).nullable(),
  }),
  summary: ActivitySummarySchema,
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

const idText = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/);

/**
 * GET activity's query (spec team.md §Calls): `page`, `perPage` (20, at most 500), `actor` (a member's
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

/** One author of the supplier's record, for the person filter (GET activity/actors). */
export const ActivityActorSchema = z.object({
  kind: z.enum(ACTOR_KINDS),
  _id: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type ActivityActor = z.infer<typeof ActivityActorSchema>;
