// Demo of "Rentals out today" for a supplier with bikes (contract/front-desk.ts): its first bike's
// first option asks a deposit and lists three units (plates); one rental is out (handed over
// yesterday with a unit and its deposit held, back tomorrow), one is overdue (due back yesterday),
// and one confirmed pickup is due today. Once per supplier (skipped when it has units already).
import type { Kysely } from "kysely";
import { vietnamInstant, DEFAULT_COMMISSION } from "@contract/api/dev";
import { bikeBookingMoney, rentalDays, rentalQuantity } from "@contract/bike-booking-money";
import { addDays, todayInVietnam } from "@contract/calendar";
import type { Database } from "../db/schema.js";
import { randomId } from "../shared/ids.js";
import { bookedItem } from "../bookings/stock-orders.js";
import { insertDemoOrders, type DemoAgency } from "../bookings/service-seed.js";
import { canTakePlaces, takePlaces } from "../calendars/stock.js";
import { OPTION_CALENDAR, optionPriceOn } from "./calendar.js";
import { bikeOrderRow, bikeSnapshot } from "./order-row.js";

type Trx = Kysely<Database>;
const DEPOSIT = 2_000_000;
const PLATES = ["43-B1 234.56", "43-B1 234.57", "43-B1 234.58"];

type DemoRental = { renter: [string, string]; from: number; days: number; status: string; out?: number };
const RENTALS: DemoRental[] = [
  { renter: ["Nguyễn Văn Tâm", "0987654001"], from: -1, days: 2, status: "begin", out: 0 },
  { renter: ["Lucas Schmidt", "0987654002"], from: -3, days: 2, status: "begin", out: 1 },
  { renter: ["Trịnh Bảo Ngọc", "0987654003"], from: 0, days: 1, status: "confirmed" },
];

export async function seedBikeDesk(trx: Trx, agency: DemoAgency, today = todayInVietnam()) {
  const done = await trx.selectFrom("bike_units").select("_id").where("agency_id", "=", agency._id).executeTakeFirst();
  if (done) return;
  const bike = await trx
    .selectFrom("bikes")
    .selectAll()
    .where("agency_id", "=", agency._id)
    .where("is_deleted", "=", 0)
    .where("rental_by_day", "=", 1)
    .orderBy("created_at")
    .orderBy("_id")
    .executeTakeFirst();
  const option = bike
    ? await trx
        .selectFrom("bike_options")
        .selectAll()
        .where("bike_id", "=", bike._id)
        .orderBy("created_at")
        .executeTakeFirst()
    : undefined;
  if (!bike || !option) return;
  const now = new Date().toISOString();
  await trx.updateTable("bike_options").set({ deposit: DEPOSIT }).where("_id", "=", option._id).execute();
  const units = PLATES.map((label, i) => ({
    _id: randomId(),
    agency_id: agency._id,
    option_id: option._id,
    label,
    is_deleted: 0,
    created_at: new Date(Date.parse(now) + i).toISOString(),
  }));
  await trx.insertInto("bike_units").values(units).execute();

  const orders: ReturnType<typeof bikeOrderRow>[] = [];
  const outs: { order: string; unit: string; at: string; status: string }[] = [];
  for (const r of RENTALS) {
    const pickupDay = addDays(today, r.from);
    const returnDay = addDays(pickupDay, r.days);
    const ahead = rentalDays(pickupDay, returnDay).filter((d) => d >= today);
    if (ahead.length && (await canTakePlaces(trx, OPTION_CALENDAR, option._id, ahead, 1)))
      await takePlaces(trx, OPTION_CALENDAR, option._id, ahead, 1, "option");
    const pickup = vietnamInstant(pickupDay, bike.opening);
    const ret = vietnamInstant(returnDay, bike.opening);
    const timeQuantity = rentalQuantity("day", pickup, ret);
    const line = { option: bookedItem(option), quantity: 1, price: (await optionPriceOn(trx, option, pickupDay)).day };
    const money = bikeBookingMoney({
      currency: bike.currency,
      time_quantity: timeQuantity,
      commission_value: DEFAULT_COMMISSION,
      items: [line],
    });
    const order = bikeOrderRow({
      agency_id: agency._id,
      bike: bikeSnapshot(bike),
      status: r.status,
      date_pickup: pickup,
      date_return: ret,
      rental_method: "day",
      time_quantity: timeQuantity,
      lines: [{ ...line, amount: money.lines[0]! }],
      money,
      commission_value: DEFAULT_COMMISSION,
      currency: bike.currency,
      rate_payment: 1,
      contact: { fullname: r.renter[0], phone: r.renter[1], email: `rider${r.renter[1].slice(-3)}@example.com` },
      created_at: new Date(Date.parse(pickup) - 5 * 86_400_000).toISOString(),
    });
    order.deposit_amount = DEPOSIT;
    if (r.out !== undefined)
      outs.push({
        order: order._id,
        unit: units[r.out]!._id,
        at: new Date(Date.parse(pickup) + 600_000).toISOString(),
        status: r.status,
      });
    orders.push(order);
  }
  await insertDemoOrders(trx, orders, now);
  for (const o of outs) {
    await trx
      .updateTable("orders")
      .set({ handed_over_at: o.at, deposit_status: "held" })
      .where("_id", "=", o.order)
      .execute();
    await trx
      .insertInto("rental_units")
      .values({ _id: randomId(), order_id: o.order, unit_id: o.unit, option_id: option._id, handed_over_at: o.at })
      .execute();
    const data = JSON.stringify({
      desk: "handover",
      units: [PLATES[units.findIndex((u) => u._id === o.unit)]],
      deposit: "held",
    });
    await trx
      .insertInto("order_events")
      .values({
        order_id: o.order,
        from_status: o.status,
        to_status: o.status,
        actor: "agency",
        data,
        created_at: o.at,
      })
      .execute();
  }
}
