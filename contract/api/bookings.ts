// marketplace-api.md "Tour and cruise bookings, statistics": the bodies and queries of the booking
// calls. Field messages are keys ("required",
// "max_string_length:N", "invalid_email", "min_items:1"), like the back-office's (spec tours-cruises
// §5 "Booking actions", §8).
import { z } from "../zod";
import {
  choice,
  currencyCode,
  email,
  issue,
  isoDate,
  isoInstant,
  msg,
  number,
  optionalText,
  requiredText as required,
} from "./fields";
import { jsonText as json, queryText as text } from "./list";
import { CONTACT_METHODS } from "../options";

// ------------------------------------------------------------------ contact people (spec §3, §5)

/** A contact person's rows: at least one (spec tours-cruises §5: the first cannot be removed), at most this many. */
export const MAX_CONTACT_METHODS = 10;
/** One row: a method of the spec's list (tours-cruises §3 "Option lists") and its value, up to 50. */
export const ContactMethodSchema = z.object({
  // judged against the list only once it is a text of at most 50 (one message per row's name)
  name: required(50).refine((name) => (CONTACT_METHODS as readonly string[]).includes(name), {
    error: "invalid_choice",
    when: (payload) => payload.issues.length === 0,
  }),
  value: required(50),
});
/** The rows' bounds, the back-office form's too (one rule for both sides). */
export const contactMethodRows = <S extends z.ZodArray>(rows: S) =>
  rows
    .min(1, { error: msg("min_items", 1) })
    .max(MAX_CONTACT_METHODS, { error: msg("max_items", MAX_CONTACT_METHODS) });
/** A missing list is an empty one (so it answers "min_items:1"). */
const contactMethods = z.preprocess(
  (v) => (v === undefined || v === null ? [] : v),
  contactMethodRows(z.array(ContactMethodSchema, { error: "invalid_type" })),
);

/** Tour operator and guide. */
export const PersonSchema = z.object(
  {
    fullname: required(64),
    email: email(64),
    contact_methods: contactMethods,
    note: optionalText(200),
  },
  { error: "invalid_type" },
);
export type Person = z.infer<typeof PersonSchema>;

export const DriverSchema = z.object(
  {
    fullname: required(64),
    license_plate: required(64),
    contact_methods: contactMethods,
    note: optionalText(200),
  },
  { error: "invalid_type" },
);
export type Driver = z.infer<typeof DriverSchema>;

/** The customer's contact on the order. */
export const CustomerContactSchema = z.object(
  {
    fullname: required(64),
    phone: required(20),
    email: email(64),
  },
  { error: "required" },
);

export const FastTrackSchema = z.object(
  {
    airline: optionalText(100),
    flight_number: optionalText(20),
    departure_airport: optionalText(100),
    arrival_airport: optionalText(100),
    departure_time: optionalText(40),
    arrival_time: optionalText(40),
    departure_terminal: optionalText(20),
    arrival_terminal: optionalText(20),
  },
  { error: "invalid_type" },
);
export type FastTrack = z.infer<typeof FastTrackSchema>;

// ------------------------------------------------------------------ PATCH order/{id}

/**
 * PATCH {service}/order/{id}: a status change (udpStatus) or the contact people (updInfo), under the
 * contact field names of the service (tours `tour_operator`…, transport `operator`…, §7).
 */
