// What every service's demo bookings share (spec hotels-bikes-transport §4, marketplace-api.md
// "dev/scale"): a customer's contact, the row inserted with its history and payments, and the
// seed that runs once per supplier and service and adds that service's payouts. Each service
// keeps only how its own rows are made.
import type { Insertable, Kysely, Selectable } from "kysely";
import type { Database } from "../db/schema.js";
import { randomId } from "../shared/ids.js";
import { generator, between, insertBatched, pick, statusesFor, type Rand } from "./demo.js";
import { companionsOf, newPaymentId } from "./record.js";
import type { OrderEventsTable, OrdersTable, TransactionsTable } from "./tables.js";

type Trx = Kysely<Database>;
export type DemoAgency = { _id: string; currency: string | null };

const DAY = 86_400_000;
/** The day `n` days after `day` (both YYYY-MM-DD). */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** A demo customer's contact: the name, a Vietnamese mobile number and an address made from the name. */
export const demoContact = (rand: Rand, fullname: string) => ({
  fullname,
  phone: `09${between(rand, 10_000_000, 99_999_999)}`,
  email: `${fullname
    .normalize("NFD")
    .replace(/[^a-zA-Z]/g, "")
    .toLowerCase()}@example.com`,
});

/** The tables of the listings a demo booking picks from and of their items. */
type Stock = "hotels" | "rooms" | "bikes" | "bike_options";

/** The supplier's live rows of `table`. */
const liveRowsOf = <T extends Stock>(trx: Trx, table: T, agencyId: string) =>
  (trx as unknown as Kysely<Record<Stock, { agency_id: string; is_deleted: number }>>)
    .selectFrom(table as Stock)
    .selectAll()
    .where("agency_id", "=", agencyId)
    .where("is_deleted", "=", 0)
    .execute() as Promise<Selectable<Database[T]>[]>;

/**
 * The demo plan over a supplier's live listings of `listings` and their items of `items` (a hotel's
 * rooms, a bike's options; `listingOf` names an item's listing): for each of `n` planned statuses (`as`
 * reads one as the service's), a listing that has items and one of its items, picked in turn as the
 * caller draws the rest of its booking. None when no listing has one.
 */
export async function* demoPicks<L extends Stock, I extends Stock>(
  trx: Trx,
  agencyId: string,
  rand: Rand,
  n: number,
  stock: {
    listings: L;
    items: I;
    listingOf: (item: Selectable<Database[I]>) => string;
    as: Record<string, string>;
  },
) {
  const listings = (await liveRowsOf(trx, stock.listings, agencyId)) as (Selectable<Database[L]> & { _id: string })[];
  const items = await liveRowsOf(trx, stock.items, agencyId);
  const stocked = listings.filter((l) => items.some((i) => stock.listingOf(i) === l._id));
  if (!stocked.length || n <= 0) return;
  for (const planned of statusesFor(rand, n)) {
    const listing = pick(rand, stocked);
    const item = pick(
      rand,
      items.filter((i) => stock.listingOf(i) === listing._id),
    );
    yield { planned, status: stock.as[planned] ?? planned, listing, item };
  }
}

/**
 * The customer's side of a demo booking: `fullname`'s contact, a note now and then (one of `notes`),
 * booked at `created` (never after `nowIso`), and `cancelReason` when the plan cancelled or abandoned it.
 */
export const demoCustomer = (
  rand: Rand,
  fullname: string,
  o: { notes: string[]; created: string; nowIso: string; status: string; cancelReason: string },
) => ({
  rate_payment: 1,
  contact: demoContact(rand, fullname),
  note: rand() < 0.2 ? pick(rand, o.notes) : null,
  created_at: o.created > o.nowIso ? o.nowIso : o.created,
  reason_cancel: o.status === "cancelled" || o.status === "abandoned" ? o.cancelReason : null,
});

/** Inserts demo orders with the customer's booking event and the payments of each (batched). */
export async function insertDemoOrders(
  trx: Trx,
  orders: (Insertable<OrdersTable> & { _id: string })[],
  nowIso: string,
) {
  const events: Insertable<OrderEventsTable>[] = [];
  const transactions: Insertable<TransactionsTable>[] = [];
  for (const order of orders) {
    const c = companionsOf(order, "customer", nowIso);
    events.push(c.event);
    transactions.push(...c.transactions);
  }
  await insertBatched(trx, "orders", orders);
  await insertBatched(trx, "order_events", events);
  await insertBatched(trx, "transactions", transactions);
  return orders.length;
}

/** A service's demo payouts: to one bank account, each `days` ago for `amount` VND. */
export type DemoPayouts = {
  branch_name: string;
  account_number: string;
  note: string;
  amounts: readonly (readonly [days: number, amount: number])[];
};

/**
 * The seed of one service's demo bookings for a supplier, and its payouts (once: skipped when the
 * supplier already has a booking of that service; no payouts when no booking could be made).
 */
export async function seedServiceBookings(
  trx: Trx,
  agency: DemoAgency,
  service: string,
  add: (rand: Rand) => Promise<number>,
  seed: number,
  payouts: DemoPayouts,
) {
  const existing = await trx
    .selectFrom("orders")
    .select("_id")
    .where("agency_id", "=", agency._id)
    .where("service", "=", service)
    .executeTakeFirst();
  if (existing) return;
  const made = await add(generator(seed));
  if (!made) return;
  const now = new Date().toISOString();
  for (const [days, amount] of payouts.amounts) {
    await trx
      .insertInto("payments")
      .values({
        _id: randomId(),
        payment_id: newPaymentId("PAY"),
        agency_id: agency._id,
        service,
        payment_method: "bank_transfer",
        bank_name: "Vietcombank",
        branch_name: payouts.branch_name,
        account_number: payouts.account_number,
        payment_currency: "VND",
        payment_amount: amount,
        payment_date: new Date(Date.now() - days * DAY).toISOString(),
        rate_vnd: 1,
        note: payouts.note,
        created_at: now,
      })
      .execute();
  }
}
