// The activity record's catalogue (spec team.md §Calls `GET activity`), without zod so a browser page
// may read it (the /activity page's kind and author choices): the kinds an entry can have, derived
// from the status catalogue and the desk's steps, who can be an entry's author, what an entry can be
// about, and the keys a summary may carry. contract/activity.ts adds the schemas and re-exports this.
import { allStatuses } from "./statuses";
import { BIKE_DESK_ACTIONS, HOTEL_DESK_ACTIONS } from "./front-desk";

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

/** GET activity's page: 20 entries (spec team.md §Screens), at most 500 (the CSV export's pages). */
export const ACTIVITY_PER_PAGE = 20;
export const ACTIVITY_MAX_PER_PAGE = 500;

/**
 * The keys a summary may carry, each a plain value: `from` / `to` (status ids), `reason`, `code` (a
 * transfer code), `fields` (the field names a save sent), `contacts` (contact kind → the person's
 * name), `start` / `end` / `dates` (a calendar change's days), `amount` / `currency` (a payout).
 */
export const SUMMARY_KEYS = [
  "from",
  "to",
  "reason",
  "code",
  "fields",
  "contacts",
  "start",
  "end",
  "dates",
  "amount",
  "currency",
] as const;

/**
 * What kind of record a listing entry is about (`target.listing`): a service's own listing (tour,
 * cruise, hotel, bike, transport) or one of its parts (room, cabin, option, unit, vehicle, age,
 * group_size, price_package).
 */
export const LISTING_RECORDS = [
  "tour",
  "cruise",
  "hotel",
  "bike",
  "transport",
  "room",
  "cabin",
  "option",
  "unit",
  "vehicle",
  "age",
  "group_size",
  "price_package",
] as const;
export type ListingRecord = (typeof LISTING_RECORDS)[number];
