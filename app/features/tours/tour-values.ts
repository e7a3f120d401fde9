// A tour record as the form's values (the form keeps each language's texts under vi./en.).
import type { TourRecord } from "./api.server";
import { CONTENT_SECTIONS, durationParts } from "./schema";

const TEXT_FIELDS = ["name", "time", "departure", "endpoint", "pickup_detail", "promotion", "language_guide", "operated_by"] as const;

const contentOf = (list: { key: string; value: string }[] | undefined) =>
  Object.fromEntries(CONTENT_SECTIONS.map((c) => [c.key, list?.find((e) => e.key === c.key)?.value ?? ""]));

export function tourFormValues(r: TourRecord | null) {
  if (!r) return { duration_type: "day", days: "1", price_type: "person", optional_type: "default", group_type: "viet-nam" };
  const en = r.translations?.en ?? {};
  const parts = durationParts(r.duration ?? 0, r.duration_type ?? "day");
  const texts = (t: Partial<Record<string, unknown>>, content: { key: string; value: string }[] | undefined) => ({
    ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, typeof t[f] === "string" ? t[f] : ""])),
    content: contentOf(content),
  });
  return {
    vi: texts(r as unknown as Record<string, unknown>, r.content),
    en: texts(en, en.content),
    key_words: r.key_words ?? "",
    is_pickup: r.is_pickup ? "on" : "",
    area: r.area?._id ?? "", country: r.country?._id ?? "", city: r.city?._id ?? "",
    categories: r.categories?.map((c) => c._id) ?? [],
    interests: r.interests?.map((c) => c._id) ?? [],
    type: r.type, optional_type: r.optional_type ?? "default", group_type: r.group_type ?? "viet-nam",
    is_fast_track: r.is_fast_track ? "on" : "",
    duration_type: r.duration_type ?? "day", days: String(parts.days), hours: String(parts.hours), minutes: String(parts.minutes),
    price: String(r.price ?? ""), price_type: r.price_type ?? "person",
    images: r.images?.map((i) => i.url) ?? [],
  };
}
