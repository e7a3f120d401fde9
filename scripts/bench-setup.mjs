// The data `npm run bench` measures on, made through the marketplace's own calls on a fresh embedded
// marketplace: the demo supplier scaled (dev/scale: 1,000 tours, 10,000 tour bookings, 10,000 hotel
// bookings, and `bike_bookings` once dev/scale knows it), and one item per kind of sales calendar with
// 365 scheduled days from today (ranges of ≤ 100 days, the calendar calls' limit): a cruise cabin, a
// hotel room and a bike rental option (when the bike calendar calls exist). Everything a page of the
// bench needs (ids, a booking of each service, a middle page) is returned in one object.

/** The four ranges (days from today) that schedule 365 days, each ≤ 100 days. */
const YEAR = [
  [0, 99],
  [100, 199],
  [200, 299],
  [300, 364],
];
/** A day `n` days from today in Vietnam (UTC+7), YYYY-MM-DD. */
export const dayAfter = (n) => new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
/** The month the calendar pages show: the middle of the scheduled year. */
const MONTH = dayAfter(150);
export const monthQuery = `month=${Number(MONTH.slice(5, 7))}&year=${MONTH.slice(0, 4)}`;

const idOf = (v) => (v && typeof v === "object" ? v._id : v);

/**
 * Scales the supplier and schedules the calendars. `api(method, path, body)` answers the marketplace's
 * JSON envelope ({code, data}) with the supplier's token. What could not be made (a call that does not
 * exist yet) is left out and said in `skipped`.
 */
/**
 * The demo supplier's marketplace calls, over `call(method, path, body, headers)` of the bench's server:
 * `api` with its token (paths below /api/v1), `dev` without (the dev calls).
 */
export async function supplierCalls(call) {
  const login = { type: 0, role: "agency", email: "supplier@demo.vn", password: "Demo@12345" };
  const token = (await (await call("POST", "/api/v1/auth/login", login)).json()).data.token.accessToken;
  return {
    api: async (method, pathname, body) =>
      (await call(method, `/api/v1/${pathname}`, body, { Authorization: `Bearer ${token}` })).json(),
    dev: async (method, pathname, body) => (await call(method, pathname, body)).json(),
  };
}

export async function setUp(api, dev) {
  const skipped = {};
  const scaled = await dev("POST", "/api/v1/dev/scale", {
    agency: "supplier@demo.vn",
    tours: 1000,
    bookings: 10000,
    hotel_bookings: 10000,
    // stripped by dev/scale's schema until the bikes' bookings know it; counted below when it does
    bike_bookings: 10000,
  });
  if (scaled.code !== 200) throw new Error(`dev/scale: ${JSON.stringify(scaled)}`);
  if (!("bike_bookings" in scaled.data)) skipped.bikeBookings = "dev/scale has no bike_bookings yet";

  // each service's bookings: the total (for a middle page) and one booking (its detail page)
  const bookings = {};
  for (const [service, call] of [
    ["tour", "order"],
    ["cruise", "order?service=cruise"],
    ["hotel", "hotel/order"],
    ["transport", "transport/order"],
    ["bike", "bike/order"],
  ]) {
    const join = call.includes("?") ? "&" : "?";
    const first = await api("GET", `${call}${join}perPage=1`);
    if (first.code !== 200 || !first.data?.total) continue;
    const total = first.data.total;
    const some = await api("GET", `${call}${join}perPage=1&page=${Math.max(1, Math.floor(total / 3))}`);
    const doc = some.data?.docs?.[0];
    bookings[service] = { total, middle: Math.max(1, Math.ceil(total / 10 / 2)), id: doc?._id, uid: doc?.uid };
  }
  const tourId = (await api("GET", "tour/tour?perPage=1")).data.docs[0]._id;

  return {
    scaled: scaled.data,
    bookings,
    tourId,
    cabinPage: await cabinCalendar(api),
    roomPage: await roomCalendar(api),
    occupancyPage: await occupancyGrid(api),
    optionPage: await optionCalendar(api, skipped),
    skipped,
  };
}

/** Schedules 365 days with `schedule(range)` (an API reply); throws on a refusal. */
async function scheduleYear(what, schedule) {
  let reply;
  for (const [from, to] of YEAR) {
    reply = await schedule(dayAfter(from), dayAfter(to));
    if (reply.code !== 200) throw new Error(`${what}: ${JSON.stringify(reply)}`);
  }
  return reply.data;
}

/** A new cabin of a seeded cruise (dev/scale's cruises have no cabin types) with 365 days. */
async function cabinCalendar(api) {
  let cruise;
  for (const c of (await api("GET", "tour/tour?perPage=-1&type=cruise")).data.docs) {
    const detail = (await api("GET", `tour/tour/${c._id}`)).data;
    if (detail.cabins?.length) {
      cruise = detail;
      break;
    }
  }
  if (!cruise) throw new Error("no cruise with cabin types");
  const seeded = cruise.cabins[0];
  const cabin = (
    await api("POST", "cruise/cabin", {
      cruise: cruise._id,
      name: "Cabin đo tốc độ",
      translations: { en: { name: "Bench cabin" } },
      price: 2_000_000,
      num_cabin: 20,
      beds: seeded.beds.map((b) => ({ type: b.type, quantity: b.quantity })),
      all_board: false,
      extrabed: true,
      acreage: 20,
      is_active: true,
      facilities: seeded.facilities.map((f) => f._id),
      image: seeded.image,
    })
  ).data;
  await scheduleYear("cruise/cabin-calendar", (dateStart, dateEnd) =>
    api("POST", "cruise/cabin-calendar", {
      cabin: cabin._id,
      prices: cruise.durations_cruise.map((nights) => ({ nights, price: 2_000_000 * nights, extrabed_price: 500_000 })),
      dateStart,
      dateEnd,
      cabin_available: 20,
      exclusion_date: [],
    }),
  );
  return `/cruise/${cruise._id}/cabins?cabin=${cabin._id}&${monthQuery}`;
}

