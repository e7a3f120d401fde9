// POST dev/scale: a supplier with thousands of tours and bookings, to see that the lists and
// statistics stay fast. One transaction, multi-row inserts; the rows look like the seed's.
import type { Insertable } from "kysely";
import type { DB } from "../db/database.js";
import { DEFAULT_COMMISSION } from "@contract/api/dev";
import { randomId } from "../shared/ids.js";
import { ApiError } from "../shared/http.js";
import { dayjs } from "../shared/dates.js";
import { between, datesFor, generator, insertBatched, pick, statusesFor } from "./demo.js";
import { companionsOf, orderRow, type NewOrder } from "./record.js";
import { eventOfRow, orderActivityRows } from "./order-event.js";
import type { OrderEventsTable, OrdersTable, TransactionsTable } from "./tables.js";
import type { ToursTable } from "../tours/tables.js";

const TYPES = [
  "default",
  "package",
  "group",
  "combo",
  "team_building",
  "ticket",
  "default",
  "combo",
  "ticket",
  "cruise",
] as const;
const NAMES = [
  ["Khám phá", "Discover"],
  ["Một ngày ở", "A day in"],
  ["Hành trình", "Journey to"],
  ["Ẩm thực", "Flavours of"],
  ["Đêm", "Nights of"],
] as const;
const CABINS = ["Deluxe Balcony", "Junior Suite", "Family Cabin", "Executive Suite"];
const FIRST = ["Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Smith", "Müller", "Kim", "Tanaka", "Martin"];
const LAST = ["Minh Anh", "Thu Hà", "Quốc Bảo", "Emma", "Lukas", "Ji-woo", "Yui", "Chloé", "Đức Huy", "Lan Chi"];

