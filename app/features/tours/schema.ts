// spec tours-cruises §3 Tour, §4, §5 "Tour": a tour's choices and bounds, shared by its form (tour-form.ts),
// its screens and their server code.
import { uploadRule } from "~/lib/body-limits";
import { visibleText } from "@contract/input";

export const TOUR_TYPES = ["default", "package", "group", "combo", "team_building", "ticket"] as const;
export const OPTIONAL_TYPES = ["default", "group_size", "flexi"] as const;
export const GROUP_TYPES = ["viet-nam", "foreign"] as const;
export const PRICE_TYPES = ["person", "group_person"] as const;
export const DURATION_TYPES = ["day", "hour"] as const;
export const MAX_TOUR_IMAGES = 15; // spec §9
/**
 * What one post of a tour-shaped form (a tour, a cruise) may hold: its images, its texts in both
 * languages, its rows (read by the server and the multipart reader, body-limits.ts).
 */
export const LISTING_FORM_BODY = uploadRule({
  images: MAX_TOUR_IMAGES,
  parts: 1000,
  fieldBytes: 512 * 1024,
  textBytes: 2 * 1024 * 1024,
});
export const PRICE_MAX = 100_000_000;

/** The six content sections with their bounds (spec §5 Tour). */
export const CONTENT_SECTIONS = [
  { key: "overview", max: 10_000, required: true },
  { key: "what_included", max: 3_000 },
  { key: "departure_return", max: 200 },
  { key: "what_to_expect", max: 10_000 },
  { key: "additional_info", max: 2_000 },
  { key: "cancellation_policy", max: 2_000 },
] as const;

/** Rich text is measured by its text, not its markup (the marketplace counts the same way). */
export const textLength = (html: string) =>
  visibleText(html.replace(/<[^>]*>/g, "").replace(/&[a-z#0-9]+;/gi, " ")).length;

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
