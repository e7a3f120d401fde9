// marketplace-api.md "The other side of the marketplace" (embedded marketplace only, with
// MARKETPLACE_DEV_CALLS=on): the bodies and queries of the dev calls with which a person or a test
// plays the customer and the operator. They need no token.
import { z } from "../zod";
import { PAYMENT_SERVICES } from "../services";
import { CustomerContactSchema, DriverSchema, FastTrackSchema, PersonSchema } from "./bookings";
import { checkCommission, COMMISSION_TYPES } from "./checks";
import {
  choice,
  currencyCode,
  email,
  isoDate,
  isoInstant,
  issue,
  msg,
  number,
  optionalText,
  requiredText as required,
} from "./fields";

/** A dev or demo line without a commission: the marketplace takes 15 % (stored form, spec §9). */
export const DEFAULT_COMMISSION = 15;

/** GET dev/mailbox. */
export const MailboxQuery = z.object({ email: z.string().trim().toLowerCase().email() });
/** POST dev/agency/{id}/verify and dev/listing/{kind}/{id}/moderate: the operator's answer. */
export const ApproveBody = z.object({ approve: z.boolean() });

// ------------------------------------------------------------------ payouts, orders, scale

/** POST dev/payout: the operator pays a supplier out. */
export const PayoutSchema = z.object({
  agency: required(254),
  service: choice(PAYMENT_SERVICES),
  amount: number({ min: 0.01, max: 1e12 }),
  currency: currencyCode.default("VND"),
  rate_vnd: number({ min: 0 }).optional(),
  payment_method: optionalText(50),
  note: optionalText(500),
  bank_name: optionalText(100),
  branch_name: optionalText(100),
  account_number: optionalText(50),
  payment_date: isoInstant.optional(),
});

// ------------------------------------------------------------------ dev/order (the customer's booking)

const surcharge = {
  surcharge: number({ min: 0, max: 100_000_000 }).optional(),
  quantity: number({ min: 0, max: 1000, int: true }).optional(),
  commission_type: choice(COMMISSION_TYPES).optional(),
  commission_value: number({ min: 0 }).optional(),
};

/**
 * POST dev/order. The statuses an order may be created in are the service's, given by the caller
 * (the marketplace keeps them beside its rules until they live in the contract).
 */
export const devOrderSchema = (statuses: readonly [string, ...string[]]) =>
  z
    .object({
      service: choice(["tour", "cruise"] as const),
      tour: required(64),
      date_travel: z.string({ error: "required" }).pipe(isoDate),
      dateId: z.string().max(64).nullish(),
      status: choice(statuses).default("wait_paid"),
      created_at: isoInstant.optional(),
      user: email(254).optional(),
      contact: CustomerContactSchema,
      note: optionalText(1000),
      fast_track_info: FastTrackSchema.nullish(),
      tour_operator: PersonSchema.nullish(),
      tour_guide: PersonSchema.nullish(),
      tour_driver: DriverSchema.nullish(),
      reason_cancel: optionalText(200),
      currency: currencyCode.optional(),
      rate_payment: number({ min: 0.0000001, max: 1_000_000 }).optional(),
      duration: number({ min: 1, max: 30, int: true }).optional(),
      total_traveler: number({ min: 0, max: 100_000, int: true }).optional(),
      single_room_surcharge: surcharge.surcharge,
      single_room_quantity: surcharge.quantity,
      single_room_commission_type: surcharge.commission_type,
      single_room_commission_value: surcharge.commission_value,
      extra_bed_surcharge: surcharge.surcharge,
      extra_bed_quantity: surcharge.quantity,
      extra_bed_commission_type: surcharge.commission_type,
      extra_bed_commission_value: surcharge.commission_value,
      items: z
        .array(z.unknown(), { error: "required" })
        .min(1, { error: "min_items:1" })
        .max(50, { error: msg("max_items", 50) }),
    })
    .superRefine((b, ctx) => {
      for (const kind of ["single_room", "extra_bed"] as const) {
        const amount = b[`${kind}_surcharge`];
        if (amount && b[`${kind}_quantity`]) {
          checkCommission(ctx, [], b[`${kind}_commission_type`], b[`${kind}_commission_value`], amount, {
            type: `${kind}_commission_type`,
            value: `${kind}_commission_value`,
          });
        }
      }
    });
