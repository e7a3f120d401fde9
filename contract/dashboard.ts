// The dashboard's bounds, written once for both sides and free of zod (the page's browser code reads
// them: contract/api/dashboard.ts, which validates the call, would bring zod into every dashboard load).

/** Most rows a booking section lists; its count says how many there are in all. */
export const DASHBOARD_ROWS = 20;
/** Calendars running low: the next days looked at, the share left at or under which a day is low. */
export const RUNNING_LOW_DAYS = 14;
export const RUNNING_LOW_SHARE = 0.1;
/** An item with no day scheduled within this many days is listed as having nothing scheduled. */
export const NOTHING_SCHEDULED_DAYS = 30;

/**
 * What a bookings list can be narrowed to (`due=` in its URL and its marketplace call): the bookings a
 * dashboard figure counts, decided by one definition on the marketplace (bookings/due.ts), so a count
 * equals the list it links to. confirm: waiting for the supplier's confirmation while the day rules
 * allow it; stuck: in a status that waits for confirmation whose time to confirm has passed; start and
 * end: going ahead and starting (a departure, check-in, pickup) or ending (a check-out, return) today;
 * complete: begun, past their last day, not completed.
 */
export const DUE_KINDS = ["confirm", "stuck", "start", "end", "complete"] as const;
export type Due = (typeof DUE_KINDS)[number];
export const isDue = (v: unknown): v is Due => typeof v === "string" && (DUE_KINDS as readonly string[]).includes(v);