/** The first seeded hotel that has room types (the whole record: its rooms with their beds and facilities). */
async function firstHotelWithRooms(api) {
  const hotels = (await api("GET", "hotel/hotel?perPage=-1")).data.docs;
  for (const h of hotels) {
    const detail = (await api("GET", `hotel/hotel/${h._id}`)).data;
    if (detail.rooms?.length) return detail;
  }
  throw new Error("no hotel with rooms");
}

/** A new room of a seeded hotel (shaped like its first room) with 365 days, its calendar linked. */
async function roomCalendar(api) {
  const hotel = await firstHotelWithRooms(api);
  const seeded = hotel.rooms[0];
  const created = await api("POST", "hotel/room", {
    hotel: hotel._id,
    name: "Phòng đo tốc độ",
    translations: { en: { name: "Bench room" } },
    price: 1_500_000,
    num_room: 20,
    beds: seeded.beds.map((b) => ({ type: idOf(b.type), quantity: b.quantity })),
    breakfast: true,
    extrabed: true,
    acreage: 25,
    is_active: true,
    facilities: (seeded.facilities ?? []).map(idOf),
    image: seeded.image,
  });
  if (created.code !== 200) throw new Error(`hotel/room: ${JSON.stringify(created)}`);
  const room = created.data;
  const calendar = await scheduleYear("hotel/calendar", (dateStart, dateEnd) =>
    api("POST", "hotel/calendar", {
      room: room._id,
      price: 1_500_000,
      dateStart,
      dateEnd,
      room_available: 20,
      exclusion_date: [],
    }),
  );
  // spec hotels-bikes-transport §4: the first schedule's calendar is linked to its room
  if (calendar?._id) await api("PATCH", `hotel/room/${room._id}`, { calendar: calendar._id });
  return `/hotel/${hotel._id}/rooms?room=${room._id}&${monthQuery}`;
}

/**
 * The occupancy grid of a hotel of 12 room types over 31 days (contract/front-desk.ts "Occupancy at a
 * glance"): the first hotel with rooms gets room types until it has 12, each with 31 days set.
 */
async function occupancyGrid(api) {
  const hotel = await firstHotelWithRooms(api);
  const seeded = hotel.rooms[0];
  for (let i = hotel.rooms.length; i < 12; i++) {
    const created = await api("POST", "hotel/room", {
      hotel: hotel._id,
      name: `Phòng lưới ${i + 1}`,
      translations: { en: { name: `Grid room ${i + 1}` } },
      price: 900_000,
      num_room: 10,
      beds: seeded.beds.map((b) => ({ type: idOf(b.type), quantity: b.quantity })),
      facilities: (seeded.facilities ?? []).map(idOf),
      is_active: true,
    });
    if (created.code !== 200) throw new Error(`hotel/room: ${JSON.stringify(created)}`);
    const calendar = await api("POST", "hotel/calendar", {
      room: created.data._id,
      price: 900_000,
      dateStart: dayAfter(0),
      dateEnd: dayAfter(30),
      room_available: 10,
      exclusion_date: [],
    });
    if (calendar.code !== 200) throw new Error(`hotel/calendar: ${JSON.stringify(calendar)}`);
    await api("PATCH", `hotel/room/${created.data._id}`, { calendar: calendar.data._id });
  }
  return `/hotel/${hotel._id}/occupancy?days=31`;
}

/** A new rental option of a seeded bike with 365 days, once the bike calendar calls exist; else null. */
async function optionCalendar(api, skipped) {
  const bike = (await api("GET", "bike/bike?perPage=1")).data?.docs?.[0];
  if (!bike) return ((skipped.optionCalendar = "no bike"), null);
  const option = await api("POST", "bike/option", {
    bike: bike._id,
    name: "Gói đo tốc độ",
    description: "Gói thuê để đo tốc độ",
    translations: { en: { name: "Bench option", description: "A rental option to measure speed" } },
    quantity_default: 20,
    price_day_default: 200_000,
    price_hour_default: 30_000,
    is_active: true,
  });
  if (option.code !== 200) return ((skipped.optionCalendar = `bike/option: ${option.code}`), null);
  const first = await api("POST", "bike/calendar", {
    option: option.data._id,
    price_day: 200_000,
    price_hour: 30_000,
    dateStart: dayAfter(0),
    dateEnd: dayAfter(99),
    available: 20,
    exclusion_date: [],
  });
  if (first.code !== 200) return ((skipped.optionCalendar = `bike/calendar answers ${first.code}`), null);
  const calendar = await scheduleYear("bike/calendar", (dateStart, dateEnd) =>
    dateStart === dayAfter(0)
      ? first
      : api("POST", "bike/calendar", {
          option: option.data._id,
          price_day: 200_000,
          price_hour: 30_000,
          dateStart,
          dateEnd,
          available: 20,
          exclusion_date: [],
        }),
  );
  if (calendar?._id) await api("PATCH", `bike/option/${option.data._id}`, { calendar: calendar._id });
  return `/bike/${bike._id}/options?option=${option.data._id}&${monthQuery}`;
}