export type DevOrder = z.infer<ReturnType<typeof devOrderSchema>>;

/** A tour line: an age of the tour (its name, price and commission), or a line given whole. */
export const TourItemSchema = z
  .object(
    {
      age: z.string().max(64).optional(),
      name: z
        .string()
        .trim()
        .min(1, { error: "required" })
        .max(100, { error: msg("max_string_length", 100) })
        .optional(),
      name_en: optionalText(100),
      quantity: number({ min: 1, max: 1000, int: true }),
      price: number({ min: 0, max: 1_000_000_000 }).optional(),
      original_price: number({ min: 0, max: 1_000_000_000 }).optional(),
      commission_type: choice(COMMISSION_TYPES).optional(),
      commission_value: number({ min: 0 }).optional(),
    },
    { error: "invalid_type" },
  )
  .superRefine((item, ctx) => {
    if (item.age) return;
    if (!item.name) issue(ctx, ["name"], "required");
    if (item.price === undefined) issue(ctx, ["price"], "required");
    else
      checkCommission(
        ctx,
        [],
        item.commission_type ?? "percent",
        item.commission_value ?? DEFAULT_COMMISSION,
        item.price,
      );
  });
export type TourItemInput = z.infer<typeof TourItemSchema>;

export const CruiseItemSchema = z.object(
  {
    cabin: z.object(
      { _id: z.string().max(64).nullish(), name: required(100), name_en: optionalText(100) },
      { error: "required" },
    ),
    quantity: number({ min: 1, max: 100, int: true }),
    price: number({ min: 0, max: 1_000_000_000 }),
    quantity_extrabed: number({ min: 0, max: 100, int: true }).default(0),
    extrabed_price: number({ min: 0, max: 100_000_000 }).default(0),
  },
  { error: "invalid_type" },
);
export type CruiseItemInput = z.infer<typeof CruiseItemSchema>;

export const EventBodySchema = z.preprocess((v) => v ?? {}, z.object({ reason: optionalText(200) }));

/** GET dev/orders: the newest orders, of one supplier (its e-mail) or in one status. */
export const DevOrdersQuery = z.object({
  agency: z.string().trim().toLowerCase().max(254).optional().catch(undefined),
  status: z.string().max(32).optional().catch(undefined),
});

/** POST dev/scale: fill a supplier with tours and bookings. */
export const ScaleSchema = z.object({
  agency: z.string().trim().toLowerCase().max(254).default("supplier@demo.vn"),
  tours: z.number().int().min(0).max(20_000).default(1000),
  bookings: z.number().int().min(0).max(200_000).default(10_000),
  /** hotel bookings over the supplier's hotels (hotels-bikes-transport: the bench's 10,000) */
  hotel_bookings: z.number().int().min(0).max(200_000).default(0),
  /** bike bookings over the supplier's bikes (hotels-bikes-transport: the bench's 10,000) */
  bike_bookings: z.number().int().min(0).max(200_000).default(0),
});

// ------------------------------------------------------------------ dev/order for a hotel

/** What a customer's booking of a listing's items (a hotel's rooms, a bike's options) says besides its listing, days, lines and status. */
const CUSTOMER_PART = {
  created_at: isoInstant.optional(),
  user: email(254).optional(),
  contact: CustomerContactSchema,
  note: optionalText(1000),
  reason_cancel: optionalText(200),
  rate_payment: number({ min: 0.0000001, max: 1_000_000 }).optional(),
};

