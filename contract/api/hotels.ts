// marketplace-api.md "Hotels, bikes, transport" (hotel/hotel, hotel/room, hotel/calendar) and spec
// hotels-bikes-transport §3 "Hotel", "Room", "Room calendar entry", §5 "Hotel form", "Room form",
// "Hotel room schedule setup", "Hotel room date edit", §9: the bodies the marketplace judges itself
// and the records it answers. Field messages are keys ("key" or "key:bound", tours-cruises §8).
import { z } from "../zod";
import { checkBeds, checkUnitTexts, unitParts } from "./beds";
import { checkNumber, checkText, looseFlag as bool, looseNumber as num, looseText as str, refId as id } from "./checks";
import { currencyCode, isoDate, issue, msg, number, requiredText } from "./fields";
import { excludedWeekdays } from "./cabin-calendar";
import { checkStayBounds, STAY_RULE_FIELDS } from "./stay-rules";
import { jsonText, queryText } from "./list";
import { plainText, sanitizeRich, textLength } from "./text";
import { ROOM_CALENDAR_BOUNDS } from "../calendar";

/** spec §5 "Hotel form", §9. */
export const HOTEL_BOUNDS = {
  name: 100,
  description: 300,
  content: 10_000,
  price: 100_000_000,
  extrabed: 100_000_000,
  fee_text: 100, // service fee and VAT are free text ("5%", "10%"): a short line
  address: 300,
  images: 15,
} as const;
/** spec §5 "Hotel form" says only "star count min 0": a hotel's stars stop where a cruise's do. */
export const HOTEL_STARS_MAX = 7;
/** spec §5 "Room form", §9. */
export const ROOM_BOUNDS = {
  name: 100,
  note: 1000,
  price: 100_000_000,
  rooms: 100,
  bedRows: 100,
  bedQuantity: { min: 1, max: 15 }, // §5 "choices 1 to 15" (§9 "Bed quantity choices 1 to 15")
  acreage: 1000,
  persons: 1000,
  images: 11,
} as const;
// the room calendar's bounds live with the calendar rules (no zod, no sanitize-html): the browser's
// room calendar reads them
export { ROOM_CALENDAR_BOUNDS } from "../calendar";

export const HOTEL_STATUSES = ["pending", "approved", "rejected"] as const;
export type HotelStatus = (typeof HOTEL_STATUSES)[number];

type Ctx = z.RefinementCtx;
const ids = (max = 100) => z.array(id, { error: "invalid_type" }).max(max).nullish();
const plain = (s: string | null | undefined) => (s ? plainText(s) || null : null);

// ------------------------------------------------------------------------------------------ hotel

/** A GeoJSON point, [longitude, latitude] (spec §3 "loc": a point set by the address finder). */
export const GeoPointSchema = z.object(
  {
    type: z.literal("Point", { error: "invalid_type" }),
    coordinates: z.tuple(
      [
        z.number({ error: "invalid_type" }).min(-180, { error: "invalid_type" }).max(180, {
          error: "invalid_type",
        }),
        z.number({ error: "invalid_type" }).min(-90, { error: "invalid_type" }).max(90, {
          error: "invalid_type",
        }),
      ],
      { error: "invalid_type" },
    ),
  },
  { error: "invalid_type" },
);
export type GeoPoint = z.infer<typeof GeoPointSchema>;

const HotelLang = { name: str(), description: str(), content: str() };
export type HotelTexts = { name: string; description: string | null; content: string };
const cleanHotelTexts = (t: { name?: string | null; description?: string | null; content?: string | null }) => ({
  name: plain(t.name) ?? "",
  description: plain(t.description),
  content: sanitizeRich(t.content ?? ""),
});

function checkHotelLanguage(ctx: Ctx, t: HotelTexts, prefix: string[]) {
  checkText(ctx, [...prefix, "name"], t.name, { required: true, max: HOTEL_BOUNDS.name });
  checkText(ctx, [...prefix, "description"], t.description, { required: true, max: HOTEL_BOUNDS.description });
  checkText(ctx, [...prefix, "content"], t.content, { required: true, max: HOTEL_BOUNDS.content }, textLength);
}

