// The bodies and queries of the bookings contract, as zod schemas. Field messages are keys
// ("required", "max_string_length:N", "invalid_email", "min_items:1"), like the back-office's
// (spec tours-cruises §5 "Booking actions", §8).
import { z } from "zod";
import { isoDate } from "../agency/schema.js";
import { checkCommission, COMMISSION_TYPES, msg } from "../tours/schema.js";
import { ORDER_STATUSES } from "./rules.js";
import { DEFAULT_COMMISSION } from "./record.js";
import { dayjs, ZONE } from "../tours/dates.js";

const required = (max: number) =>
  z.string({ error: "required" }).trim().min(1, { error: "required" }).max(max, { error: msg("max_string_length", max) });
/** Optional text: "" and whitespace mean none (null). */
const optionalText = (max: number) =>
  z.string({ error: "invalid_type" }).trim().max(max, { error: msg("max_string_length", max) }).nullish()
    .transform((s) => (s ? s : null));
const email = (max: number) =>
  z.string({ error: "required" }).trim().toLowerCase().min(1, { error: "required" })
    .max(max, { error: msg("max_string_length", max) }).pipe(z.email({ error: "invalid_email" }));
/** A number from JSON (or its text); missing answers "required" where the caller says so. */
const number = (what: { min?: number; max?: number; int?: boolean } = {}) => {
  let n = z.number({ error: (iss) => (iss.input === undefined ? "required" : "invalid_number") });
  if (what.int) n = n.int({ error: "invalid_number" });
  if (what.min !== undefined) n = n.min(what.min, { error: msg("min_num", what.min) });
  if (what.max !== undefined) n = n.max(what.max, { error: msg("max_num", what.max) });
  return z.preprocess((v) => (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v)) ? Number(v) : v), n);
};
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (iss) => (iss.input === undefined || iss.input === null || iss.input === "" ? "required" : "invalid_choice") });

// ------------------------------------------------------------------ contact people (spec §3, §5)

export const ContactMethodSchema = z.object({ name: required(50), value: required(50) });
/** At least one row (spec §5: the first cannot be removed); a missing list is an empty one. */
const contactMethods = z.preprocess(
  (v) => (v === undefined || v === null ? [] : v),
  z.array(ContactMethodSchema, { error: "invalid_type" }).min(1, { error: "min_items:1" }).max(10, { error: msg("max_items", 10) }),
);

/** Tour operator and guide. */
export const PersonSchema = z.object({
  fullname: required(64),
  email: email(64),
  contact_methods: contactMethods,
  note: optionalText(200),
}, { error: "invalid_type" });
export type Person = z.infer<typeof PersonSchema>;

export const DriverSchema = z.object({
  fullname: required(64),
  license_plate: required(64),
  contact_methods: contactMethods,
  note: optionalText(200),
}, { error: "invalid_type" });
export type Driver = z.infer<typeof DriverSchema>;

/** The customer's contact on the order. */
export const CustomerContactSchema = z.object({
  fullname: required(64),
  phone: required(20),
  email: email(64),
}, { error: "required" });

export const FastTrackSchema = z.object({
  airline: optionalText(100),
  flight_number: optionalText(20),
  departure_airport: optionalText(100),
  arrival_airport: optionalText(100),
  departure_time: optionalText(40),
  arrival_time: optionalText(40),
  departure_terminal: optionalText(20),
  arrival_terminal: optionalText(20),
}, { error: "invalid_type" });
export type FastTrack = z.infer<typeof FastTrackSchema>;

// ------------------------------------------------------------------ PATCH order/{id}

const issue = (ctx: z.RefinementCtx, path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });

export const PatchOrderSchema = z.object({
  actUpd: choice(["udpStatus", "updInfo"] as const),
  status: z.string({ error: "invalid_type" }).max(32, { error: msg("max_string_length", 32) }).optional(),
  reason_cancel: optionalText(200),
  tour_operator: PersonSchema.nullish(),
  tour_guide: PersonSchema.nullish(),
  tour_driver: DriverSchema.nullish(),
}).superRefine((b, ctx) => {
  if (b.actUpd === "udpStatus") {
    if (!b.status) return issue(ctx, ["status"], "required");
    // spec §5: a cancellation needs its reason; a confirmation names the tour operator
    if (b.status === "cancelled" && !b.reason_cancel) issue(ctx, ["reason_cancel"], "required");
    if (b.status === "confirmed" && !b.tour_operator) issue(ctx, ["tour_operator"], "required");
  } else if (!b.tour_operator && !b.tour_guide && !b.tour_driver) {
    issue(ctx, ["tour_operator"], "required");
  }
});
export type PatchOrder = z.infer<typeof PatchOrderSchema>;

// ------------------------------------------------------------------ lists

const jsonText = z.preprocess((v) => (v && typeof v === "object" ? JSON.stringify(v) : v), z.string().max(300).optional().catch(undefined));
const flag = z.preprocess((v) => v === true || v === "true" || v === "1", z.boolean());
const text = (max: number) => z.string().trim().max(max).optional().catch(undefined);

export const OrderListQuery = z.object({
  uid: text(64),
  agency: text(64),
  status: text(32),
  date_range: jsonText,
  statistic: flag,
  statisticRevenue: flag,
  sort: jsonText,
  service: text(32),
});

const DateRange = z.object({
  start: isoDate.nullish().catch(null),
  end: isoDate.nullish().catch(null),
});
/**
 * `date_range` (JSON {start?, end?}) as UTC instants: whole days in Asia/Ho_Chi_Minh, `end`
 * included. Unreadable JSON answers 422 `invalid_date`.
 */
