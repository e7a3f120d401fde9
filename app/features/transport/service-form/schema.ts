// The transport service form (spec hotels-bikes-transport §3 "Transport service", §5 "Transport
// service form"): one schema for Conform in the browser and the action, the record as form values
// and the form as the API body. The rules that read several fields (route by type, custom route,
// duration, seats → guests and luggage, both languages) come from @contract/transport, the very
// ones the marketplace checks.
import { z } from "@contract/zod";
import { visibleText } from "@contract/input";
import {
  DURATION,
  durationMinutes,
  durationParts,
  guestChoices,
  needsCustomRoute,
  ROUTE_CUSTOM,
  routesOf,
  SEAT_SIZES,
  SERVICE_LIMITS as L,
  TRANSPORT_TYPES,
} from "@contract/transport";
import type { TransportBody } from "@contract/api/transport";
import { EVERY_TIME, msg, requiredText } from "~/lib/validation";
import type { PlaceLists } from "~/features/places";
import { toEnteredCommission, toStoredCommission } from "~/features/listing";

export type TransportService = {
  _id: string;
  type: string;
  route: string;
  route_custom: string | null;
  duration_type: string;
  duration: number;
  area: { _id: string; name: string } | null;
  country: { _id: string; name: string } | null;
  city: { _id: string; name: string } | null;
  city_des: { _id: string; name: string } | null;
  option: { _id: string; brand: string; type: string } | null;
  car_type: number;
  max_guests: number;
  max_luggages: number;
  max_km: number | null;
  currency: string;
  price: number;
  commission_value: number;
  language_driver: string | null;
  age_driver: number | null;
  what_included: string;
  additional_info: string | null;
  cancellation_policy: string;
  key_words: string | null;
  vi: Record<string, string | null>;
  translations: { en: Record<string, string | null | undefined> };
  auto_translate_en: boolean;
  status: string;
  is_active: boolean;
  /** its bookings still to come (a delete leaves them as they are) */
  bookings_to_come?: number;
};

/** What the form page draws from (the route's loader). */
export type ServiceFormData = {
  title: string;
  service: TransportService | null;
  values: Record<string, unknown>;
  places: PlaceLists;
  vehicles: { _id: string; label: string }[];
  createVehicleFirst: boolean;
  currency: string;
};

const optional = (max: number) =>
  z
    .string()
    .overwrite(visibleText)
    .max(max, { error: msg("max_string_length", max) })
    .optional();
const int = (min: number, max: number) =>
  z
    .number({ error: (i) => (i.input === undefined ? "required" : "whole_number") })
    .int({ error: "whole_number" })
    .min(min, { error: msg("min_num", min) })
    .max(max, { error: msg("max_num", max) });
const num = (min: number, max: number) =>
  z
    .number({ error: (i) => (i.input === undefined ? "required" : "invalid_number") })
    .min(min, { error: msg("min_num", min) })
    .max(max, { error: msg("max_num", max) });

export const ServiceFormSchema = z
  .object({
    id: z.string().max(64).optional(),
    type: z.enum(TRANSPORT_TYPES, { error: "required" }),
    route: z.string({ error: "required" }).max(32),
    route_custom: optional(ROUTE_CUSTOM.max),
    route_custom_en: optional(ROUTE_CUSTOM.max),
    duration_type: z.enum(["day", "hour"], { error: "required" }),
    days: int(DURATION.days.min, DURATION.days.max).optional(),
    hours: int(DURATION.hours.min, DURATION.hours.max).optional(),
    minutes: int(0, 55).optional(),
    area: requiredText(),
    country: requiredText(),
    city: requiredText(),
    city_des: z.string().optional(),
    option: requiredText(),
    car_type: z.number({ error: "required" }).int(),
    max_guests: z.number({ error: "required" }).int(),
    max_luggages: z.number({ error: "required" }).int(),
    max_km: num(0, L.maxKm).optional(),
    price: num(0, L.price),
    // the supplier's share, as entered (stored as 100 − it, spec §9)
    commission: num(0, L.commission),
    language_driver: optional(L.languageDriver),
    language_driver_en: optional(L.languageDriver),
    age_driver: int(L.ageDriver.min, L.ageDriver.max).optional(),
    what_included: optional(L.whatIncluded),
    what_included_en: optional(L.whatIncluded),
    additional_info: optional(L.additionalInfo),
    additional_info_en: optional(L.additionalInfo),
    cancellation_policy: optional(L.cancellationPolicy),
    cancellation_policy_en: optional(L.cancellationPolicy),
    key_words: optional(L.keyWords),
    auto_translate_en: z.literal("on").optional(),
    is_active: z.literal("on").optional(),
  })
  .superRefine((f, ctx) => {
    const add = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    // runs even when a field failed its own check (every error at once): each rule skips a field already refused
    if (typeof f.route === "string" && !routesOf(f.type).includes(f.route)) add("route", "required");
    if (needsCustomRoute(f.type, f.route)) {
      if (!f.route_custom) add("route_custom", "required");
      else if (f.route_custom.length < ROUTE_CUSTOM.min)
        add("route_custom", msg("min_string_length", ROUTE_CUSTOM.min));
      if (!f.auto_translate_en) {
        if (!f.route_custom_en) add("route_custom_en", "required");
        else if (f.route_custom_en.length < ROUTE_CUSTOM.min)
          add("route_custom_en", msg("min_string_length", ROUTE_CUSTOM.min));
      }
    }
    if (f.duration_type === "day" && f.days === undefined) add("days", "required");
    if (f.duration_type === "hour") {
      if (f.hours === undefined) add("hours", "required");
      if (typeof f.minutes === "number" && f.minutes % DURATION.minuteStep !== 0) add("minutes", "minutes_step");
      if (f.hours === 0 && !f.minutes) add("minutes", msg("min_num", DURATION.minuteStep));
    }
    if (typeof f.car_type === "number" && !(SEAT_SIZES as readonly number[]).includes(f.car_type))
      add("car_type", "required");
    const choices = guestChoices(f.car_type);
    if (typeof f.max_guests === "number" && !choices.includes(f.max_guests)) add("max_guests", "required");
    if (typeof f.max_luggages === "number" && !choices.includes(f.max_luggages)) add("max_luggages", "required");
    for (const key of ["what_included", "cancellation_policy"] as const) {
      if (!f[key]) add(key, "required");
      if (!f[`${key}_en`] && !f.auto_translate_en) add(`${key}_en`, "required");
    }
  }, EVERY_TIME);
