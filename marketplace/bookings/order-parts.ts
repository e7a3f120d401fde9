// What a service brings to the one order path (bookings/order-routes.ts, bookings/change.ts): its
// descriptor (@contract/services: the calls' paths, statuses, contact fields and when they lock),
// the orders.service values it answers for, how its record is shown, its PATCH body and its status
// rule. Everything else — scoping, lists, paging, statistics, the race-safe change — is shared.
import type { z } from "zod";
import type { Insertable } from "kysely";
import type { ServiceDescriptor } from "@contract/services";
import type { TodayKind } from "@contract/api/dashboard";
import type { DB } from "../db/database.js";
import type { Lang } from "../shared/translate.js";
import { ApiError } from "../shared/http.js";
import type { Decision } from "./rules.js";
import type { OrderRow } from "./record.js";
import type { OrderEventsTable, OrdersTable, TransactionsTable } from "./tables.js";

/** PATCH {orders}/{id}: a status change or the contact people, under the service's contact field names. */
export type PatchBody = {
  actUpd: "udpStatus" | "updInfo";
  status?: string;
  reason_cancel?: string | null;
};

/**
 * A new booking's rows (POST dev/order): the order, its creation in the history, the money already
 * paid, and what it holds of its listing's stock, taken in the same transaction (a cruise's cabins).
 */
export type NewOrderRows = {
  order: Insertable<OrdersTable> & { _id: string };
  event: Insertable<OrderEventsTable>;
  transactions: Insertable<TransactionsTable>[];
  holds?: (trx: DB) => Promise<void>;
};

/**
 * A booking on the dashboard's "today" (tours-cruises §2 "Dashboard"): what its day (the orders'
 * service day) is called, the column holding that day's instant where it has one (a pickup time),
 * and its last day's event where it has one (a stay's check-out day, a rental's return instant).
 */
export type Agenda = {
  start: (service: string) => TodayKind;
  /** the orders column holding its start's instant (a pickup's `date_pickup`), where it has one */
  startAt?: string;
  /** the fixed time ("HH:mm") of its start where the booking holds none (a stay's check-in) */
  startTime?: string;
  /**
   * Its last day's event: `column`, the orders column holding it (a stay's `date_checkout`, a rental's
   * `date_return`: the service's own data, no list of services), a day or an instant; `time`: the
   * fixed time of its end where the booking holds none (a stay's check-out)
   */
  end?: { kind: TodayKind; column: string; holds: "day" | "instant"; time?: string };
};

/** The instant and the day in Vietnam a change is decided at (tests fix them). */
export type Clock = { now: () => Date; today: () => string };

export type OrderParts<Body extends PatchBody = PatchBody> = {
  descriptor: ServiceDescriptor;
  /** the orders.service values its calls serve (cruises are booked and listed with the tours, tours-cruises §2) */
  services: readonly string[];
  /** the PATCH body, validated */
  patch: z.ZodType<Body>;
  /** the booking as its calls answer it */
  record: (row: OrderRow, lang: Lang) => unknown;
  /** the supplier's status change: the service's transition table against its day, and its own rules */
  decideStatus(o: OrderRow, target: string, body: Body, clock: Clock): Decision;
  /** the services a list selects given its `service` query (default: its own) */
  listServices?(requested: string | undefined): readonly string[];
  /** the dashboard's "today" of its bookings (none: each is its day's departure) */
  agenda?: Agenda;
  /** a supplier's cancellation records who cancelled (hotels-bikes-transport §3 `cancel_by`) */
  recordsCancelBy?: boolean;
  /** POST dev/order of one of its services: the body validated and the customer's booking built (dev calls only) */
  devOrder?: (db: DB, body: unknown) => Promise<NewOrderRows>;
  /** POST dev/scale's `<service>_bookings`: `n` more bookings of the supplier, for the bench (dev calls only) */
  devScale?: (db: DB, agency: { _id: string; currency: string | null }, n: number) => Promise<number>;
};

const registered = new Map<string, OrderParts>();

/** Makes `parts` the order path of each of its services (the routers register theirs as they are built). */
export function registerOrders(parts: OrderParts) {
  for (const service of parts.services) registered.set(service, parts);
}

/**
 * The order paths the marketplace mounts: the declared services' parts, then any registered before
 * it was built that they do not cover (a test's own service).
 */
export function orderPathsOf(declared: readonly OrderParts[]): OrderParts[] {
  const others = [...new Set(registered.values())].filter((p) => !declared.includes(p));
  return [...declared, ...others];
}

/** The order parts of a service, or undefined: it has no order path. */
export const orderPartsOf = (service: string): OrderParts | undefined => registered.get(service);

/** The services whose bookings the marketplace stores. */
export const servicesWithOrders = (): readonly string[] => [...registered.keys()];

/** The descriptor a service's bookings are judged by, or `fallback` for one with no order path. */
export const descriptorOf = (service: string | undefined, fallback: ServiceDescriptor) =>
  (service && registered.get(service)?.descriptor) || fallback;

/** The booking as its service's calls answer it (an order of a service with no order path: 404). */
export function recordOf(row: OrderRow, lang: Lang) {
  const parts = registered.get(row.service);
  if (!parts) throw new ApiError(404, "order_not_found");
  return parts.record(row, lang);
}
