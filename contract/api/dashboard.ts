// GET dashboard (tours-cruises §2 "Dashboard"; the "what needs me now?"): one call answers the
// whole dashboard for the token's supplier, across the services its capability flags allow, in the
// services' descriptor order. Names are the records' names in the query's `lang` (the English name on
// English pages, the Vietnamese one where none was entered), as the bookings list answers them.
import { z } from "../zod";
import { isServiceId } from "../services";
import { isoDate, isoInstant } from "./fields";
import { ListQuery } from "./list";
import { DASHBOARD_ROWS, DUE_KINDS } from "../dashboard";

/**
 * GET dashboard's query: `lang` (names), and `at`, the instant the answer is for — honoured only when
 * the marketplace's dev calls are on (the switch of dev/order), so tests can ask "as of 23:59 / 00:01
 * Vietnam time"; otherwise the server's clock. An unreadable `at` is no `at`.
 */
export const DashboardQuery = ListQuery.pick({ lang: true }).extend({
  at: isoInstant.optional().catch(undefined),
  /**
   * How many lines each section lists at most (a page that draws ten asks for ten; the counts stay
   * whole). Without it: the first DASHBOARD_ROWS to confirm and to complete, all of today's listed
   * events and every calendar day running low. An unreadable value is none.
   */
  rows: z.coerce.number().int().min(1).max(DASHBOARD_ROWS).optional().catch(undefined),
});
export type DashboardQuery = z.output<typeof DashboardQuery>;

export {
  DASHBOARD_ROWS,
  DUE_KINDS,
  NOTHING_SCHEDULED_DAYS,
  RUNNING_LOW_DAYS,
  RUNNING_LOW_SHARE,
  type Due,
} from "../dashboard";

// a registered service's id (contract/services.ts): a new service's bookings are on the dashboard too
const serviceId = z.string().refine(isServiceId, "unknown_service");
const day = isoDate;
const count = z.number().int().min(0);

/**
 * A listing without a name of its own (a transfer service: hotels-bikes-transport §3 gives it none) is
 * named by its type and route, as its form shows it: the back-office words them (RouteOf of the
 * transport feature); itemName then holds the custom route or the route's key, never to be shown.
 */
export const NamedRoute = z.object({ type: z.string(), route: z.string(), route_custom: z.string().nullable() });

/** A booking as a section lists it: its service, ids (the detail's link), guest and the booked listing's name. */
const bookingRow = {
  service: serviceId,
  /** the order's _id */
  id: z.string(),
  /** the marketplace's uid (the code people read is bookingCode() of it) */
  uid: z.string(),
  /** the customer's full name */
  guest: z.string(),
  /** the booked listing's name (tour, cruise, hotel, bike, transfer service) */
  itemName: z.string(),
  /** a transfer's type and route (null for every other service): name it with these, not itemName */
  itemRoute: NamedRoute.nullable(),
};

export const TODAY_KINDS = ["departure", "checkin", "checkout", "pickup", "return", "transfer"] as const;
export type TodayKind = (typeof TODAY_KINDS)[number];

/**
 * What keeps a booking of today from going ahead (a message key of the dashboard's namespace):
 * not_confirmed, still waiting for the supplier's confirmation on its day; a missing operator or driver.
 */
export const BLOCKERS = ["not_confirmed", "no_driver", "no_operator"] as const;
export type Blocker = (typeof BLOCKERS)[number];

export const CALENDAR_KINDS = ["cabin", "room", "option"] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];
export const LOW_REASONS = ["low", "sold_out", "nothing_scheduled"] as const;

