// The transport area's fixed lists and the rules both sides read (spec hotels-bikes-transport §3
// "Transport service", "Vehicle option", §5 "Vehicle form", "Transport service form"): body styles,
// service types, the routes each type offers, seat sizes, what seats allow, duration in minutes.
// Pure data and functions (no I/O).

import { hasVisibleText } from "./input";

/** §5 "Vehicle form": the body styles ("similar"), as the spec spells them. */
export const BODY_STYLES = [
  "SEDAN",
  "HATCHBACK",
  "ROADSTER",
  "CUV",
  "SUV",
  "LIMOUSINE",
  "PICKUP",
  "MICRO",
  "CABRIO",
  "SUPPERCAR",
  "COUPE",
  "VAN",
  "MINIVAN",
  "BUS",
  "MINIBUS",
] as const;
export const GEARBOXES = ["mt", "at"] as const;

/** §3: the four named types; the spec's "others from a translated list" are not shown, so none are invented. */
export const TRANSPORT_TYPES = ["airport", "innercity", "sightseeing_day", "sightseeing_days"] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];

/** §3 "Route choices": airport routes by name, inner-city and sightseeing by hours; multi-day sightseeing is always custom. */
export const ROUTES: Readonly<Record<TransportType, readonly string[]>> = {
  airport: ["hotel_innercity", "hotel_outsidecity", "custom"],
  innercity: ["2", "4", "6", "8", "10"],
  sightseeing_day: ["4", "6", "8", "10"],
  sightseeing_days: ["custom"],
};
export const routesOf = (type: string | null | undefined): readonly string[] =>
  type && Object.hasOwn(ROUTES, type) ? ROUTES[type as TransportType] : [];

/** §5: route_custom (5–70) is required for sightseeing_days or a custom route. */
export const needsCustomRoute = (type: string | null | undefined, route: string | null | undefined) =>
  type === "sightseeing_days" || route === "custom";
export const ROUTE_CUSTOM = { min: 5, max: 70 } as const;

/** §3 "Seat sizes": 4 to 16, 24, 29, 35, 45, 55. */
export const SEAT_SIZES = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 24, 29, 35, 45, 55] as const;

/** §5: max guests and max luggage run from 1 up to seats − 1 (the driver's seat); none without a seat size. */
export function guestChoices(seats: number | null | undefined): number[] {
  if (!seats || !(SEAT_SIZES as readonly number[]).includes(seats)) return [];
  return Array.from({ length: seats - 1 }, (_, i) => i + 1);
}

/** §5 "Days 1 to 30, hours 0 to 23, minutes in steps of 5"; §3 "duration in minutes (1440 per day)". */
export const DURATION = { days: { min: 1, max: 30 }, hours: { min: 0, max: 23 }, minuteStep: 5 } as const;
export const MINUTES_PER_DAY = 1440;
export const DURATION_TYPES = ["day", "hour"] as const;

/** The stored minutes of a duration entered as days, or as hours and minutes. */
export const durationMinutes = (type: "day" | "hour", days: number, hours: number, minutes: number) =>
  type === "day" ? days * MINUTES_PER_DAY : hours * 60 + minutes;

/** A stored duration back as the form's fields (a day duration in whole days). */
export function durationParts(type: string, total: number) {
  if (type === "day") return { days: Math.max(1, Math.round(total / MINUTES_PER_DAY)), hours: 0, minutes: 0 };
  return { days: 1, hours: Math.floor(total / 60), minutes: total % 60 };
}

/** Whether stored minutes are a duration the form can enter (1–30 whole days; or 5 min to 23 h 55 in 5-minute steps). */
export function validDuration(type: string, total: number): boolean {
  if (!Number.isInteger(total)) return false;
  if (type === "day")
    return total % MINUTES_PER_DAY === 0 && total >= MINUTES_PER_DAY && total <= DURATION.days.max * MINUTES_PER_DAY;
  return total > 0 && total % DURATION.minuteStep === 0 && total < 24 * 60;
}

/** §5 bounds of the service form. */
export const SERVICE_LIMITS = {
  languageDriver: 100,
  ageDriver: { min: 18, max: 65 },
  whatIncluded: 3000,
  additionalInfo: 2000,
  cancellationPolicy: 1500,
  keyWords: 300,
  maxKm: 10_000,
  price: 100_000_000,
  commission: 100,
} as const;

/** §5 bounds of the vehicle form. */
export const VEHICLE_LIMITS = { type: 70, brand: 70, year: 5, doors: { min: 1, max: 6 } } as const;

/** A driver complete enough to start a transfer (§4 "confirmed to agency_begin … needs a driver with name, license plate and at least one contact method"). */
// a name, plate or contact made of invisible characters is none (contract/input.ts)
export function driverComplete(
  d:
    | { fullname?: string | null; license_plate?: string | null; contact_methods?: { value?: string | null }[] | null }
    | null
    | undefined,
): boolean {
  return Boolean(
    hasVisibleText(d?.fullname) &&
    hasVisibleText(d?.license_plate) &&
    (d?.contact_methods ?? []).some((m) => hasVisibleText(m?.value)),
  );
}
