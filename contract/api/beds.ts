// What a hotel room and a cruise cabin type read the same way (spec hotels-bikes-transport §5 "Room
// form", tours-cruises §5 "Cabin form"): names and notes in both languages (a language the
// marketplace translates is not checked), the beds, the facilities and the image file names.
import type { z } from "zod";
import { checkNumber, checkText } from "./checks";
import { issue } from "./fields";
import { plainText } from "./text";

const plain = (s: string | null | undefined) => (s ? plainText(s) || null : null);

type UnitInput = {
  name?: string | null;
  note?: string | null;
  translations?: { en?: { name?: string | null; note?: string | null } | null } | null;
  beds?: { type?: string | null; quantity?: number }[] | null;
  facilities?: string[] | null;
  image?: string | string[] | null;
};

/** The body's texts as plain text per language, its beds, its distinct facilities and image names. */
export function unitParts<B extends UnitInput>(b: B) {
  const list = Array.isArray(b.image) ? b.image : (b.image ?? "").split(",");
  const rest: Omit<B, "beds" | "facilities"> = b;
  return {
    ...rest,
    vi: { name: plain(b.name) ?? "", note: plain(b.note) },
    en: { name: plain(b.translations?.en?.name) ?? "", note: plain(b.translations?.en?.note) },
    beds: (b.beds ?? []).map((bed) => ({ type: bed.type ?? "", quantity: bed.quantity })),
    facilities: [...new Set(b.facilities ?? [])],
    images: [...new Set(list.map((s) => s.trim()).filter(Boolean))],
  };
}

type Parts = {
  auto_translate_vi?: boolean | null;
  auto_translate_en?: boolean | null;
  vi: { name: string; note: string | null };
  en: { name: string; note: string | null };
};

/** Only one language is translated; the other languages' name (required) and note within `max`. */
export function checkUnitTexts(ctx: z.RefinementCtx, b: Parts, max: { name: number; note: number }) {
  if (b.auto_translate_en && b.auto_translate_vi) issue(ctx, ["auto_translate_vi"], "invalid_choice");
  for (const [lang, prefix] of [
    ["vi", []],
    ["en", ["translations", "en"]],
  ] as const) {
    if (lang === "vi" ? b.auto_translate_vi : b.auto_translate_en) continue;
    checkText(ctx, [...prefix, "name"], b[lang].name, { required: true, max: max.name });
    checkText(ctx, [...prefix, "note"], b[lang].note, { max: max.note });
  }
}

/** At least one bed; each with its type and a whole quantity within `quantity`. */
export function checkBeds(
  ctx: z.RefinementCtx,
  beds: { type: string; quantity: number | undefined }[],
  quantity: { min: number; max: number },
) {
  if (!beds.length) issue(ctx, ["beds"], "required");
  beds.forEach((bed, i) => {
    if (!bed.type) issue(ctx, ["beds", i, "type"], "required");
    checkNumber(ctx, ["beds", i, "quantity"], bed.quantity, { required: true, ...quantity, int: true });
  });
}