export const DashboardSchema = z.object({
  /** the Vietnam day the answer is for */
  today: day,
  /** the supplier's services (its capability flags), in descriptor order */
  services: z.array(serviceId),
  /**
   * Bookings waiting for the supplier's confirmation (the statuses each service's confirming row starts
   * from: paid, a stay's wait-confirm) while its day rules allow it, the soonest service day first (the
   * most urgent), at most DASHBOARD_ROWS. lastDay: the last Vietnam day the rules still allow
   * confirming (null: no day bound).
   */
  toConfirm: z.array(z.object({ ...bookingRow, day, lastDay: day.nullable() })),
  toConfirmCount: count,
  /**
   * Bookings still waiting for confirmation whose time to confirm has passed (a rental paid, its pickup
   * day gone): the supplier can no longer act on them, the marketplace's support settles them. Oldest
   * day first, at most DASHBOARD_ROWS.
   */
  stuck: z.array(z.object({ ...bookingRow, day })),
  stuckCount: count,
  /**
   * Each figure's bookings by the bookings list that shows exactly them (`${list}?due=${due}`): the
   * list's path, how many, and for today's starts and ends what they are called (the list's first
   * service's word). Lists with none are left out.
   */
  shares: z.array(
    z.object({
      due: z.enum(DUE_KINDS),
      list: z.string(),
      kind: z.enum(TODAY_KINDS).nullable(),
      count,
    }),
  ),
  /**
   * Today's departures, cruise check-ins, hotel check-ins and check-outs, bike pickups and returns,
   * transfers; time: "HH:mm" in Vietnam where the booking holds one; blockers: what keeps it from starting.
   * Those with a blocker first (they need the supplier before they start), each part in time order
   * (those without a time, all day, first).
   */
  todayItems: z.array(
    z.object({
      ...bookingRow,
      kind: z.enum(TODAY_KINDS),
      time: z.string().nullable(),
      blockers: z.array(z.enum(BLOCKERS)),
    }),
  ),
  /** how many events today has in all (the list holds at most TODAY_ROWS of each service's kind) */
  todayCount: count,
  /** Begun bookings past their day that the supplier has not completed, oldest day first, at most DASHBOARD_ROWS. */
  toComplete: z.array(z.object({ ...bookingRow, day })),
  toCompleteCount: count,
  /**
   * Calendars running low, one line per calendar (its cabin type, room type or bike option): its days
   * of the next RUNNING_LOW_DAYS with ≤ RUNNING_LOW_SHARE left or sold out, soonest first; or nothing
   * scheduled in the next NOTHING_SCHEDULED_DAYS (no days). reason: the worst of its days (sold_out
   * before low). The calendars with the soonest day first, those with nothing scheduled last.
   */
  runningLow: z.array(
    z.object({
      service: serviceId,
      calendarKind: z.enum(CALENDAR_KINDS),
      /** the cruise, hotel or bike */
      listingId: z.string(),
      /** the cabin, room or bike option (its calendar) */
      itemId: z.string(),
      itemName: z.string(),
      listingName: z.string(),
      reason: z.enum(LOW_REASONS),
      days: z.array(z.object({ day, left: count, total: count, reason: z.enum(["low", "sold_out"]) })),
    }),
  ),
  /** how many calendars run low in all */
  runningLowCount: count,
  /** Listings pending moderation or rejected. */
  listings: z.array(
    z.object({
      service: serviceId,
      id: z.string(),
      name: z.string(),
      /** a transfer service's type and route (null for every other service): name it with these */
      route: NamedRoute.nullable(),
      state: z.enum(["pending", "rejected"]),
    }),
  ),
  /** how many listings await moderation or were rejected in all (the list holds the newest DASHBOARD_ROWS) */
  listingsCount: count,
  /** In VND, by the financial statistics' rules (the card is the sum of the rows). */
  money: z.object({
    currency: z.literal("VND"),
    /** real income of the bookings completed this Vietnam month so far */
    monthIncome: z.number(),
    /**
     * the latest payout: its amount in VND (null: a foreign payout without a rate, §9 "unknown") and
     * its payment_date (an ISO instant)
     */
    lastPayout: z.object({ amount: z.number().nullable(), date: z.string() }).nullable(),
    balance: z.number(),
  }),
  /** menu entry path → how many bookings there wait to be confirmed (e.g. {"/tour/bookings": 3}) */
  badges: z.record(z.string(), count),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
export type DashboardBooking = Dashboard["toConfirm"][number];
export type DashboardTodayItem = Dashboard["todayItems"][number];
export type DashboardLow = Dashboard["runningLow"][number];
export type DashboardShare = Dashboard["shares"][number];

/** GET dashboard/badges: the menu's counts alone (every page's menu shows them), as GET dashboard's `badges`. */
export const DashboardBadgesSchema = DashboardSchema.pick({ badges: true });
