// What a service does besides the status change when one of its bookings changes: a hook it
// registers here, run inside the change's transaction (bookings/change.ts apply), so the generic
// change knows no service. A cruise gives its cabins back when its booking ends.
import { ENDED_STATUSES } from "@contract/statuses";
import type { DB } from "../db/database.js";
import type { OrderRow } from "./record.js";

export type OrderHook = (trx: DB, order: OrderRow) => Promise<void>;

type Registered = { fn: OrderHook; over: ReadonlySet<string> };
const ended = new Map<string, Registered[]>();

/**
 * Runs `fn` in the transaction that moves a booking of `service` into an ended status: ENDED_STATUSES
 * (contract/statuses.ts), or the service's own set (a hotel's no-show gives its rooms back too). Once: a change between two
 * ended statuses (cancelled → refunded) runs nothing.
 */
export function onOrderEnded(service: string, fn: OrderHook, over: ReadonlySet<string> = ENDED_STATUSES) {
  const hooks = ended.get(service) ?? [];
  if (!hooks.some((h) => h.fn === fn)) ended.set(service, [...hooks, { fn, over }]);
}

/** The hooks of a change of `order` from `from` to `to`, run in its transaction. */
export async function runOrderHooks(trx: DB, order: OrderRow, from: string, to: string) {
  for (const { fn, over } of ended.get(order.service) ?? []) if (!over.has(from) && over.has(to)) await fn(trx, order);
}
