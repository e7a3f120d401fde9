// The rental option form (spec hotels-bikes-transport §3 "Bike option", §5 "Bike option form"): one
// schema for Conform in the browser and the action on the server, the record as form values, and
// the form as the marketplace body.
import { z } from "@contract/zod";
import { BIKE_LIMITS as L } from "@contract/api/bikes";
import { isImageUrl } from "@contract/api/files";
import { EVERY_TIME, msg } from "~/lib/validation";
import { optionalText as opt } from "~/features/listing";
import { uploadRule } from "~/lib/body-limits";
import type { BikeOption } from "./api.server";

/** §5: the avatar is cropped square and saved at quality 0.8. */
export const OPTION_AVATAR = { width: 400, height: 400, quality: 0.8 } as const;
/** One post of the option form: one avatar under 1 MB and its fields (body-limits.ts). */
export const OPTION_FORM_BODY = uploadRule({ images: 1, parts: 40, fieldBytes: 8 * 1024, textBytes: 64 * 1024 });

const texts = () => z.object({ name: opt(L.optionName), description: opt(L.optionDescription) });
const number = (max: number, int = false) => {
  let n = z.number({ error: (i) => (i.input === undefined ? "required" : "invalid_number") });
  if (int) n = n.int({ error: "whole_number" });
  return n.min(0, { error: msg("min_num", 0) }).max(max, { error: msg("max_num", max) });
};

export const OptionSchema = z
  .object({
    id: z.string().max(64).optional(),
    vi: texts().prefault({}),
    en: texts().prefault({}),
    auto_translate_en: z.literal("on").optional(),
    auto_translate_vi: z.literal("on").optional(),
    // the stored avatar's url (a new file travels as avatar_file and is stored by the action)
    avatar: z.string().max(300).refine(isImageUrl, { error: "foreign_file" }).optional(),
    quantity_default: number(L.quantity, true),
    price_day_default: number(L.optionPrice),
    price_hour_default: number(L.optionPrice),
    // contract/front-desk.ts "Deposits": what one bike of the option holds while out (empty: kept as it is)
    deposit: number(L.optionPrice).optional(),
    // §3 is_active: operating or closed
    is_active: z.enum(["on", "off"], { error: "required" }),
  })
  .superRefine((v, ctx) => {
    const add = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    if (v.auto_translate_en && v.auto_translate_vi) add(["auto_translate_vi"], "one_source_language");
    for (const lng of ["vi", "en"] as const) {
      if (lng === "en" ? v.auto_translate_en : v.auto_translate_vi) continue;
      if (!v[lng]?.name) add([lng, "name"], "required");
      if (!v[lng]?.description) add([lng, "description"], "required");
    }
  }, EVERY_TIME);
export type OptionValues = z.output<typeof OptionSchema>;

export function toFormValues(o: BikeOption | null): Record<string, unknown> {
  if (!o) return { is_active: "on" };
  return {
    id: o._id,
    vi: { name: o.name, description: o.description },
    en: { name: o.translations.en?.name ?? "", description: o.translations.en?.description ?? "" },
    avatar: o.avatar ?? "",
    quantity_default: String(o.quantity_default),
    price_day_default: String(o.price_day_default),
    price_hour_default: String(o.price_hour_default),
    deposit: String(o.deposit ?? 0),
    is_active: o.is_active ? "on" : "off",
  };
}

export function toPayload(v: OptionValues, bike: string) {
  return {
    // on an edit too: the marketplace refuses an option of another bike than the page's
    bike,
    name: v.vi.name ?? "",
    description: v.vi.description ?? "",
    translations: { en: { name: v.en.name ?? "", description: v.en.description ?? "" } },
    auto_translate_en: Boolean(v.auto_translate_en),
    auto_translate_vi: Boolean(v.auto_translate_vi),
    avatar: v.avatar || null,
    quantity_default: v.quantity_default,
    price_day_default: v.price_day_default,
    price_hour_default: v.price_hour_default,
    ...(v.deposit === undefined ? {} : { deposit: v.deposit }),
    is_active: v.is_active === "on",
  };
}
