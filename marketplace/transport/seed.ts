// The demo supplier's transport (MARKETPLACE_DEMO=on): vehicles, a service of each type, ~240
// bookings over every status with past, today's and future pickups, and transport payouts.
// Deterministic (fixed-seed generator), dates relative to today, batched inserts (fast to start).
import type { Insertable, Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { randomId } from "../shared/ids.js";
import { fileUrl } from "../files/store.js";
import { seedImageFile } from "../files/seed-images.js";
import { between, datesFor, generator, insertBatched, pick, statusesFor } from "../bookings/demo.js";
import { companionsOf, newPaymentId } from "../bookings/record.js";
import type { OrderEventsTable, OrdersTable, TransactionsTable } from "../bookings/tables.js";
import { snapshotOf, transportOrderRow } from "./record.js";
import type { TransportOptionsTable, TransportServicesTable } from "./tables.js";

type Trx = Kysely<Database>;
type Agency = { _id: string; user_id: string; currency: string | null };

const VEHICLES = [
  {
    type: "Xe 4 chỗ",
    brand: "Toyota Vios",
    similar: "SEDAN",
    year: "2021",
    doors: 4,
    gearbox: "at",
    colors: ["#1c7ed6", "#a5d8ff"],
  },
  {
    type: "Xe 7 chỗ",
    brand: "Toyota Innova",
    similar: "MINIVAN",
    year: "2020",
    doors: 5,
    gearbox: "mt",
    colors: ["#2b8a3e", "#b2f2bb"],
  },
  {
    type: "Xe 16 chỗ",
    brand: "Ford Transit",
    similar: "MINIBUS",
    year: "2019",
    doors: 4,
    gearbox: "mt",
    colors: ["#e67700", "#ffe066"],
  },
  {
    type: "Limousine 9 chỗ",
    brand: "Hyundai Solati",
    similar: "LIMOUSINE",
    year: "2022",
    doors: 4,
    gearbox: "at",
    colors: ["#5f3dc4", "#d0bfff"],
  },
] as const;

/**
 * A demo vehicle's photo, drawn at seed time in the 700 × 466 crop's ratio (hotels-bikes-transport §5)
 * and stored as a supplier's upload is: a saved `files` row, the bytes in <dataDir>/seed; answers its URL.
 */
async function seedVehiclePhoto(
  trx: Trx,
  dataDir: string,
  agencyId: string,
  colors: readonly [string, string],
  created: string,
) {
  const filename = await seedImageFile(trx, dataDir, agencyId, { colors, w: 350, h: 233, type: "transport", created });
  return fileUrl(filename);
}

const SERVICES = [
  { type: "airport", route: "hotel_innercity", vehicle: 0, seats: 4, price: 350_000, minutes: 60 },
  { type: "airport", route: "hotel_outsidecity", vehicle: 1, seats: 7, price: 650_000, minutes: 120 },
  {
    type: "airport",
    route: "custom",
    custom: ["Sân bay Tân Sơn Nhất – Vũng Tàu", "Tan Son Nhat airport – Vung Tau"],
    vehicle: 3,
    seats: 9,
    price: 1_800_000,
    minutes: 150,
  },
  { type: "innercity", route: "4", vehicle: 0, seats: 4, price: 600_000, minutes: 240 },
  { type: "innercity", route: "8", vehicle: 2, seats: 16, price: 1_900_000, minutes: 480 },
  { type: "sightseeing_day", route: "8", vehicle: 1, seats: 7, price: 1_500_000, minutes: 480 },
  {
    type: "sightseeing_days",
    route: "custom",
    custom: ["Sài Gòn – Đà Lạt – Nha Trang", "Saigon – Da Lat – Nha Trang"],
    vehicle: 3,
    seats: 9,
    price: 9_500_000,
    minutes: 3 * 1440,
  },
] as const;

const GUESTS = ["Trần Thị Mai", "Lê Văn Hùng", "Emma Wilson", "Phạm Quốc Bảo", "Kenji Tanaka", "Nguyễn Thu Hà"];
const PLACES = [
  { name: "Sân bay Tân Sơn Nhất", address: "Trường Sơn, Tân Bình, TP. Hồ Chí Minh" },
  { name: "Khách sạn Rex", address: "141 Nguyễn Huệ, Quận 1" },
  { name: "Caravelle Saigon", address: "19 Công Trường Lam Sơn, Quận 1" },
  { name: "Chợ Bến Thành", address: "Lê Lợi, Quận 1" },
];
const OPERATOR = {
  fullname: "Võ Thanh Tâm",
  email: "dieuhanh@saigondiscovery.demo.vn",
  contact_methods: [{ name: "phone", value: "0903111222" }],
  note: null,
};
const DRIVER = {
  fullname: "Đặng Văn Lộc",
  license_plate: "51H-123.45",
  contact_methods: [{ name: "zalo", value: "0909555666" }],
  note: null,
};
const WITH_OPERATOR = ["confirmed", "agency_begin", "begin", "agency_completed", "completed", "not-come"];
const WITH_DRIVER = ["agency_begin", "begin", "agency_completed", "completed"];

export async function seedTransport(trx: Trx, dataDir: string, agency: Agency, bookings = 240) {
  const existing = await trx
    .selectFrom("transport_options")
    .select("_id")
    .where("agency_id", "=", agency._id)
    .executeTakeFirst();
  if (existing) return;
  const rand = generator(20_261_014);
  const now = new Date().toISOString();
  const photos: string[] = [];
  for (const v of VEHICLES) photos.push(await seedVehiclePhoto(trx, dataDir, agency._id, v.colors, now));
  const options: TransportOptionsTable[] = VEHICLES.map((v, i) => ({
    _id: randomId(),
    agency_id: agency._id,
    type: v.type,
    brand: v.brand,
    similar: v.similar,
    year_of_manufacture: v.year,
    doors: v.doors,
    ac: 1,
    gearbox: v.gearbox,
    avatar: photos[i]!,
    is_deleted: 0,
    created_at: now,
    updated_at: now,
  }));
  await trx.insertInto("transport_options").values(options).execute();

  const vn = await trx
    .selectFrom("countries")
    .innerJoin("cities", "cities.country_id", "countries._id")
    .select(["countries._id as country", "countries.area_id as area", "cities._id as city"])
    .where("countries.code", "=", "VN")
    .orderBy("cities.name_vi")
    .execute();
  if (!vn.length) return;
  const currency = agency.currency ?? "VND";
  const services: TransportServicesTable[] = SERVICES.map((s, i) => ({
    _id: randomId(),
    agency_id: agency._id,
    created_by: agency.user_id,
    type: s.type,
    route: s.route,
    route_custom: "custom" in s ? s.custom[0] : null,
    duration_type: s.minutes >= 1440 ? "day" : "hour",
    duration: s.minutes,
    area_id: vn[0]!.area,
    country_id: vn[0]!.country,
    city_id: vn[i % vn.length]!.city,
    city_des_id: "custom" in s ? vn[(i + 3) % vn.length]!.city : null,
    option_id: options[s.vehicle]!._id,
    car_type: s.seats,
    max_guests: s.seats - 1,
    max_luggages: Math.max(1, s.seats - 2),
    max_km: s.minutes >= 1440 ? 1200 : 100,
    currency,
    price: s.price,
    commission_value: 15,
    language_driver: "Tiếng Việt, English",
    age_driver: 35,
    what_included: "Xăng xe, phí cầu đường, nước uống, tài xế kinh nghiệm.",
    additional_info: null,
    cancellation_policy: "Miễn phí hủy trước 24 giờ so với giờ đón.",
    key_words: "đưa đón, sân bay, xe riêng",
    translations: JSON.stringify({
      en: {
        route_custom: "custom" in s ? s.custom[1] : null,
        language_driver: "Vietnamese, English",
        what_included: "Fuel, tolls, drinking water, an experienced driver.",
        additional_info: null,
        cancellation_policy: "Free cancellation up to 24 hours before pickup.",
      },
    }),
    auto_translate_en: 0,
    auto_translate_vi: 0,
    status: i === SERVICES.length - 1 ? "pending" : "approved",
    is_active: 1,
    is_deleted: 0,
    created_at: new Date(Date.now() - (SERVICES.length - i) * 86_400_000).toISOString(),
    updated_at: now,
  }));
  await trx.insertInto("transport_services").values(services).execute();

  const orders: Insertable<OrdersTable>[] = [];
  const events: Insertable<OrderEventsTable>[] = [];
  const transactions: Insertable<TransactionsTable>[] = [];
  for (const status of statusesFor(rand, bookings)) {
    const i = between(rand, 0, services.length - 1);
    const service = services[i]!;
    const { date_travel, created_at } = datesFor(rand, status);
    // pickup between 06:00 and 21:55 in Vietnam (UTC+7), in 5-minute steps
    const minutes = between(rand, 6 * 12, 21 * 12 + 11) * 5;
    const pickupAt = new Date(Date.parse(`${date_travel}T00:00:00+07:00`) + minutes * 60_000).toISOString();
    const guest = pick(rand, GUESTS);
    const from = pick(rand, PLACES);
    const order = transportOrderRow({
      agency_id: agency._id,
      snapshot: snapshotOf(service, options[SERVICES[i]!.vehicle]),
      currency,
      rate_payment: 1,
      status,
      date_pickup: pickupAt,
      pickup: from,
      drop_off: pick(
        rand,
        PLACES.filter((p) => p !== from),
      ),
      flight_info:
        service.type === "airport"
          ? {
              airline: "Vietnam Airlines",
              flight_number: `VN${between(rand, 200, 299)}`,
              departure_airport: "HAN",
              arrival_airport: "SGN",
              departure_time: new Date(Date.parse(pickupAt) - 150 * 60_000).toISOString(),
              arrival_time: new Date(Date.parse(pickupAt) - 20 * 60_000).toISOString(),
              departure_terminal: "T1",
              arrival_terminal: "T1",
            }
          : null,
      contact: {
        fullname: guest,
        phone: `09${between(rand, 10_000_000, 99_999_999)}`,
        email: `${guest
          .normalize("NFD")
          .replace(/[^a-zA-Z]/g, "")
          .toLowerCase()}@example.com`,
      },
      guests: between(rand, 1, service.max_guests),
      note: rand() < 0.2 ? "Có 1 trẻ em, cần ghế trẻ em." : null,
      created_at: created_at > now ? now : created_at,
      reason_cancel: status === "cancelled" || status === "abandoned" ? "Khách thay đổi lịch trình" : null,
      cancel_by: status === "cancelled" ? (rand() < 0.5 ? "customer" : "supplier") : null,
      operator: WITH_OPERATOR.includes(status) ? OPERATOR : null,
      driver: WITH_DRIVER.includes(status) ? DRIVER : null,
    });
    orders.push(order);
    const c = companionsOf(order, "customer");
    events.push(c.event);
    transactions.push(...c.transactions);
  }
  await insertBatched(trx, "orders", orders);
  await insertBatched(trx, "order_events", events);
  await insertBatched(trx, "transactions", transactions);

  // two payouts for transport (the revenue page's "payments received")
  for (const days of [45, 15]) {
    await trx
      .insertInto("payments")
      .values({
        _id: randomId(),
        payment_id: newPaymentId("PAY"),
        agency_id: agency._id,
        service: "transport",
        payment_method: "bank_transfer",
        bank_name: "Vietcombank",
        branch_name: "Chi nhánh TP. Hồ Chí Minh",
        account_number: "0071001234567",
        payment_currency: "VND",
        payment_amount: days === 45 ? 12_500_000 : 8_750_000,
        payment_date: new Date(Date.now() - days * 86_400_000).toISOString(),
        rate_vnd: 1,
        note: "Thanh toán dịch vụ đưa đón",
        created_at: now,
      })
      .execute();
  }
}