/** POST hotel/hotel, PATCH hotel/hotel/{id}: the whole hotel form (spec §5 "Hotel form", §7 "Hotel"). */
export const HotelBodySchema = z
  .object({
    ...HotelLang,
    translations: z.object({ en: z.object(HotelLang).partial().nullish() }).nullish(),
    auto_translate_en: bool,
    auto_translate_vi: bool,
    area: id.nullish(),
    country: id.nullish(),
    city: id.nullish(),
    type: id.nullish(),
    price: num,
    price_extrabed: num,
    service_fee: str(HOTEL_BOUNDS.fee_text),
    vat_fee: str(HOTEL_BOUNDS.fee_text),
    // stored form: 100 − the supplier's share (spec §3 "Hotel")
    commission_value: num,
    total_vote: num,
    isolation: bool,
    facilities: ids(),
    images: ids(),
    address: str(HOTEL_BOUNDS.address),
    loc: GeoPointSchema.nullish(),
    currency: currencyCode.nullish(),
    is_active: bool,
  })
  .transform((b) => ({
    ...b,
    vi: cleanHotelTexts(b),
    en: cleanHotelTexts(b.translations?.en ?? {}),
    service_fee: plain(b.service_fee),
    vat_fee: plain(b.vat_fee),
    address: plain(b.address),
    facilities: [...new Set(b.facilities ?? [])],
    images: [...new Set(b.images ?? [])],
  }))
  .superRefine((b, ctx) => {
    if (b.auto_translate_en && b.auto_translate_vi) issue(ctx, ["auto_translate_vi"], "invalid_choice");
    if (!b.auto_translate_vi) checkHotelLanguage(ctx, b.vi, []);
    if (!b.auto_translate_en) checkHotelLanguage(ctx, b.en, ["translations", "en"]);
    for (const field of ["area", "country", "city", "type"] as const) if (!b[field]) issue(ctx, [field], "required");
    checkNumber(ctx, ["price"], b.price, { required: true, min: 0, max: HOTEL_BOUNDS.price });
    checkNumber(ctx, ["price_extrabed"], b.price_extrabed, { min: 0, max: HOTEL_BOUNDS.extrabed });
    checkNumber(ctx, ["total_vote"], b.total_vote, { min: 0, max: HOTEL_STARS_MAX, int: true });
    // §5 "Hotel form" says 0 to 100 entered; tours-cruises §9 and the listing kit say 1–100 entered
    // (stored 0–99): the safer reading, no listing where the supplier's share is nothing
    if (b.commission_value === undefined) issue(ctx, ["commission_value"], "required");
    else if (b.commission_value < 0 || b.commission_value > 99)
      issue(ctx, ["commission_value"], "commission_percent_error");
    if (b.images.length > HOTEL_BOUNDS.images) issue(ctx, ["images"], msg("max_items", HOTEL_BOUNDS.images));
  });
export type HotelBody = z.infer<typeof HotelBodySchema>;

/** GET hotel/hotel: the list's filters besides page/perPage/lang (spec §2 "/hotel", §7 "Hotel"). */
export const HotelListQuery = z.object({
  name: queryText(200),
  area: z.string().max(64).optional().catch(undefined),
  country: z.string().max(64).optional().catch(undefined),
  city: z.string().max(64).optional().catch(undefined),
  /** JSON {start, end} (YYYY-MM-DD): the days the hotels were created, in Vietnam */
  date_range: jsonText(200),
  /** JSON {created_at: 1 | -1} or {name: 1 | -1}; default created_at descending (spec §9) */
  sort: jsonText(200),
});
export const HotelSortSchema = z.partialRecord(z.enum(["created_at", "name"]), z.union([z.literal(1), z.literal(-1)]));
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullish()
  .catch(null);
export const HotelDateRange = z.object({ start: day, end: day });

/** POST hotel/image {filename}: an image record whose `_id` the hotel stores in `images` (§7 "Uploads"). */
export const HotelImageBody = z.object({ filename: requiredText(64) });

