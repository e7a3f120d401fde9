// The dashboard's bounds, written once for both sides and free of zod (the page's browser code reads
// them: contract/api/dashboard.ts, which validates the call, would bring zod into every dashboard load).

/** Most rows a booking section lists; its count says how many there are in all. */
export const DASHBOARD_ROWS = 20;
/** Calendars running low: the next days looked at, the share left at or under which a day is low. */
export const RUNNING_LOW_DAYS = 14;
export const RUNNING_LOW_SHARE = 0.1;
/** An item with no day scheduled within this many days is listed as having nothing scheduled. */
export const NOTHING_SCHEDULED_DAYS = 30;
