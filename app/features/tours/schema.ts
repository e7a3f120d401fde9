// spec tours-cruises §3 Tour, §4, §5 "Tour": a tour's choices and bounds, shared by its form (tour-form.ts),
// its screens and their server code.

export const TOUR_TYPES = ["default", "package", "group", "combo", "team_building", "ticket"] as const;
export const OPTIONAL_TYPES = ["default", "group_size", "flexi"] as const;
export const GROUP_TYPES = ["viet-nam", "foreign"] as const;
export const PRICE_TYPES = ["person", "group_person"] as const;
export const DURATION_TYPES = ["day", "hour"] as const;
export const PRICE_MAX = 100_000_000;

/** spec §3: duration in minutes = days×1440 + hours×60 + minutes. */
export function durationMinutes(v: {
  duration_type: "day" | "hour";
  days?: number | null;
  hours?: number | null;
  minutes?: number | null;
}) {
  return v.duration_type === "day" ? (v.days ?? 0) * 1440 : (v.hours ?? 0) * 60 + (v.minutes ?? 0);
}

/** The other way, for the form: 1500 minutes → 1 day, or 1 h 0 min when counted in hours. */
export function durationParts(minutes: number, type: "day" | "hour") {
  if (type === "day") return { days: Math.floor(minutes / 1440), hours: 0, minutes: 0 };
  return { days: 0, hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