// ------------------------------------------------------------------------------------------- room

/** spec §5 "Room form": persons = Σ bed type's persons × quantity (what the marketplace stores). */
export function roomPersons(beds: { type: string; quantity: number }[], personsOf: (type: string) => number) {
  return beds.reduce((sum, bed) => sum + personsOf(bed.type) * bed.quantity, 0);
}

const RoomLang = { name: str(), note: str() };

/** POST hotel/room, PATCH hotel/room/{id}: the whole room form (`hotel` on create only). */
export const RoomBodySchema = z
  .object({
    ...RoomLang,
    translations: z.object({ en: z.object(RoomLang).partial().nullish() }).nullish(),
    auto_translate_en: bool,
    auto_translate_vi: bool,
    hotel: id.nullish(),
    price: num,
    num_room: num,
    beds: z
      .array(z.object({ type: id.nullish(), quantity: num }), { error: "invalid_type" })
      .max(ROOM_BOUNDS.bedRows, { error: msg("max_items", ROOM_BOUNDS.bedRows) })
      .nullish(),
    breakfast: bool,
    extrabed: bool,
    acreage: num,
    // spec §5: computed from the beds; a client's number is not trusted (the marketplace recomputes it)
    num_person: num,
    is_active: bool,
    facilities: ids(),
    // spec §3: file names, comma-joined (an array is read the same)
    image: z.union([z.string().max(2000), z.array(z.string().max(64)).max(50)], { error: "invalid_type" }).nullish(),
    currency: z.string({ error: "invalid_type" }).max(8).nullish(),
  })
  .transform((b) => unitParts(b))
  .superRefine((b, ctx) => {
    checkUnitTexts(ctx, b, { name: ROOM_BOUNDS.name, note: ROOM_BOUNDS.note });
    checkNumber(ctx, ["price"], b.price, { required: true, min: 0, max: ROOM_BOUNDS.price });
    checkNumber(ctx, ["num_room"], b.num_room, { min: 0, max: ROOM_BOUNDS.rooms, int: true });
    checkNumber(ctx, ["acreage"], b.acreage, { min: 0, max: ROOM_BOUNDS.acreage });
    checkBeds(ctx, b.beds, ROOM_BOUNDS.bedQuantity);
    if (!b.facilities.length) issue(ctx, ["facilities"], "required");
    if (b.images.length > ROOM_BOUNDS.images) issue(ctx, ["image"], msg("max_items", ROOM_BOUNDS.images));
    if (b.images.some((f) => !/^[a-f0-9]{24}\.(jpg|png)$/.test(f))) issue(ctx, ["image"], "foreign_file");
  });
export type RoomBody = z.infer<typeof RoomBodySchema>;

/** PATCH hotel/room/{id} with only `{calendar}`: links the room's own calendar (marketplace-api.md). */
export const RoomCalendarLink = z.object({ calendar: id.min(1, { error: "required" }) }).strict();

/** GET hotel/room: the rooms of one hotel (besides the list query). */
export const RoomListQuery = z.object({ hotel: z.string().max(64).optional().catch(undefined) });

// ------------------------------------------------------------------------------------ room calendar

const roomPrice = number(ROOM_CALENDAR_BOUNDS.price);
const roomsForSale = number({ ...ROOM_CALENDAR_BOUNDS.available, int: true });
/** A price per weekday, keyed "0" (Sunday) to "6"; a weekday left out takes the common price. */
export const weekdayPrices = z
  .object(Object.fromEntries(["0", "1", "2", "3", "4", "5", "6"].map((d) => [d, roomPrice.nullish()])))
  .strict()
  .nullish();
export { roomPrice, roomsForSale };

/** POST hotel/calendar: schedule a range (every day or none; 409 existDate naming the first clash). */
export const RoomScheduleSchema = z
  .object({
    room: requiredText(64),
    price: roomPrice,
    /** "Weekday prices": a price per weekday ("0" = Sunday … "6"), over `price` on those days */
    weekday_prices: weekdayPrices,
    dateStart: z.string({ error: "required" }).pipe(isoDate),
    dateEnd: z.string({ error: "required" }).pipe(isoDate),
    room_available: roomsForSale,
    exclusion_date: excludedWeekdays,
    ...STAY_RULE_FIELDS,
  })
  .superRefine(checkStayBounds);