export function instantRange(text: string | undefined): { from?: string; to?: string } | "invalid" {
  if (!text) return {};
  let range: z.infer<typeof DateRange>;
  try {
    range = DateRange.parse(JSON.parse(text));
  } catch {
    return "invalid";
  }
  return {
    from: range.start ? dayjs.tz(range.start, ZONE).toISOString() : undefined,
    to: range.end ? dayjs.tz(range.end, ZONE).add(1, "day").toISOString() : undefined,
  };
}

export const SORT_KEYS = ["created_at", "date_travel", "total"] as const;
const SortSchema = z.partialRecord(z.enum(SORT_KEYS), z.union([z.literal(1), z.literal(-1)]));
/** The list order; anything unreadable falls back to newest first. */
export function sortOf(text: string | undefined): [(typeof SORT_KEYS)[number], "asc" | "desc"][] {
  try {
    if (text) {
      const parsed = Object.entries(SortSchema.parse(JSON.parse(text))) as [(typeof SORT_KEYS)[number], 1 | -1][];
      if (parsed.length) return parsed.map(([k, d]) => [k, d === 1 ? "asc" : "desc"]);
    }
  } catch {
    /* the default */
  }
  return [["created_at", "desc"]];
}

export const PAYOUT_SERVICES = ["tour", "hotel", "bike", "transport"] as const;
export const PaymentListQuery = z.object({ service: text(32), date_range: jsonText });

// ------------------------------------------------------------------ transactions, payouts

export const TransactionBodySchema = z.object({
  order: required(64),
  amount: number({ min: 0.01, max: 1e12 }),
  currency: z.string({ error: "required" }).trim().toUpperCase().regex(/^[A-Z]{3}$/, { error: "invalid_choice" }),
  gateway: optionalText(50),
  payment_id: optionalText(64),
});

const isoInstant = z.string({ error: "invalid_date" }).refine((s) => !Number.isNaN(Date.parse(s)) && /^\d{4}-\d{2}-\d{2}T/.test(s), { error: "invalid_date" })
  .transform((s) => new Date(s).toISOString());

export const PayoutSchema = z.object({
  agency: required(254),
  service: choice(PAYOUT_SERVICES),
  amount: number({ min: 0.01, max: 1e12 }),
  currency: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, { error: "invalid_choice" }).default("VND"),
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

export const DevOrderSchema = z.object({
  service: choice(["tour", "cruise"] as const),
  tour: required(64),
  date_travel: z.string({ error: "required" }).pipe(isoDate),
  dateId: z.string().max(64).nullish(),
  status: choice(ORDER_STATUSES).default("wait_paid"),
  created_at: isoInstant.optional(),
  user: email(254).optional(),
  contact: CustomerContactSchema,
  note: optionalText(1000),
  fast_track_info: FastTrackSchema.nullish(),
  tour_operator: PersonSchema.nullish(),
  tour_guide: PersonSchema.nullish(),
  tour_driver: DriverSchema.nullish(),
  reason_cancel: optionalText(200),
  currency: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, { error: "invalid_choice" }).optional(),
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
  items: z.array(z.unknown(), { error: "required" }).min(1, { error: "min_items:1" }).max(50, { error: msg("max_items", 50) }),
}).superRefine((b, ctx) => {
  for (const kind of ["single_room", "extra_bed"] as const) {
    const amount = b[`${kind}_surcharge`];
    if (amount && b[`${kind}_quantity`]) {
      checkCommission(ctx, [], b[`${kind}_commission_type`], b[`${kind}_commission_value`], amount,
        { type: `${kind}_commission_type`, value: `${kind}_commission_value` });
    }
  }
});
export type DevOrder = z.infer<typeof DevOrderSchema>;

/** A tour line: an age of the tour (its name, price and commission), or a line given whole. */
export const TourItemSchema = z.object({
  age: z.string().max(64).optional(),
  name: z.string().trim().min(1, { error: "required" }).max(100, { error: msg("max_string_length", 100) }).optional(),
  name_en: optionalText(100),
  quantity: number({ min: 1, max: 1000, int: true }),
  price: number({ min: 0, max: 1_000_000_000 }).optional(),
  original_price: number({ min: 0, max: 1_000_000_000 }).optional(),
  commission_type: choice(COMMISSION_TYPES).optional(),
  commission_value: number({ min: 0 }).optional(),
}, { error: "invalid_type" }).superRefine((item, ctx) => {
  if (item.age) return;
  if (!item.name) issue(ctx, ["name"], "required");
  if (item.price === undefined) issue(ctx, ["price"], "required");
  else checkCommission(ctx, [], item.commission_type ?? "percent", item.commission_value ?? DEFAULT_COMMISSION, item.price);
});
export type TourItemInput = z.infer<typeof TourItemSchema>;

export const CruiseItemSchema = z.object({
  cabin: z.object({ _id: z.string().max(64).nullish(), name: required(100), name_en: optionalText(100) }, { error: "required" }),
  quantity: number({ min: 1, max: 100, int: true }),
  price: number({ min: 0, max: 1_000_000_000 }),
  quantity_extrabed: number({ min: 0, max: 100, int: true }).default(0),
  extrabed_price: number({ min: 0, max: 100_000_000 }).default(0),
}, { error: "invalid_type" });
export type CruiseItemInput = z.infer<typeof CruiseItemSchema>;

export const EventBodySchema = z.preprocess((v) => v ?? {}, z.object({ reason: optionalText(200) }));
