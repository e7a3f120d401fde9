// What every service's demo bookings share (spec hotels-bikes-transport §4, marketplace-api.md
// "dev/scale"): a customer's contact, the row inserted with its history and payments, and the
// seed that runs once per supplier and service and adds that service's payouts. Each service
// keeps only how its own rows are made.
import type { Insertable, Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { randomId } from "../shared/ids.js";
import { generator, between, insertBatched, type Rand } from "./demo.js";
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