export type RoomSchedule = z.output<typeof RoomScheduleSchema>;

/** PATCH hotel/calendar/{calendarId}: one day's rooms for sale (not below what is booked) and price. */
export const RoomDaySchema = z
  .object({ cid: requiredText(64), room_available: roomsForSale, price: roomPrice, ...STAY_RULE_FIELDS })
  .superRefine(checkStayBounds);
export type RoomDay = z.output<typeof RoomDaySchema>;

/** POST hotel/calendar/delete-calendar: remove one day's setting (refused while booked). */
export const RoomDayRef = z.object({ cid: requiredText(64), id: requiredText(64) });

/** GET hotel/calendar/{calendarId}?from&to: the days of a calendar within a range (a month page). */
export const RoomCalendarQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() });

// ---------------------------------------------------------------------------------------- records

type Named = { _id: string; name: string };
export type HotelImage = { _id: string; filename: string; url: string };

/** A day of a room's calendar (spec §3 "Room calendar entry"): `empty` = rooms for sale − booked. */
export type RoomCalendarDay = {
  _id: string;
  date: string; // YYYY-MM-DD
  room_available: number;
  booked: number;
  empty: number;
  price: number;
  // the night's restrictions (contract/front-desk.ts), kept beside its price and count
  stop_sell: boolean;
  min_stay: number | null;
  max_stay: number | null;
  closed_to_arrival: boolean;
  closed_to_departure: boolean;
};
export type RoomCalendar = { _id: string; room: string; calendars: RoomCalendarDay[] };

/** GET hotel/room/{id} and each of GET hotel/room's docs (spec §3 "Room"). */
export type RoomRecord = {
  _id: string;
  hotel: string;
  name: string; // vi; English in translations
  note: string | null;
  translations: { en: { name: string; note: string | null } };
  translation_pending: { vi: boolean; en: boolean };
  price: number;
  num_room: number;
  num_bed: number; // Σ bed quantities
  num_twinbed: number; // bed lines whose bed type sleeps two
  beds: { type: string; quantity: number; name: string | null; numofperson: number | null }[];
  breakfast: boolean;
  extrabed: boolean;
  acreage: number | null;
  num_person: number;
  is_active: boolean;
  /** an extension: rooms are booked on it from today on, so it cannot be deleted */
  has_bookings: boolean;
  facilities: Named[]; // named in the asked language
  image: string; // comma-joined file names (spec §3)
  images: { filename: string; url: string }[];
  currency: string;
  /** the nights from `from` (today) to `to`; other nights: GET hotel/calendar?room&from&to */
  calendar: { _id: string; from: string; to: string; calendars: RoomCalendarDay[] } | null;
  created_at: string;
  updated_at: string;
};

/** GET hotel/hotel/{id} (with rooms) and each of GET hotel/hotel's docs (spec §3 "Hotel"). */
export type HotelRecord = {
  _id: string;
  name: string; // vi; English in translations
  description: string | null;
  content: string;
  translations: { en: HotelTexts };
  translation_pending: { vi: boolean; en: boolean };
  address: string | null;
  loc: GeoPoint | null;
  area: Named | null;
  country: Named | null;
  city: Named | null;
  type: Named | null;
  facilities: string[]; // facility (type hotel) ids
  images: HotelImage[];
  price: number;
  price_extrabed: number | null;
  service_fee: string | null;
  vat_fee: string | null;
  commission_value: number; // stored: 100 − the supplier's share
  total_vote: number;
  isolation: boolean;
  currency: string;
  status: HotelStatus;
  is_active: boolean;
  is_deleted: boolean;
  /** an extension: guests are booked in one of its rooms from today on, so it cannot be deleted */
  has_bookings: boolean;
  created_at: string;
  updated_at: string;
  rooms?: RoomRecord[];
};
