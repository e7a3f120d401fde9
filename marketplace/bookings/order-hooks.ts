// What a service does besides the status change when one of its bookings changes: a hook it
// registers here, run inside the change's transaction (bookings/change.ts apply), so the generic
// change knows no service. A cruise gives its cabins back when its booking ends.
import type { DB } from "../db/database.js";
import type { OrderRow } from "./record.js";

/** Statuses in which a booking is over and holds nothing any more (cancelled, abandoned, refunded, trash). */
export const ENDED_STATUSES: ReadonlySet<string> = new Set(["cancelled", "abandoned", "refunded", "trash"]);

export type OrderHook = (trx: DB, order: OrderRow) => Promise<void>;

const ended = new Map<string, OrderHook[]>();

/** Runs `fn` in the transaction that moves a booking of `service` into an ended status. */
export function onOrderEnded(service: string, fn: OrderHook) {
  const hooks = ended.get(service) ?? [];
  if (!hooks.includes(fn)) ended.set(service, [...hooks, fn]);
}

/** The hooks of a change of `order` from `from` to `to`, run in its transaction. */
export async function runOrderHooks(trx: DB, order: OrderRow, from: string, to: string) {
  if (ENDED_STATUSES.has(from) || !ENDED_STATUSES.has(to)) return;
  for (const fn of ended.get(order.service) ?? []) await fn(trx, order);
}
