// POST dev/order of a tour or a cruise (marketplace-api.md "The other side of the marketplace"): the
// customer's booking, priced from the tour's ages or as given, its money computed here; a cruise's
// cabins come off its travel day's calendar in the same transaction (tours-cruises §3 "Cabin calendar entry").
import { type z } from "zod";
import { ApiError, nowIso, parse, parseKeyed } from "../shared/http.js";
import type { DB } from "../db/database.js";
import { json } from "../shared/json.js";
import {
  CruiseItemSchema,
  DEFAULT_COMMISSION,
  devOrderSchema,
  TourItemSchema,
  type CruiseItemInput,
  type DevOrder,
  type TourItemInput,
} from "@contract/api/dev";
import type { Selectable } from "kysely";
import type { ToursTable } from "../tours/tables.js";
import { serviceListedAs, serviceOf, TOUR } from "@contract/services";
import { bookingCurrency, customerIdOf } from "./customer-booking.js";
import { ORDER_STATUSES } from "./rules.js";
import { companionsOf, orderRow, type NewOrder } from "./record.js";
import { areCabinLines, type CruiseLine, type Surcharge, type TourLine } from "./money.js";
import type { NewOrderRows } from "./order-parts.js";
import { RELEASED_STATUSES, takeCabins } from "../cabin-calendar/stock.js";

const invalid = (issues: { path: string; message: string }[]) => new ApiError(422, "validation_failed", { issues });

/** Parses each line with its service's schema; issues carry `items.N.field` paths. */
function parseItems<S extends z.ZodType>(schema: S, items: unknown[]): z.infer<S>[] {
  const issues: { path: string; message: string }[] = [];
  const out = items.map((item, i) => {
    const result = parseKeyed(schema, item);
    if (!result.success)
      issues.push(...result.error.issues.map((x) => ({ path: ["items", i, ...x.path].join("."), message: x.message })));
    return result.success ? result.data : null;
  });
  if (issues.length) throw invalid(issues);
  return out as z.infer<S>[];
}

type Tour = Selectable<ToursTable>;

/** A tour's lines: an age's name, price and commission (in the tour's currency), or the line as given. */
async function tourLines(
  db: DB,
  service: string,
  tour: Tour,
  items: TourItemInput[],
  currency: string,
): Promise<NewOrder["lines"]> {
  const ageIds = items.flatMap((i) => (i.age ? [i.age] : []));
  const ages = ageIds.length
    ? new Map(
        (
          await db
            .selectFrom("tour_ages")
            .selectAll()
            .where("tour_id", "=", tour._id)
            .where("_id", "in", ageIds)
            .execute()
        ).map((a) => [a._id, a]),
      )
    : new Map();
  const issues = items.flatMap((i, n) =>
    i.age && !ages.has(i.age) ? [{ path: `items.${n}.age`, message: "invalid_choice" }] : [],
  );
  if (issues.length) throw invalid(issues);
  // an age's price is in the tour's currency
  if (ageIds.length && currency !== tour.currency) throw invalid([{ path: "currency", message: "invalid_choice" }]);
  return {
    service,
    items: items.map((i): TourLine => {
      if (i.age) {
        const a = ages.get(i.age)!;
        const en = json<{ en?: { name?: string } }>(a.translations, {}).en?.name || null;
        return {
          name: a.name,
          name_en: en,
          age: { _id: a._id, name: a.name, name_en: en },
          quantity: i.quantity,
          original_price: a.price,
          price: a.price,
          commission_type: a.commission_type as TourLine["commission_type"],
          commission_value: a.commission_value,
        };
      }
      return {
        name: i.name!,
        name_en: i.name_en,
        age: null,
        quantity: i.quantity,
        original_price: i.original_price ?? i.price!,
        price: i.price!,
        commission_type: i.commission_type ?? "percent",
        commission_value: i.commission_value ?? DEFAULT_COMMISSION,
      };
    }),
  };
}

/** A cruise's cabin lines, as given. */
function cruiseLines(service: string, tour: Tour, items: CruiseItemInput[]): NewOrder["lines"] {
  return {
    service,
    // spec §3 "Cruise extras": the cruise's stored commission applies to its cabin lines
    commission_value: tour.commission_value ?? DEFAULT_COMMISSION,
    items: items.map((i): CruiseLine => ({
      cabin: { _id: i.cabin._id ?? null, name: i.cabin.name, name_en: i.cabin.name_en ?? null },
      quantity: i.quantity,
      price: i.price,
      quantity_extrabed: i.quantity_extrabed,
      extrabed_price: i.extrabed_price,
    })),
  };
}

