// Warnings before a supplier loses track of what it sells (plain form posts, real server, fresh
// SQLite): deleting a transport service that still has bookings to come says how many and what
// happens to them (they stay as booked); a cabin type put on sale above its own cabin count is
// warned of, not refused, in the schedule preview and in the day edit.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInVietnam } from "@contract/calendar";
import { cabinOnFirstCruise } from "../support/cruises";
import { apiToken } from "../support/api";
import { serverForThisFile } from "../support/server";
import { loggedIn, marketplaceCall, visibleText, type Browserless } from "../support/browserless";

const server = serverForThisFile();
let token: string;
let b: Browserless;
const api = (method: string, p: string, body?: unknown) => marketplaceCall(server.url, method, p, body, token);
const dmy = (day: string) => `${day.slice(8)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

beforeAll(async () => {
  token = await apiToken(server.url);
  b = await loggedIn(server.url);
});

describe("deleting a transport service with bookings to come", () => {
  it("warns with the count and says the bookings stay; a service without any shows no warning", async () => {
    const services = (await api("GET", "transport/transport?perPage=-1")).body.data.docs as { _id: string }[];
    // a fresh service of the supplier's, copied from a seeded one, with one paid booking next week
    const seeded = (await api("GET", `transport/transport/${services[0]!._id}`)).body.data;
    const copy = await api("POST", "transport/transport", {
      type: seeded.type,
      route: seeded.route,
      route_custom: seeded.vi?.route_custom ?? null,
      duration_type: seeded.duration_type,
      duration: seeded.duration,
      area: seeded.area?._id,
      country: seeded.country?._id,
      city: seeded.city?._id,
      city_des: seeded.city_des?._id ?? null,
      option: seeded.option?._id,
      car_type: seeded.car_type,
      max_guests: seeded.max_guests,
      max_luggages: seeded.max_luggages,
      max_km: seeded.max_km,
      currency: seeded.currency,
      price: seeded.price,
      commission_value: seeded.commission_value,
      age_driver: seeded.age_driver,
      ...seeded.vi,
      is_active: true,
      translations: seeded.translations,
    });
    expect(copy.body.code, JSON.stringify(copy.body)).toBe(200);
    const id = copy.body.data._id as string;
    const quiet = await b.get(`/transport/services?confirm=delete&id=${id}`);
    expect(quiet.html).toContain('data-testid="confirm-dialog"');
    expect(quiet.html).not.toContain('data-testid="confirm-warning"');

    const order = await marketplaceCall(server.url, "POST", "dev/order", {
      service: "transport",
      transport: id,
      date_pickup: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      pickup: { name: "Sân bay Tân Sơn Nhất", address: "Tân Bình" },
      drop_off: { name: "Khách sạn Rex", address: "141 Nguyễn Huệ" },
      contact: { fullname: "Phạm Thị Lan", phone: "+84901234567", email: "lan@example.vn" },
      status: "paid",
    });
    expect(order.body.code, JSON.stringify(order.body)).toBe(200);
    const warned = await b.get(`/transport/services?confirm=delete&id=${id}`);
    expect(warned.html).toContain('data-testid="confirm-warning"');
    expect(visibleText(warned.html)).toContain(
      "This service has 1 booking still to come. Deleting it only takes the service off sale: that booking stays as booked",
    );
    const vi = await loggedIn(server.url, "supplier@demo.vn", "vi");
    expect(visibleText((await vi.get(`/transport/services?confirm=delete&id=${id}`)).html)).toContain(
      "Dịch vụ này còn 1 đơn sắp tới.",
    );

    // what the warning says is what happens: the booking stays, with the service as booked
    await b.post(`/transport/services?confirm=delete&id=${id}`, { intent: "delete", id });
    expect((await api("GET", `transport/transport/${id}`)).body.code).toBe(404);
    const kept = (await api("GET", `transport/order/${order.body.data._id}`)).body;
    expect(kept.code).toBe(200);
    expect(kept.data.status).toBe("paid");
    expect(kept.data.transport._id).toBe(id);
  });
});

describe("a cabin type on sale above its own count", () => {
  let page: string;
  let cruise: { _id: string; durations_cruise: number[] };
  let cabinId: string;
  const start = addDays(todayInVietnam(), 12);
  const prices = () => Object.fromEntries(cruise.durations_cruise.map((n) => [`price_${n}`, String(2_000_000 * n)]));

  beforeAll(async () => {
    ({ cruise, cabinId } = await cabinOnFirstCruise(api, "Cabin mười phòng thử", "Ten cabins test", 10));
    page = `/cruise/${cruise._id}/cabins?cabin=${cabinId}`;
  });

  const preview = (available: string) =>
    b.post(`${page}&modal=schedule`, {
      intent: "schedule",
      step: "preview",
      dateStart: dmy(start),
      dateEnd: dmy(addDays(start, 2)),
      available,
      extrabed_price: "300000",
      ...prices(),
    });

  it("the schedule preview warns at 50 a day for a type of 10 cabins, and still offers to apply", async () => {
    const over = await preview("50");
    expect(over.html).toContain('data-testid="over-owned"');
    expect(visibleText(over.html)).toContain("50 for sale a day is more than the 10 cabins this type has");
    expect(over.html).toContain('data-testid="schedule-apply"');
    const fits = await preview("10");
    expect(fits.html).toContain('data-testid="schedule-summary"');
    expect(fits.html).not.toContain('data-testid="over-owned"');
  });

  it("the day edit warns for a day on sale above the count, in both languages", async () => {
    const reply = await api("POST", "cruise/cabin-calendar", {
      cabin: cabinId,
      prices: cruise.durations_cruise.map((nights) => ({ nights, price: 2_000_000 * nights, extrabed_price: null })),
      dateStart: start,
      dateEnd: start,
      cabin_available: 50,
      exclusion_date: [],
    });
    expect(reply.body.code, JSON.stringify(reply.body)).toBe(200);
    const month = `&month=${Number(start.slice(5, 7))}&year=${start.slice(0, 4)}`;
    const day = await b.get(`${page}${month}&modal=day&date=${start}`);
    expect(day.html).toContain('data-testid="day-dialog"');
    expect(visibleText(day.html)).toContain("50 for sale a day is more than the 10 cabins this type has");
    const vi = await loggedIn(server.url, "supplier@demo.vn", "vi");
    expect(visibleText((await vi.get(`${page}${month}&modal=day&date=${start}`)).html)).toContain(
      "50 cabin mở bán mỗi ngày nhiều hơn 10 cabin của loại này",
    );
  });
});
