// Seed of the demo supplier's cruises, ~300 bookings over every status of spec §4 and the
// operator's payouts. Deterministic (a fixed-seed generator), dates relative to today, so the
// demo has the same shape on every new database. Idempotent: each part is skipped when the
// supplier already has it.
import { sql, type Insertable, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { OrderEventsTable, OrdersTable, PaymentsTable, TransactionsTable } from "./tables.js";
import { randomId } from "../shared/ids.js";
import { CONTENT_KEYS, DAY_MINUTES } from "@contract/api/tours";
import type { Driver, Person } from "@contract/api/bookings";
import { SEED_CONTENT } from "../tours/seed-data.js";
import { seedReferences } from "../reference/seed.js";
import { seedTourImages } from "../files/seed-images.js";
import { json } from "../shared/json.js";
import { dayjs } from "../shared/dates.js";
import { between, datesFor, generator, insertBatched, pick, statusesFor, type Rand } from "./demo.js";
import { defaultRate, round2 } from "../shared/money.js";
import { companionsOf, newPaymentId, orderRow, type NewOrder } from "./record.js";
import { areCabinLines, type CruiseLine, type Surcharge, type TourLine } from "./money.js";

type Trx = Kysely<Database>;
type Agency = { _id: string; user_id: string; currency: string | null };
// spec §9: a stored percent is 100 − the agency's share (what it enters), i.e. the marketplace's percent:
// the numbers below are the marketplace's percents

const CRUISES = [
  {
    name: { vi: "Du thuyền Di Sản Vịnh Hạ Long 5 sao", en: "Ha Long Bay Heritage Cruise, 5 stars" },
    city: "Ha Long",
    address: "Cảng tàu khách quốc tế Tuần Châu, TP. Hạ Long, Quảng Ninh",
    price: 3_900_000,
    nights: [1, 2],
    stars: 5,
    checkin: "12:00",
    checkout: "10:30",
    share: 15,
    overview: {
      vi: "Hai ngày giữa hàng nghìn đảo đá vôi: chèo kayak ở hang Luồn, ngắm hoàng hôn trên boong, tập thái cực quyền lúc bình minh và thăm hang Sửng Sốt.",
      en: "Two days among thousands of limestone islets: kayak through Luon Cave, watch the sunset from the deck, practise tai chi at dawn and visit Sung Sot Cave.",
    },
    cabins: [
      ["Phòng Deluxe ban công", "Deluxe Balcony"],
      ["Phòng Junior Suite", "Junior Suite"],
      ["Phòng Executive hướng biển", "Executive Ocean Suite"],
    ],
    colors: [
      ["#1c7ed6", "#0b7285"],
      ["#15aabf", "#364fc7"],
    ],
  },
  {
    name: { vi: "Du thuyền Vịnh Lan Hạ và đảo Cát Bà", en: "Lan Ha Bay and Cat Ba Island Cruise" },
    city: "Cat Ba",
    address: "Bến tàu Gót, đảo Cát Bà, huyện Cát Hải, Hải Phòng",
    price: 3_200_000,
    nights: [1, 2],
    stars: 4,
    checkin: "12:30",
    checkout: "10:00",
    share: 12,
    overview: {
      vi: "Vịnh Lan Hạ yên tĩnh với những bãi cát nhỏ, làng chài Việt Hải và làn nước xanh ngọc; bơi, chèo kayak và học nấu chả giò trên tàu.",
      en: "The quiet Lan Ha Bay with small beaches, Viet Hai fishing village and jade water: swim, kayak and learn to roll spring rolls on board.",
    },
    cabins: [
      ["Phòng Superior cửa sổ", "Superior Window"],
      ["Phòng Deluxe ban công", "Deluxe Balcony"],
      ["Phòng gia đình", "Family Cabin"],
    ],
    colors: [["#0ca678", "#1864ab"]],
  },
  {
    name: { vi: "Du thuyền Mekong Cần Thơ – Châu Đốc", en: "Mekong River Cruise from Can Tho to Chau Doc" },
    city: "Can Tho",
    address: "Bến Ninh Kiều, quận Ninh Kiều, TP. Cần Thơ",
    price: 5_600_000,
    nights: [1, 2, 3],
    stars: 4,
    checkin: "13:00",
    checkout: "11:00",
    share: 10,
    overview: {
      vi: "Xuôi dòng Mekong qua chợ nổi Cái Răng, làng bè cá Châu Đốc và núi Sam, với bữa tối đặc sản miền Tây và đờn ca tài tử trên boong.",
      en: "Down the Mekong past Cai Rang floating market, Chau Doc's floating fish farms and Sam Mountain, with Mekong Delta dinners and folk music on deck.",
    },
    cabins: [
      ["Phòng Deluxe hướng sông", "Deluxe River View"],
      ["Phòng Suite ban công", "Balcony Suite"],
    ],
    colors: [
      ["#e67700", "#2b8a3e"],
      ["#f59f00", "#0b7285"],
    ],
  },
] as const;

/**
 * A paid booking on the first departure of each seeded group tour: its travellers hold seats
 * (spec §3 "Group calendar"), so the calendar shows booked seats and "delete" offers the bookings.
 * Skipped when the supplier already has a departure's booking.
 */
export async function seedDepartureBookings(trx: Trx, agency: Agency) {
  const existing = await trx
    .selectFrom("orders")
    .select("_id")
    .where("agency_id", "=", agency._id)
    .where("date_id", "is not", null)
    .executeTakeFirst();
  if (existing) return;
  const now = dayjs();
  const tours = await trx
    .selectFrom("tours")
    .innerJoin("group_calendars", "group_calendars.tour_id", "tours._id")
    .select(["tours._id", "tours.type", "tours.price", "tours.currency", "group_calendars._id as calendar_id"])
    .where("tours.agency_id", "=", agency._id)
    .where("tours.type", "=", "group")
    .where("tours.is_deleted", "=", 0)
    .orderBy("tours.created_at")
    .orderBy("tours._id")
    .execute();
  for (const t of tours) {
    const first = await trx
      .selectFrom("group_departures")
      .select(["_id", "day"])
      .where("calendar_id", "=", t.calendar_id)
      .orderBy("departure_date")
      .limit(1)
      .executeTakeFirst();
    if (!first) continue;
    const child = Math.round((t.price * 0.75) / 1000) * 1000;
    const line = (name: string, en: string, price: number, quantity: number): TourLine => ({
      name,
      name_en: en,
      age: null,
      quantity,
      original_price: price,
      price,
      commission_type: "percent",
      commission_value: 15,
    });
    const order = orderRow({
      agency_id: agency._id,
      service: "tour",
      tour: { _id: t._id, type: t.type },
      calendar_id: t.calendar_id,
      date_id: first._id,
      status: "paid",
      date_travel: first.day,
      created_at: now.subtract(2, "day").toISOString(),
      contact: { fullname: "Phạm Thu Hà", phone: "+84901234567", email: "thuha.pham@example.com" },
      lines: {
        service: "tour",
        items: [line("Người lớn", "Adult", t.price, 2), line("Trẻ em 5–11 tuổi", "Child 5–11", child, 1)],
      },
      currency: t.currency,
      rate_payment: 1,
      single_room: { amount: 500_000, quantity: 0, commission_type: "percent", commission_value: 10 },
      extra_bed: { amount: 300_000, quantity: 0, commission_type: "net", commission_value: 30_000 },
    });
    const { event, transactions } = companionsOf(order, "customer");
    await trx.insertInto("orders").values(order).execute();
    await trx.insertInto("order_events").values(event).execute();
    await trx.insertInto("transactions").values(transactions).execute();
  }
}

/** spec §3 "Cruise extras": three cruises of the demo supplier, with their images. */
export async function seedCruises(trx: Trx, dataDir: string, agency: Agency) {
  const existing = await trx
    .selectFrom("tours")
    .select("_id")
    .where("agency_id", "=", agency._id)
    .where("type", "=", "cruise")
    .executeTakeFirst();
  if (existing) return;
  const { vietnam, cities, taxonomy } = await seedReferences(trx);
  const currency = agency.currency ?? "VND";
  const now = dayjs();
  for (const [i, c] of CRUISES.entries()) {
    const id = randomId();
    const created = now
      .subtract(i * 9 + 3, "day")
      .subtract(3 + i, "hour")
      .toISOString();
    // spec §5: cruise images are cropped to 1.6
    const imageIds = await seedTourImages(trx, dataDir, agency._id, c.colors, created, { w: 640, h: 400 });
    const nights = c.nights[c.nights.length - 1]!;
    const content = (lang: "vi" | "en") =>
      CONTENT_KEYS.map((key) => ({
        key,
        value:
          key === "overview"
            ? `<p>${c.overview[lang]}</p>`
            : key === "departure_return"
              ? lang === "vi"
                ? `Lên tàu tại ${c.address}.`
                : `Boarding at ${c.address}.`
              : SEED_CONTENT[key][lang],
      }));
    await trx
      .insertInto("tours")
      .values({
        _id: id,
        agency_id: agency._id,
        created_by: agency.user_id,
        name: c.name.vi,
        search: `${c.name.vi}\n${c.name.en}`.toLowerCase(),
        time: `${nights + 1} ngày ${nights} đêm`,
        duration_type: "day",
        duration: (nights + 1) * DAY_MINUTES,
        area_id: vietnam.area_id,
        country_id: vietnam._id,
        city_id: cities.get(c.city)!,
        categories: JSON.stringify([taxonomy.get("category:cruise-boat")].filter(Boolean)),
        interests: JSON.stringify([taxonomy.get("interest:photography")].filter(Boolean)),
        type: "cruise",
        optional_type: null,
        group_type: null,
        is_fast_track: 0,
        price: c.price,
        price_type: "person",
        currency,
        departure: c.address,
        endpoint: c.address,
        pickup_detail: null,
        is_pickup: 0,
        promotion: null,
        language_guide: "Tiếng Việt, tiếng Anh",
        key_words: "du thuyền, cruise",
        operated_by: "Saigon Discovery Travel",
        content: JSON.stringify(content("vi")),
        translations: JSON.stringify({
          en: {
            name: c.name.en,
            time: `${nights + 1} days ${nights} nights`,
            departure: c.address,
            endpoint: c.address,
            pickup_detail: null,
            promotion: null,
            language_guide: "Vietnamese, English",
            content: content("en"),
            operated_by: "Saigon Discovery Travel",
          },
        }),
        translation_pending: JSON.stringify({ vi: false, en: false }),
        images: JSON.stringify(imageIds),
        status: "approved",
        is_active: 1,
        is_deleted: 0,
        created_at: created,
        updated_at: created,
        durations_cruise: JSON.stringify(c.nights),
        num_stars: c.stars,
        cruise_time_checkin: c.checkin,
        cruise_time_checkout: c.checkout,
        commission_value: c.share,
      })
      .execute();
    await trx.insertInto("group_calendars").values({ _id: randomId(), tour_id: id }).execute();
    await trx
      .insertInto("option_group_sizes")
      .values({ _id: randomId(), tour_id: id, groups: "[]", updated_at: created })
      .execute();
  }
}

// ------------------------------------------------------------------ bookings

const GUESTS = [
  ["Nguyễn Minh Anh", "VN"],
  ["Trần Quốc Bảo", "VN"],
  ["Lê Thu Hà", "VN"],
  ["Phạm Đức Huy", "VN"],
  ["Hoàng Lan Chi", "VN"],
  ["Võ Thanh Tùng", "VN"],
  ["Đặng Ngọc Mai", "VN"],
  ["Bùi Gia Khánh", "VN"],
  ["Emma Thompson", "GB"],
  ["Lukas Müller", "DE"],
  ["Chloé Martin", "FR"],
  ["Kim Ji-woo", "KR"],
  ["Tanaka Yui", "JP"],
  ["Olivia Smith", "AU"],
  ["Noah Williams", "US"],
  ["Tan Wei Ming", "SG"],
] as const;
const NOTES = [
  "Khách ăn chay, không hành tỏi.",
  "Cần ghế ngồi cho trẻ em.",
  "Đón tại sân bay Tân Sơn Nhất, chuyến VN 215.",
  "Celebrating a wedding anniversary.",
  "Khách lớn tuổi, xin xếp chỗ ngồi phía trước.",
  "Please send the itinerary in English.",
];
const CANCEL_REASONS = [
  "Tàu không xuất bến do bão, được phép hoãn theo thông báo của cảng vụ.",
  "Không đủ số khách tối thiểu để khởi hành.",
  "Hướng dẫn viên bị ốm đột xuất, không bố trí được người thay.",
  "Khách yêu cầu đổi sang ngày khác, đã hoàn tiền theo chính sách.",
];
const ABANDON_REASONS = ["Khách đổi kế hoạch du lịch.", "Đặt nhầm ngày.", "Found another tour."];
const OPERATORS: Person[] = [
  {
    fullname: "Trần Văn Hùng",
    email: "hung.tran@saigondiscovery.demo.vn",
    contact_methods: [
      { name: "zalo", value: "0901234567" },
      { name: "phone", value: "+84901234567" },
    ],
    note: "Điều hành tour miền Nam",
  },
  {
    fullname: "Nguyễn Thị Hạnh",
    email: "hanh.nguyen@saigondiscovery.demo.vn",
    contact_methods: [{ name: "whatapp", value: "+84912345678" }],
    note: null,
  },
];
const GUIDES: Person[] = [
  {
    fullname: "Lê Hoàng Nam",
    email: "nam.guide@saigondiscovery.demo.vn",
    contact_methods: [{ name: "phone", value: "0987654321" }],
    note: "Tiếng Anh, tiếng Pháp",
  },
  {
    fullname: "Phan Thị Thu",
    email: "thu.guide@saigondiscovery.demo.vn",
    contact_methods: [
      { name: "zalo", value: "0976543210" },
      { name: "viber", value: "+84976543210" },
    ],
    note: null,
  },
];
const DRIVERS: Driver[] = [
  {
    fullname: "Võ Văn Tài",
    license_plate: "51B-123.45",
    contact_methods: [{ name: "phone", value: "0908111222" }],
    note: "Xe 16 chỗ",
  },
  {
    fullname: "Đỗ Minh Quân",
    license_plate: "14B-678.90",
    contact_methods: [{ name: "zalo", value: "0912333444" }],
    note: null,
  },
];
const FLIGHTS = [
  {
    airline: "Vietnam Airlines",
    flight_number: "VN 215",
    departure_airport: "HAN",
    arrival_airport: "SGN",
    departure_terminal: "T1",
    arrival_terminal: "T1",
  },
  {
    airline: "Singapore Airlines",
    flight_number: "SQ 176",
    departure_airport: "SIN",
    arrival_airport: "DAD",
    departure_terminal: "T2",
    arrival_terminal: "International",
  },
  {
    airline: "Korean Air",
    flight_number: "KE 463",
    departure_airport: "ICN",
    arrival_airport: "CXR",
    departure_terminal: "T2",
    arrival_terminal: "International",
  },
];
/** Statuses reached after the supplier confirmed: the operator (and often a guide, a driver) are named. */
const STAFFED = ["confirmed", "agency_begin", "begin", "agency_completed", "completed", "not-come"];
const USD_RATE = defaultRate("USD")!;

type SeedTour = {
  _id: string;
  type: string;
  optional_type: string | null;
  is_fast_track: number;
  price: number;
  currency: string;
  durations_cruise: string | null;
  commission_value: number | null;
};
type PriceSource = {
  ages: {
    _id: string;
    name: string;
    translations: string;
    price: number;
    min: number;
    commission_type: string;
    commission_value: number;
  }[];
  pkg: {
    class: {
      name: string;
      translations: { en: { name: string } };
      single_room_surcharge: number;
      extra_bed_surcharge: number;
    }[];
    group: { name: string; translations: { en: { name: string } }; min: number; max: number }[];
    price: { price: number; commission_type: string; commission_value: number }[][];
  } | null;
  groups: {
    name: string;
    translations: { en: { name: string } };
    min: number;
    max: number;
    options: {
      name: string;
      translations: { en: { name: string } };
      price: number;
      commission_type: string;
      commission_value: number;
    }[];
  }[];
};
const noSurcharge = (): Surcharge => ({ amount: 0, quantity: 0, commission_type: "percent", commission_value: 10 });
const CT = (s: string) => (s === "net" ? "net" : "percent") as TourLine["commission_type"];

/** The lines and surcharges a customer of this tour would book, from the tour's own price setup. */
function tourLines(rand: Rand, t: SeedTour, p: PriceSource) {
  const single = noSurcharge();
  const extra: Surcharge = { amount: 0, quantity: 0, commission_type: "net", commission_value: 0 };
  const items: TourLine[] = [];
  const line = (
    name: string,
    en: string | null,
    price: number,
    quantity: number,
    type: string,
    value: number,
    original = price,
  ): TourLine => ({
    name,
    name_en: en,
    age: null,
    quantity,
    original_price: original,
    price,
    commission_type: CT(type),
    commission_value: value,
  });
  if (p.ages.length) {
    // price by age: adults, sometimes children, now and then an infant (spec §2 /tour/{id}/age)
    const [adult, ...young] = [...p.ages].sort((a, b) => b.min - a.min);
    const ageLine = (a: NonNullable<typeof adult>, quantity: number): TourLine => {
      const en = json<{ en?: { name?: string } }>(a.translations, {}).en?.name ?? null;
      return {
        name: a.name,
        name_en: en,
        age: { _id: a._id, name: a.name, name_en: en },
        quantity,
        original_price: a.price,
        price: a.price,
        commission_type: CT(a.commission_type),
        commission_value: a.commission_value,
      };
    };
    items.push(ageLine(adult!, between(rand, 1, 4)));
    for (const a of young) if (rand() < 0.35) items.push(ageLine(a, between(rand, 1, 2)));
  } else if (p.pkg && p.pkg.class.length && p.pkg.group.length) {
    // the price package: one class, the passenger group the party falls into
    const ci = between(rand, 0, p.pkg.class.length - 1);
    const gi = between(rand, 0, p.pkg.group.length - 1);
    const cls = p.pkg.class[ci]!;
    const group = p.pkg.group[gi]!;
    const cell = p.pkg.price[ci]?.[gi];
    const quantity = between(rand, group.min, Math.min(group.max, group.min + 3));
    const price = cell?.price ?? t.price;
    // a promotion now and then: the list price stays the original
    const original = rand() < 0.2 ? Math.round((price * 1.1) / 10_000) * 10_000 : price;
    items.push(
      line(
        `${cls.name} · ${group.name}`,
        `${cls.translations.en.name} · ${group.translations.en.name}`,
        price,
        quantity,
        cell?.commission_type ?? "percent",
        cell?.commission_value ?? 12,
        original,
      ),
    );
    if (rand() < 0.5)
      Object.assign(single, {
        amount: cls.single_room_surcharge,
        quantity: between(rand, 1, 2),
        commission_type: "percent",
        commission_value: 10,
      });
    if (rand() < 0.3)
      Object.assign(extra, {
        amount: cls.extra_bed_surcharge,
        quantity: 1,
        commission_type: "net",
        commission_value: Math.round(cls.extra_bed_surcharge * 0.1),
      });
  } else if (p.groups.length) {
    const g = pick(rand, p.groups);
    const o = pick(rand, g.options);
    items.push(
      line(
        `${g.name} · ${o.name}`,
        `${g.translations.en.name} · ${o.translations.en.name}`,
        o.price,
        between(rand, g.min, Math.min(g.max, g.min + 4)),
        o.commission_type,
        o.commission_value,
      ),
    );
  } else {
    // group departures and tickets: a line by the tour's price, its commission net or percent
    const net = rand() < 0.5;
    const child = Math.round((t.price * 0.75) / 1000) * 1000;
    items.push(
      line(
        "Người lớn",
        "Adult",
        t.price,
        between(rand, 1, 4),
        net ? "net" : "percent",
        net ? Math.round((t.price * 0.12) / 1000) * 1000 : 15,
      ),
    );
    if (rand() < 0.4)
      items.push(
        line(
          "Trẻ em 5–11 tuổi",
          "Child 5–11",
          child,
          between(rand, 1, 2),
          net ? "net" : "percent",
          net ? Math.round((child * 0.12) / 1000) * 1000 : 15,
        ),
      );
    if (t.type === "group") {
      if (rand() < 0.4)
        Object.assign(single, { amount: 500_000, quantity: 1, commission_type: "percent", commission_value: 10 });
      if (rand() < 0.2)
        Object.assign(extra, { amount: 300_000, quantity: 1, commission_type: "net", commission_value: 30_000 });
    }
  }
  return { items, single, extra };
}

function cruiseLines(rand: Rand, t: SeedTour, nights: number): CruiseLine[] {
  const cabins = CRUISES.find((c) => c.price === t.price)?.cabins ?? [["Phòng Deluxe", "Deluxe Cabin"]];
  const lines: CruiseLine[] = [];
  const first = between(rand, 0, cabins.length - 1);
  // now and then a second cabin of another kind
  const kinds = rand() < 0.3 && cabins.length > 1 ? [first, (first + 1) % cabins.length] : [first];
  for (const ci of kinds) {
    const [vi, en] = cabins[ci]!;
    // a dearer cabin, and a longer cruise costs less a night
    const price = Math.round((t.price * (1 + ci * 0.35) * nights * (nights > 1 ? 0.9 : 1)) / 10_000) * 10_000;
    const extrabed = rand() < 0.25;
    lines.push({
      cabin: { _id: null, name: vi, name_en: en },
      quantity: between(rand, 1, 2),
      price,
      quantity_extrabed: extrabed ? 1 : 0,
      extrabed_price: extrabed ? 900_000 * nights : 0,
    });
  }
  return lines;
}

const toUsd = (n: number) => round2(n * USD_RATE);

/** Each tour's price setups, what its seeded lines are priced from. */
async function priceSources(trx: Trx, ids: string[]) {
  const ages = await trx
    .selectFrom("tour_ages")
    .select(["_id", "tour_id", "name", "translations", "price", "min", "commission_type", "commission_value"])
    .where("tour_id", "in", ids)
    .execute();
  const packages = await trx
    .selectFrom("price_packages")
    .select(["tour_id", "data"])
    .where("tour_id", "in", ids)
    .execute();
  const groupLists = await trx
    .selectFrom("option_group_sizes")
    .select(["tour_id", "groups"])
    .where("tour_id", "in", ids)
    .execute();
  return new Map<string, PriceSource>(
    ids.map((id) => [
      id,
      {
        ages: ages.filter((a) => a.tour_id === id),
        pkg: json(packages.find((p) => p.tour_id === id)?.data, null),
        groups: json<PriceSource["groups"]>(groupLists.find((g) => g.tour_id === id)?.groups, []).filter(
          (g) => g.options?.length,
        ),
      },
    ]),
  );
}

/** A booking paid in US dollars: its lines and surcharges converted in place (net commissions too). */
function inDollars(lines: NewOrder["lines"], surcharges: Surcharge[]) {
  if (areCabinLines(lines)) {
    lines.items = lines.items.map((i) => ({ ...i, price: toUsd(i.price), extrabed_price: toUsd(i.extrabed_price) }));
  } else {
    lines.items = lines.items.map((i) => ({
      ...i,
      price: toUsd(i.price),
      original_price: toUsd(i.original_price),
      commission_value: i.commission_type === "net" ? toUsd(i.commission_value) : i.commission_value,
    }));
  }
  for (const s of surcharges) {
    s.amount = toUsd(s.amount);
    if (s.commission_type === "net") s.commission_value = toUsd(s.commission_value);
  }
}

export async function seedBookings(trx: Trx, agency: Agency) {
  const existing = await trx
    .selectFrom("orders")
    .select("_id")
    .where("agency_id", "=", agency._id)
    .where("date_id", "is", null)
    .executeTakeFirst();
  if (existing) return;
  const rand = generator(20_250_505);
  const now = dayjs();
  const tours = await trx
    .selectFrom("tours")
    .select([
      "_id",
      "type",
      "optional_type",
      "is_fast_track",
      "price",
      "currency",
      "durations_cruise",
      "commission_value",
    ])
    .where("agency_id", "=", agency._id)
    .where("is_deleted", "=", 0)
    .orderBy("created_at")
    .orderBy("_id")
    .execute();
  const cruises = tours.filter((t) => t.type === "cruise");
  const others = tours.filter((t) => t.type !== "cruise");
  if (!others.length) return;
  const sources = await priceSources(
    trx,
    tours.map((t) => t._id),
  );
  const customer = await trx
    .selectFrom("users")
    .select("_id")
    .where("email", "=", "customer@demo.vn")
    .executeTakeFirst();

  const orders: (Insertable<OrdersTable> & { _id: string })[] = [];
  const events: Insertable<OrderEventsTable>[] = [];
  const transactions: Insertable<TransactionsTable>[] = [];
  let usd = 0;
  for (const status of statusesFor(rand, 300)) {
    const cruise = cruises.length > 0 && rand() < 0.2;
    const t = cruise ? pick(rand, cruises) : pick(rand, others);
    const dates = datesFor(rand, status, now);
    const [fullname, country] = pick(rand, GUESTS);
    const foreign = country !== "VN";
    // a few foreign guests paid in US dollars (rate_payment: VND = amount / rate)
    const inUsd = foreign && usd < 6 && rand() < 0.35;
    if (inUsd) usd++;
    const email = `${fullname
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/đ/gi, "d")
      .toLowerCase()
      .replace(/[^a-z]+/g, ".")}@example.com`;

    let lines: NewOrder["lines"];
    let single = noSurcharge();
    let extra = noSurcharge();
    let duration: number | null = null;
    if (cruise) {
      duration = pick(rand, json<number[]>(t.durations_cruise, [1]));
      lines = { service: "cruise", commission_value: t.commission_value ?? 15, items: cruiseLines(rand, t, duration) };
    } else {
      const built = tourLines(rand, t, sources.get(t._id)!);
      lines = { service: "tour", items: built.items };
      single = built.single;
      extra = built.extra;
    }
    if (inUsd) inDollars(lines, [single, extra]);
    const staffed = STAFFED.includes(status) || (status === "refunded" && rand() < 0.3);
    const row = orderRow({
      agency_id: agency._id,
      service: cruise ? "cruise" : "tour",
      tour: { _id: t._id, type: t.type },
      status,
      ...dates,
      user_id: customer && rand() < 0.15 ? customer._id : null,
      contact: {
        fullname,
        phone: foreign
          ? `+${between(rand, 30, 89)}${between(rand, 100_000_000, 999_999_999)}`
          : `+8490${between(rand, 1_000_000, 9_999_999)}`,
        email,
      },
      note: rand() < 0.3 ? pick(rand, NOTES) : null,
      lines,
      currency: inUsd ? "USD" : t.currency,
      rate_payment: inUsd ? USD_RATE : 1,
      duration,
      total_traveler: cruise
        ? lines.items.reduce((s, i) => s + i.quantity * 2 + (i as CruiseLine).quantity_extrabed, 0)
        : undefined,
      single_room: single,
      extra_bed: extra,
      tour_operator: staffed ? pick(rand, OPERATORS) : null,
      tour_guide: staffed && rand() < 0.7 ? pick(rand, GUIDES) : null,
      tour_driver: staffed && rand() < 0.5 ? pick(rand, DRIVERS) : null,
      fast_track_info:
        t.is_fast_track && rand() < 0.8
          ? {
              ...pick(rand, FLIGHTS),
              departure_time: dayjs(dates.date_travel)
                .subtract(1, "day")
                .hour(21)
                .minute(40)
                .format("YYYY-MM-DDTHH:mm"),
              arrival_time: dayjs(dates.date_travel).hour(7).minute(15).format("YYYY-MM-DDTHH:mm"),
            }
          : null,
      reason_cancel:
        status === "cancelled"
          ? pick(rand, CANCEL_REASONS)
          : status === "abandoned" && rand() < 0.5
            ? pick(rand, ABANDON_REASONS)
            : null,
    });
    orders.push(row);
    const c = companionsOf(row, "customer", now.toISOString());
    events.push(c.event);
    transactions.push(...c.transactions);
  }
  await insertBatched(trx, "orders", orders, 200);
  await insertBatched(trx, "order_events", events, 500);
  await insertBatched(trx, "transactions", transactions, 500);
}

// ------------------------------------------------------------------ payouts

/** ~8 payouts over the past months, together less than what the completed bookings earned. */
export async function seedPayouts(
  trx: Trx,
  agency: Agency & { bank_name: string | null; bank_branch_name: string | null; account_number: string | null },
) {
  const existing = await trx
    .selectFrom("payments")
    .select("_id")
    .where("agency_id", "=", agency._id)
    .executeTakeFirst();
  if (existing) return;
  const { earned } = await trx
    .selectFrom("orders")
    .select(sql<number>`coalesce(sum(to_vnd(total_amount_agency, currency, rate_payment)), 0)`.as("earned"))
    .where("agency_id", "=", agency._id)
    .where("status", "=", "completed")
    .executeTakeFirstOrThrow();
  const vnd = Number(earned) || 100_000_000;
  const now = dayjs();
  const plan: { days: number; share: number; currency?: string; rate?: number; method?: string; note: string }[] = [
    { days: 118, share: 0.12, note: "Thanh toán kỳ 1 tháng trước" },
    { days: 104, share: 0.1, note: "Thanh toán kỳ 2" },
    { days: 90, share: 0.09, note: "Thanh toán định kỳ" },
    {
      days: 75,
      share: 0.08,
      method: "swift",
      note: "Payout for international bookings",
      currency: "USD",
      rate: USD_RATE,
    },
    { days: 60, share: 0.1, note: "Thanh toán định kỳ" },
    { days: 45, share: 0.04, rate: 0, note: "Điều chỉnh, tỷ giá chờ xác nhận" },
    { days: 30, share: 0.09, note: "Thanh toán định kỳ" },
    { days: 12, share: 0.07, note: "Thanh toán kỳ gần nhất" },
  ];
  const rows: Insertable<PaymentsTable>[] = plan.map((p) => {
    const date = now.subtract(p.days, "day").hour(10).minute(30).second(0).millisecond(0).toISOString();
    const amount = p.currency === "USD" ? round2(vnd * p.share * USD_RATE) : Math.round((vnd * p.share) / 1000) * 1000;
    return {
      _id: randomId(),
      payment_id: newPaymentId("PAY"),
      agency_id: agency._id,
      service: "tour",
      payment_method: p.method ?? "bank_transfer",
      bank_name: agency.bank_name,
      branch_name: agency.bank_branch_name,
      account_number: agency.account_number,
      payment_currency: p.currency ?? "VND",
      payment_amount: amount,
      payment_date: date,
      rate_vnd: p.rate ?? 1,
      note: p.note,
      created_at: date,
    };
  });
  await insertBatched(trx, "payments", rows);
}
