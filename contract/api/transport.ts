// marketplace-api.md "Hotels, bikes, transport" (transport/option, transport/transport,
// transport/order) and "The other side" (dev/order for transport): the bodies and queries of the
// transport calls. Field messages are keys ("required", "max_string_length:N"), as elsewhere.
import { z } from "../zod";
import {
  BODY_STYLES,
  DURATION_TYPES,
  GEARBOXES,
  guestChoices,
  needsCustomRoute,
  ROUTE_CUSTOM,
  routesOf,
  SEAT_SIZES,
  SERVICE_LIMITS as L,
  TRANSPORT_TYPES,
  validDuration,
  VEHICLE_LIMITS as V,
} from "../transport";
import { CustomerContactSchema, DriverSchema, FastTrackSchema, patchOrderSchema, PersonSchema } from "./bookings";
import { choice, currencyCode, email, isoInstant, issue, msg, number, optionalText, requiredText } from "./fields";
import { isImageUrl } from "./files";
import { queryText } from "./list";

const flag = z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean({ error: "required" }));

// ------------------------------------------------------------------ vehicles (§5 "Vehicle form")

export const VehicleBodySchema = z.object({
  // §3 names a vehicle "type" without its choices: free text, required, as short as the brand
  type: requiredText(V.type),
  brand: requiredText(V.brand),
  similar: choice(BODY_STYLES),
  year_of_manufacture: optionalText(V.year),
  doors: number({ min: V.doors.min, max: V.doors.max, int: true }),
  ac: flag,
  gearbox: choice(GEARBOXES),
  // spec §5 "Vehicle form": the photo is the supplier's own upload (its ownership: the marketplace)
  avatar: optionalText(300).refine((url) => url === null || isImageUrl(url), { error: "foreign_file" }),
});
export type VehicleBody = z.infer<typeof VehicleBodySchema>;

// ------------------------------------------------------------------ services (§5 "Transport service form")

const TranslationsSchema = z
  .object({
    en: z
      .object({
        route_custom: optionalText(ROUTE_CUSTOM.max),
        language_driver: optionalText(L.languageDriver),
        what_included: optionalText(L.whatIncluded),
        additional_info: optionalText(L.additionalInfo),
        cancellation_policy: optionalText(L.cancellationPolicy),
      })
      .partial(),
  })
  .partial();

export const TransportBodySchema = z
  .object({
    type: choice(TRANSPORT_TYPES),
    route: requiredText(32),
    route_custom: optionalText(ROUTE_CUSTOM.max),
    duration_type: choice(DURATION_TYPES),
    duration: number({ min: 1, max: 30 * 1440, int: true }),
    area: requiredText(64),
    country: requiredText(64),
    city: requiredText(64),
    city_des: optionalText(64),
    option: requiredText(64),
    car_type: number({ int: true }),
    max_guests: number({ int: true }),
    max_luggages: number({ int: true }),
    max_km: number({ min: 0, max: L.maxKm }).nullish(),
    currency: currencyCode.default("VND"),
    price: number({ min: 0, max: L.price }),
    commission_value: number({ min: 0, max: L.commission }),
    language_driver: optionalText(L.languageDriver),
    age_driver: number({ min: L.ageDriver.min, max: L.ageDriver.max, int: true }).nullish(),
    what_included: optionalText(L.whatIncluded),
    additional_info: optionalText(L.additionalInfo),
    cancellation_policy: optionalText(L.cancellationPolicy),
    key_words: optionalText(L.keyWords),
    translations: TranslationsSchema.default({}),
    auto_translate_en: z.boolean().default(false),
    auto_translate_vi: z.boolean().default(false),
    is_active: z.boolean().default(true),
  })
  .superRefine((b, ctx) => {
    if (!routesOf(b.type).includes(b.route)) issue(ctx, ["route"], "invalid_choice");
    if (needsCustomRoute(b.type, b.route)) {
      const n = b.route_custom?.length ?? 0;
      if (!n) issue(ctx, ["route_custom"], "required");
      else if (n < ROUTE_CUSTOM.min) issue(ctx, ["route_custom"], msg("min_string_length", ROUTE_CUSTOM.min));
    }
    if (!validDuration(b.duration_type, b.duration)) issue(ctx, ["duration"], "invalid_duration");
    if (!(SEAT_SIZES as readonly number[]).includes(b.car_type)) issue(ctx, ["car_type"], "invalid_choice");
    const seats = guestChoices(b.car_type);
    if (!seats.includes(b.max_guests)) issue(ctx, ["max_guests"], "invalid_choice");
    if (!seats.includes(b.max_luggages)) issue(ctx, ["max_luggages"], "invalid_choice");
    // §5 "both languages unless the other is auto-translated": the Vietnamese text is required
    // unless it is to be translated from the English, and the other way round
    const en = b.translations.en ?? {};
    for (const key of ["what_included", "cancellation_policy"] as const) {
      if (!b[key] && !b.auto_translate_vi) issue(ctx, [key], "required");
      if (!en[key] && !b.auto_translate_en) issue(ctx, ["translations", "en", key], "required");
    }
    if (needsCustomRoute(b.type, b.route) && !en.route_custom && !b.auto_translate_en)
      issue(ctx, ["translations", "en", "route_custom"], "required");
  });
export type TransportBody = z.infer<typeof TransportBodySchema>;

/** GET transport/transport (besides the list query). */
export const TransportListQuery = z.object({
  area: queryText(64),
  type: queryText(32),
  created_by: queryText(64),
  sort: queryText(200),
});

// ------------------------------------------------------------------ orders

/** PATCH transport/order/{id}: as tours', with transport's contact field names (§7). */
export const PatchTransportOrderSchema = patchOrderSchema({ operator: "operator", guide: "guide", driver: "driver" });
export type PatchTransportOrder = z.infer<typeof PatchTransportOrderSchema>;

export const PlaceSchema = z.object({ name: requiredText(200), address: optionalText(300) });

/** POST dev/order with service transport: the customer books a service for a pickup instant. */
export const devTransportOrderSchema = (statuses: readonly [string, ...string[]]) =>
  z.object({
    service: z.literal("transport"),
    transport: requiredText(64),
    date_pickup: isoInstant,
    pickup: PlaceSchema,
    drop_off: PlaceSchema,
    flight_info: FastTrackSchema.nullish(),
    contact: CustomerContactSchema,
    guests: number({ min: 1, max: 100, int: true }).default(1),
    note: optionalText(1000),
    status: choice(statuses).default("wait_paid"),
    created_at: isoInstant.optional(),
    user: email(254).optional(),
    reason_cancel: optionalText(200),
    cancel_by: choice(["customer", "supplier"] as const).nullish(),
    operator: PersonSchema.nullish(),
    guide: PersonSchema.nullish(),
    driver: DriverSchema.nullish(),
    currency: currencyCode.optional(),
    rate_payment: number({ min: 0.0000001, max: 1_000_000 }).optional(),
  });
export type DevTransportOrder = z.infer<ReturnType<typeof devTransportOrderSchema>>;