/**
 * POST dev/order with service hotel: the customer books rooms of a hotel from check-in to check-out
 * (spec hotels-bikes-transport §3 "Hotel order"); prices come from the rooms' calendars, never the body.
 */
export const devHotelOrderSchema = (statuses: readonly [string, ...string[]]) =>
  z
    .object({
      service: z.literal("hotel"),
      hotel: required(64),
      date_checkin: z.string({ error: "required" }).pipe(isoDate),
      date_checkout: z.string({ error: "required" }).pipe(isoDate),
      items: z
        .array(
          z.object({
            room: required(64),
            quantity: number({ min: 1, max: 100, int: true }),
            quantity_extrabed: number({ min: 0, max: 100, int: true }).default(0),
          }),
          { error: "required" },
        )
        .min(1, { error: "min_items:1" })
        .max(20, { error: msg("max_items", 20) }),
      status: choice(statuses).default("wait_paid"),
      ...CUSTOMER_PART,
    })
    .superRefine((b, ctx) => {
      // §9: a stay is at least one night; a booking holds at most 30 (one month of calendar days)
      const nights = (Date.parse(b.date_checkout) - Date.parse(b.date_checkin)) / 86_400_000;
      if (!(nights >= 1)) issue(ctx, ["date_checkout"], "invalid_date");
      else if (nights > 30) issue(ctx, ["date_checkout"], msg("max_num", 30));
      const rooms = b.items.map((i) => i.room);
      rooms.forEach((room, i) => {
        if (rooms.indexOf(room) !== i) issue(ctx, ["items", i, "room"], "invalid_choice");
      });
    });
export type DevHotelOrder = z.infer<ReturnType<typeof devHotelOrderSchema>>;

// ------------------------------------------------------------------ dev/order for a bike

const clockTime = z.string({ error: "required" }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "invalid_time" });

/** A day (YYYY-MM-DD) and a time (HH:mm) in Vietnam as an ISO instant (hotels-bikes-transport §9: times at UTC+7). */
export const vietnamInstant = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`).toISOString();

/**
 * POST dev/order with service bike: the customer rents options of a bike from a pickup to a return
 * (spec hotels-bikes-transport §3 "Bike order"), by day or by hour; prices come from the options'
 * calendars, never the body.
 */
export const devBikeOrderSchema = (statuses: readonly [string, ...string[]]) =>
  z
    .object({
      service: z.literal("bike"),
      bike: required(64),
      rental_method: choice(["day", "hour"] as const).default("day"),
      date_pickup: z.string({ error: "required" }).pipe(isoDate),
      time_pickup: clockTime,
      date_return: z.string({ error: "required" }).pipe(isoDate),
      time_return: clockTime,
      items: z
        .array(z.object({ option: required(64), quantity: number({ min: 1, max: 1000, int: true }) }), {
          error: "required",
        })
        .min(1, { error: "min_items:1" })
        .max(20, { error: msg("max_items", 20) }),
      status: choice(statuses).default("wait-paid"),
      commission_value: number({ min: 0, max: 99 }).default(DEFAULT_COMMISSION),
      ...CUSTOMER_PART,
    })
    .superRefine((b, ctx) => {
      // a rental returns after its pickup, within 30 days (one month of calendar days, as a stay)
      const ms =
        Date.parse(vietnamInstant(b.date_return, b.time_return)) -
        Date.parse(vietnamInstant(b.date_pickup, b.time_pickup));
      if (!(ms > 0)) issue(ctx, ["date_return"], "invalid_date");
      else if (ms > 30 * 86_400_000) issue(ctx, ["date_return"], msg("max_num", 30));
      const options = b.items.map((i) => i.option);
      options.forEach((option, i) => {
        if (options.indexOf(option) !== i) issue(ctx, ["items", i, "option"], "invalid_choice");
      });
    });
export type DevBikeOrder = z.infer<ReturnType<typeof devBikeOrderSchema>>;