export async function scale(
  db: DB,
  agency: { _id: string; user_id: string; currency: string | null },
  want: { tours: number; bookings: number },
) {
  const rand = generator(20_240_501 + want.tours * 7 + want.bookings);
  const currency = agency.currency ?? "VND";
  const now = dayjs();
  const vietnam = await db
    .selectFrom("countries")
    .select(["_id", "area_id"])
    .where("code", "=", "VN")
    .executeTakeFirstOrThrow();
  const cities = await db
    .selectFrom("cities")
    .select(["_id", "name_vi", "name_en"])
    .where("country_id", "=", vietnam._id)
    .execute();
  const run = Date.now().toString(36).slice(-4).toUpperCase();

  const tours: Insertable<ToursTable>[] = [];
  for (let i = 0; i < want.tours; i++) {
    const type = TYPES[i % TYPES.length]!;
    const city = pick(rand, cities);
    const [vi, en] = pick(rand, NAMES);
    const name = {
      vi: `${type === "cruise" ? "Du thuyền" : vi} ${city.name_vi} ${run}-${i + 1}`,
      en: `${type === "cruise" ? "Cruise" : en} ${city.name_en} ${run}-${i + 1}`,
    };
    const days = between(rand, 1, 4);
    const created = now
      .subtract(between(rand, 0, 365), "day")
      .subtract(between(rand, 0, 1439), "minute")
      .toISOString();
    tours.push({
      _id: randomId(),
      agency_id: agency._id,
      created_by: agency.user_id,
      name: name.vi,
      search: `${name.vi}\n${name.en}`.toLowerCase(),
      time: `${days} ngày`,
      duration_type: "day",
      duration: days * 1440,
      area_id: vietnam.area_id,
      country_id: vietnam._id,
      city_id: city._id,
      categories: "[]",
      interests: "[]",
      type,
      is_pickup: 0,
      optional_type: type === "default" || type === "combo" ? "default" : null,
      group_type: type === "group" ? "viet-nam" : null,
      is_fast_track: 0,
      price: between(rand, 5, 400) * 10_000,
      price_type: "person",
      currency,
      departure: city.name_vi,
      endpoint: city.name_vi,
      content: "[]",
      translations: JSON.stringify({ en: { name: name.en } }),
      translation_pending: '{"vi":false,"en":false}',
      images: "[]",
      status: pick(rand, ["approved", "approved", "approved", "pending"]),
      is_active: 1,
      is_deleted: 0,
      created_at: created,
      updated_at: created,
      ...(type === "cruise"
        ? {
            durations_cruise: JSON.stringify([1, 2]),
            num_stars: between(rand, 3, 5),
            cruise_time_checkin: "12:00",
            cruise_time_checkout: "10:30",
            commission_value: DEFAULT_COMMISSION,
          }
        : {}),
    });
  }

  let pool: { _id: string; type: string; price: number; currency: string }[] = tours.map((t) => ({
    _id: t._id!,
    type: t.type,
    price: t.price,
    currency: t.currency,
  }));
  if (!pool.length)
    pool = await db
      .selectFrom("tours")
      .select(["_id", "type", "price", "currency"])
      .where("agency_id", "=", agency._id)
      .where("is_deleted", "=", 0)
      .execute();
  if (!pool.length && want.bookings) throw new ApiError(409, "no_tours");

  const orders: (Insertable<OrdersTable> & { _id: string })[] = [];
  const events: Insertable<OrderEventsTable>[] = [];
  const transactions: Insertable<TransactionsTable>[] = [];
  const nowIso = now.toISOString();
  for (const status of statusesFor(rand, want.bookings)) {
    const tour = pick(rand, pool);
    const cruise = tour.type === "cruise";
    const lines: NewOrder["lines"] = cruise
      ? {
          service: "cruise",
          commission_value: DEFAULT_COMMISSION,
          items: [
            {
              cabin: { _id: null, name: pick(rand, CABINS) },
              quantity: between(rand, 1, 3),
              price: tour.price,
              quantity_extrabed: 0,
              extrabed_price: 0,
            },
          ],
        }
      : {
          service: "tour",
          items: [
            {
              name: "Người lớn",
              name_en: "Adult",
              age: null,
              quantity: between(rand, 1, 4),
              original_price: tour.price,
              price: tour.price,
              commission_type: "percent",
              commission_value: DEFAULT_COMMISSION,
            },
            ...(rand() < 0.4
              ? [
                  {
                    name: "Trẻ em",
                    name_en: "Child",
                    age: null,
                    quantity: between(rand, 1, 2),
                    original_price: tour.price,
                    price: Math.round(tour.price * 0.75),
                    commission_type: "net" as const,
                    commission_value: Math.round(tour.price * 0.1),
                  },
                ]
              : []),
          ],
        };
    const person = `${pick(rand, FIRST)} ${pick(rand, LAST)}`;
    const row = orderRow({
      agency_id: agency._id,
      service: cruise ? "cruise" : "tour",
      tour: { _id: tour._id, type: tour.type },
      status,
      ...datesFor(rand, status, now),
      contact: {
        fullname: person,
        phone: `+8490${between(rand, 1_000_000, 9_999_999)}`,
        email: `guest${between(rand, 1, 99_999)}@example.com`,
      },
      lines,
      currency: tour.currency,
      rate_payment: 1,
      duration: cruise ? 2 : null,
      single_room: { amount: 0, quantity: 0, commission_type: "percent", commission_value: DEFAULT_COMMISSION },
      extra_bed: { amount: 0, quantity: 0, commission_type: "percent", commission_value: DEFAULT_COMMISSION },
      reason_cancel: status === "cancelled" ? "Khách đổi lịch trình" : null,
    });
    orders.push(row);
    const c = companionsOf(row, "operator", nowIso);
    events.push(c.event);
    transactions.push(...c.transactions);
  }

  await db.transaction().execute(async (trx) => {
    await insertBatched(trx, "tours", tours, 150);
    // every tour has its (empty) group calendar and passenger-group list, like one created by the API
    await insertBatched(
      trx,
      "group_calendars",
      tours.map((t) => ({ _id: randomId(), tour_id: t._id! })),
      500,
    );
    await insertBatched(
      trx,
      "option_group_sizes",
      tours.map((t) => ({ _id: randomId(), tour_id: t._id!, groups: "[]", updated_at: String(t.created_at) })),
      500,
    );
    await insertBatched(trx, "orders", orders, 200);
    await insertBatched(trx, "order_events", events, 1000);
    // each booking's creation in the activity record, as a dev booking writes it (bookings/order-event.ts);
    // 2,000 rows of 14 columns a statement (SQLite's 32,766 parameters): 10,000 bookings take ~0.1–0.3 s more
    await insertBatched(
      trx,
      "activity",
      orderActivityRows(orders.map((o, i) => ({ order: o, event: eventOfRow(events[i]!) }))),
      2000,
    );
    await insertBatched(trx, "transactions", transactions, 500);
  });
  return { tours: tours.length, bookings: orders.length };
}