export type ServiceForm = z.infer<typeof ServiceFormSchema>;

export function toFormValues(s: TransportService | null): Record<string, unknown> {
  if (!s) return { duration_type: "hour", is_active: "on" };
  const parts = durationParts(s.duration_type, s.duration);
  const en = s.translations?.en ?? {};
  const vi = s.vi ?? {};
  return {
    id: s._id,
    type: s.type,
    route: s.route,
    route_custom: vi.route_custom ?? s.route_custom ?? "",
    route_custom_en: en.route_custom ?? "",
    duration_type: s.duration_type,
    days: String(parts.days),
    hours: String(parts.hours),
    minutes: String(parts.minutes),
    area: s.area?._id ?? "",
    country: s.country?._id ?? "",
    city: s.city?._id ?? "",
    city_des: s.city_des?._id ?? "",
    option: s.option?._id ?? "",
    car_type: String(s.car_type),
    max_guests: String(s.max_guests),
    max_luggages: String(s.max_luggages),
    max_km: s.max_km === null ? "" : String(s.max_km),
    price: String(s.price),
    commission: String(toEnteredCommission("percent", s.commission_value)),
    language_driver: vi.language_driver ?? "",
    language_driver_en: en.language_driver ?? "",
    age_driver: s.age_driver === null ? "" : String(s.age_driver),
    what_included: vi.what_included ?? "",
    what_included_en: en.what_included ?? "",
    additional_info: vi.additional_info ?? "",
    additional_info_en: en.additional_info ?? "",
    cancellation_policy: vi.cancellation_policy ?? "",
    cancellation_policy_en: en.cancellation_policy ?? "",
    key_words: s.key_words ?? "",
    auto_translate_en: s.auto_translate_en ? "on" : undefined,
    is_active: s.is_active ? "on" : undefined,
  };
}

export function toPayload(f: ServiceForm, currency: string): TransportBody {
  const custom = needsCustomRoute(f.type, f.route);
  return {
    type: f.type,
    route: f.route,
    route_custom: custom ? (f.route_custom ?? null) : null,
    duration_type: f.duration_type,
    duration: durationMinutes(f.duration_type, f.days ?? 1, f.hours ?? 0, f.minutes ?? 0),
    area: f.area,
    country: f.country,
    city: f.city,
    city_des: custom && f.city_des ? f.city_des : null,
    option: f.option,
    car_type: f.car_type,
    max_guests: f.max_guests,
    max_luggages: f.max_luggages,
    max_km: f.max_km ?? null,
    currency,
    price: f.price,
    commission_value: toStoredCommission("percent", f.commission),
    language_driver: f.language_driver || null,
    age_driver: f.age_driver ?? null,
    what_included: f.what_included || null,
    additional_info: f.additional_info || null,
    cancellation_policy: f.cancellation_policy || null,
    key_words: f.key_words || null,
    translations: {
      en: {
        route_custom: custom ? f.route_custom_en || null : null,
        language_driver: f.language_driver_en || null,
        what_included: f.what_included_en || null,
        additional_info: f.additional_info_en || null,
        cancellation_policy: f.cancellation_policy_en || null,
      },
    },
    auto_translate_en: Boolean(f.auto_translate_en),
    auto_translate_vi: false,
    is_active: Boolean(f.is_active),
  };
}
