// What every service's POST dev/order reads the same way (marketplace-api.md "The other side of the
// marketplace"): the customer's account named by e-mail, and the booking's currency with its rate to
// VND (the listing's currency unless the body names one; a rate is needed where none is known).
import type { Kysely, Selectable } from "kysely";
import type { DB } from "../db/database.js";
import type { Database } from "../db/schema.js";
import { ApiError, invalidField } from "../shared/http.js";
import { defaultRate } from "../shared/money.js";
import { json } from "../shared/json.js";

/** The customer's account id by e-mail (none named: null); an unknown e-mail answers 404. */
export async function customerIdOf(db: DB, email: string | null | undefined): Promise<string | null> {
  if (!email) return null;
  const user = await db.selectFrom("users").select("_id").where("email", "=", email).executeTakeFirst();
  if (!user) throw new ApiError(404, "user_not_found");
  return user._id;
}

/** The booking's currency and rate to VND: the body's, else the listing's currency and its known rate (422 without one). */
export function bookingCurrency(
  b: { currency?: string | null; rate_payment?: number | null },
  listingCurrency: string,
) {
  const currency = b.currency ?? listingCurrency;
  const rate = b.rate_payment ?? defaultRate(currency);
  if (rate === undefined) throw invalidField("rate_payment", "required");
  return { currency, rate };
}

/**
 * The listing's parts the body's items name, by id (`rows`: the listing's live parts among those
 * named). An item naming another is `items.<n>.<key>` invalid_choice; `check` then reads each item
 * further, in the items' order.
 */
export function chosenById<T extends { _id: string }, I>(
  rows: T[],
  items: I[],
  key: string,
  idOf: (item: I) => string,
  check?: (item: I, row: T, n: number) => void,
): Map<string, T> {
  const byId = new Map(rows.map((r) => [r._id, r]));
  items.forEach((item, n) => {
    const row = byId.get(idOf(item));
    if (!row) throw invalidField(`items.${n}.${key}`, "invalid_choice");
    check?.(item, row, n);
  });
  return byId;
}

/** The tables of the items a customer books lines of, and the column naming each item's listing. */
type ItemTable = "rooms" | "bike_options";
type ItemRow = { _id: string; is_deleted: number; hotel_id: string; bike_id: string };

/**
 * The live items of `table` under the listing `listing` ({column: id}) that the booking's `items`
 * choose (`idOf`), by id: chosenById's check (422 invalid_choice on `items.N.<key>`) over them.
 */
export async function chosenItems<T extends ItemTable, I>(
  trx: DB,
  table: T,
  listing: { column: "hotel_id" | "bike_id"; id: string },
  items: I[],
  key: string,
  idOf: (item: I) => string,
  check?: (item: I, row: Selectable<Database[T]>, n: number) => void,
): Promise<Map<string, Selectable<Database[T]>>> {
  type Row = Selectable<Database[T]> & { _id: string };
  // one place states the cast: both tables have the columns read here
  const rows = (await (trx as unknown as Kysely<Record<ItemTable, ItemRow>>)
    .selectFrom(table as ItemTable)
    .selectAll()
    .where(listing.column, "=", listing.id)
    .where("is_deleted", "=", 0)
    .where("_id", "in", items.map(idOf))
    .execute()) as unknown as Row[];
  return chosenById(rows, items, key, idOf, check);
}

/** The English name kept in a listing's translations (none: null). */
export const englishName = (translations: string | null) =>
  json<{ en?: { name?: string } }>(translations, {}).en?.name || null;