/** A customer's booking (POST dev/order): prices from the tour's ages or as given, money computed here. */
export async function buildOrder(db: DB, b: DevOrder): Promise<NewOrder> {
  const tour = await db
    .selectFrom("tours")
    .selectAll()
    .where("_id", "=", b.tour)
    .where("is_deleted", "=", 0)
    .executeTakeFirst();
  if (!tour) throw new ApiError(404, "tour_not_found");
  // a cruise is booked as a cruise, a tour as a tour: the service whose listings are of the tour's type
  const service = serviceOf(b.service);
  if ((serviceListedAs(tour.type) ?? TOUR).id !== service.id)
    throw invalid([{ path: "service", message: "invalid_choice" }]);

  let calendarId: string | null = null;
  let departure: {
    single_room_surcharge: number;
    single_room_commission_type: string;
    single_room_commission_value: number;
    extra_bed_surcharge: number;
    extra_bed_commission_type: string;
    extra_bed_commission_value: number;
  } | null = null;
  if (b.dateId) {
    const row = await db
      .selectFrom("group_departures")
      .innerJoin("group_calendars", "group_calendars._id", "group_departures.calendar_id")
      .selectAll("group_departures")
      .where("group_departures._id", "=", b.dateId)
      .where("group_calendars.tour_id", "=", tour._id)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, "departure_not_found");
    calendarId = row.calendar_id;
    departure = row;
  }

  const userId = await customerIdOf(db, b.user);
  const { currency, rate } = bookingCurrency(b, tour.currency);

  const lines = service.cabinLines
    ? cruiseLines(service.id, tour, parseItems(CruiseItemSchema, b.items))
    : await tourLines(db, service.id, tour, parseItems(TourItemSchema, b.items), currency);

  const surcharge = (kind: "single_room" | "extra_bed"): Surcharge => ({
    amount: b[`${kind}_surcharge`] ?? departure?.[`${kind}_surcharge`] ?? 0,
    quantity: b[`${kind}_quantity`] ?? 0,
    commission_type: (b[`${kind}_commission_type`] ??
      departure?.[`${kind}_commission_type`] ??
      "percent") as Surcharge["commission_type"],
    commission_value: b[`${kind}_commission_value`] ?? departure?.[`${kind}_commission_value`] ?? DEFAULT_COMMISSION,
  });
  // a departure's own surcharges (spec §3 "Group calendar") apply unless the body names others
  const single = surcharge("single_room");
  const extra = surcharge("extra_bed");

  return {
    agency_id: tour.agency_id,
    service: b.service,
    tour: { _id: tour._id, type: tour.type },
    calendar_id: calendarId,
    date_id: b.dateId ?? null,
    status: b.status,
    date_travel: b.date_travel,
    created_at: b.created_at ?? nowIso(),
    user_id: userId,
    contact: b.contact,
    note: b.note,
    lines,
    currency,
    rate_payment: rate,
    duration: service.bookedInNights ? (b.duration ?? json<number[]>(tour.durations_cruise, [])[0] ?? 1) : null,
    total_traveler: b.total_traveler,
    single_room: single,
    extra_bed: extra,
    tour_operator: b.tour_operator,
    tour_guide: b.tour_guide,
    tour_driver: b.tour_driver,
    fast_track_info: b.fast_track_info,
    reason_cancel: b.reason_cancel,
  };
}

/** POST dev/order's body: a new order may start in any status of the tour's (spec §4). */
export const DevOrderSchema = devOrderSchema(ORDER_STATUSES);

/** The rows of a customer's tour or cruise booking, and the cabins it holds (one made already ended holds none). */
export async function tourDevOrder(db: DB, body: unknown): Promise<NewOrderRows> {
  const built = await buildOrder(db, parse(DevOrderSchema, body));
  const order = orderRow(built);
  const lines = built.lines;
  const holds =
    areCabinLines(lines) && !RELEASED_STATUSES.has(built.status)
      ? (trx: DB) =>
          takeCabins(
            trx,
            built.tour._id,
            built.date_travel,
            lines.items.map((i) => ({ cabinId: i.cabin._id, quantity: i.quantity })),
          )
      : undefined;
  return { order, ...companionsOf(order, "customer"), holds };
}