export function patchOrderSchema<O extends string, G extends string, D extends string>(names: {
  operator: O;
  guide: G;
  driver: D;
}) {
  const person = PersonSchema.nullish();
  const driver = DriverSchema.nullish();
  const shape = {
    actUpd: choice(["udpStatus", "updInfo"] as const),
    status: z
      .string({ error: "invalid_type" })
      .max(32, { error: msg("max_string_length", 32) })
      .optional(),
    reason_cancel: optionalText(200),
    [names.operator]: person,
    [names.guide]: person,
    [names.driver]: driver,
  } as {
    actUpd: ReturnType<typeof choice<readonly ["udpStatus", "updInfo"]>>;
    status: z.ZodOptional<z.ZodString>;
    reason_cancel: ReturnType<typeof optionalText>;
  } & Record<O | G, typeof person> &
    Record<D, typeof driver>;
  return z.object(shape).superRefine((b, ctx) => {
    const body = b as Record<string, unknown> & { actUpd: string; status?: string; reason_cancel?: string };
    if (body.actUpd === "udpStatus") {
      if (!body.status) return issue(ctx, ["status"], "required");
      // spec §5: a cancellation needs its reason; a confirmation names the operator
      if (body.status === "cancelled" && !body.reason_cancel) issue(ctx, ["reason_cancel"], "required");
      if (body.status === "confirmed" && !body[names.operator]) issue(ctx, [names.operator], "required");
    } else if (!body[names.operator] && !body[names.guide] && !body[names.driver]) {
      issue(ctx, [names.operator], "required");
    }
  });
}

export const PatchOrderSchema = patchOrderSchema({
  operator: "tour_operator",
  guide: "tour_guide",
  driver: "tour_driver",
});
export type PatchOrder = z.infer<typeof PatchOrderSchema>;

// ------------------------------------------------------------------ lists

const jsonText = json(300);
const flag = z.preprocess((v) => v === true || v === "true" || v === "1", z.boolean());

/** GET order, statistic, tour/statistic-revenue (besides the list query). */
import { DATE_BASES } from "../options";
import { DUE_KINDS } from "../dashboard";
export { DATE_BASES, type DateBasis } from "../options";

export const OrderListQuery = z.object({
  uid: text(64),
  agency: text(64),
  status: text(32).describe(
    "one status: only the bookings in it (every list and statistic of every service; a status its bookings never have lists none)",
  ),
  date_range: jsonText,
  statistic: flag,
  statisticRevenue: flag,
  sort: jsonText.describe(
    'JSON {created_at: 1 | -1} or {date_pickup: 1 | -1}; default {"created_at": -1}, newest first (anything else too)',
  ),
  service: text(32),
  date_by: z.enum(DATE_BASES).optional().catch(undefined),
  /** extension: only the bookings a dashboard figure counts (contract/dashboard.ts DUE_KINDS); unreadable: none */
  due: z.enum(DUE_KINDS).optional().catch(undefined),
  /** extension: the instant `due` is judged at, honoured with the dev calls on only (as GET dashboard's `at`) */
  at: isoInstant.optional().catch(undefined),
});

/**
 * GET order (each service's list, not its statistic): `after`, the `next` cursor of the page before
 * (extension: keyset paging). The list then continues after that page's last row whatever was written
 * meanwhile, so a walk over every page holds each booking once, and no page walks the rows before it.
 */
export const OrderCursorQuery = z.object({
  after: z
    .string()
    .max(512)
    .optional()
    .catch(undefined)
    .describe(
      "extension: the `next` cursor of the page before (the page then follows its last row; `page` is not read); " +
        "each page answers `next`, null after the last",
    ),
});

/** `date_range` of the booking lists, JSON {start?, end?}: a day that is not a real day is no bound. */
export const DateRange = z.object({
  start: isoDate.nullish().catch(null),
  end: isoDate.nullish().catch(null),
});

// date_pickup: transport bookings (hotels-bikes-transport §2 "sortable by pickup date")
export const SORT_KEYS = ["created_at", "date_travel", "date_pickup", "total"] as const;
export const OrderSortSchema = z.partialRecord(z.enum(SORT_KEYS), z.union([z.literal(1), z.literal(-1)]));

/** GET transaction/payment-statistic and transaction/payment-agency (besides the list query). */
export const PaymentListQuery = z.object({ service: text(32), date_range: jsonText });

/** GET transaction: one order's, or all the supplier's. */
export const TransactionListQuery = z.object({ order: z.string().optional().catch(undefined) });

// ------------------------------------------------------------------ transactions

/** POST transaction: a bank-transfer deposit on an order. */
export const TransactionBodySchema = z.object({
  order: required(64),
  amount: number({ min: 0.01, max: 1e12 }),
  currency: currencyCode,
  gateway: optionalText(50),
  payment_id: optionalText(64),
});
