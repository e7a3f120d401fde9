// The passenger-group dialog of /tour/:id/optional-group-size (spec tours-cruises §3 Option group size, §5
// Passenger-group list): its one schema, a stored group as the dialog's values, and the values as the stored group.
import { z } from "@contract/zod";
import { EVERY_TIME, englishName, finiteOrUndefined, requiredText, msg } from "~/lib/validation";
import { checkCommission, toEnteredCommission, toStoredCommission } from "~/features/listing";
import type { PassengerGroup } from "./api.server";
import { commission, num, optionalName, whole } from "./price-fields";

/** One passenger group with its options: name ≤ 200, min ≤ 500, max ≤ 1000; options 3–100, price ≤ 1e9, min/max ≤ 100. */
export const PassengerGroupSchema = z
  .object({
    index: z.number().int().min(0).optional(),
    name: requiredText({ max: 200 }),
    translations: englishName(optionalName(0, 200)),
    min: whole(0, 500),
    max: whole(0, 1000),
    options: z
      .array(
        z.object({
          name: requiredText({ min: 3, max: 100 }),
          translations: englishName(optionalName(3, 100)),
          price: num(0, 1_000_000_000),
          ...commission,
          min: whole(0, 100).optional(),
          max: whole(0, 100).optional(),
        }),
        { error: "required" },
      )
      .min(1, { error: "required" }),
  })
  .superRefine((g, ctx) => {
    const below = (path: (string | number)[], lo: unknown, hi: unknown) => {
      const min = finiteOrUndefined(lo);
      const max = finiteOrUndefined(hi);
      if (min !== undefined && max !== undefined && max < min)
        ctx.addIssue({ code: "custom", path, message: msg("min_num", min) });
    };
    below(["max"], g.min, g.max);
    (Array.isArray(g.options) ? g.options : []).forEach((o, i) => {
      if (!o || typeof o !== "object") return;
      checkCommission(ctx, ["options", i, "commission_value"], o.commission_type, o.commission_value, o.price);
      below(["options", i, "max"], o.min, o.max);
    });
  }, EVERY_TIME);
export type PassengerGroupValues = z.output<typeof PassengerGroupSchema>;

const en = (name: string | undefined) => ({ en: { name: name ?? "" } });

/** The dialog's values: a stored group (percent shown as entered), or a new one at 1–4 guests with one option. */
export function toFormValues(group: PassengerGroup | null, index: number | null) {
  if (!group) return { min: "1", max: "4", options: [{ commission_type: "percent" }] };
  return {
    index: String(index ?? ""),
    name: group.name,
    translations: en(group.translations?.en?.name),
    min: String(group.min),
    max: String(group.max),
    options: group.options.map((o) => ({
      name: o.name,
      translations: en(o.translations?.en?.name),
      price: String(o.price),
      commission_type: o.commission_type,
      commission_value: String(toEnteredCommission(o.commission_type, o.commission_value)),
      min: String(o.min ?? ""),
      max: String(o.max ?? ""),
    })),
  };
}

/** The group as the list stores it (the whole list is sent: PATCH tour/option-group-size/{id}); keeps its id. */
export function toPayload(g: PassengerGroupValues, keep?: PassengerGroup): PassengerGroup {
  return {
    ...(keep?._id ? { _id: keep._id } : {}),
    name: g.name,
    translations: en(g.translations?.en?.name),
    min: g.min,
    max: g.max,
    options: g.options.map((o) => ({
      name: o.name,
      translations: en(o.translations?.en?.name),
      price: o.price,
      commission_type: o.commission_type,
      // spec §7/§9: a percent is sent as 100 minus what was entered
      commission_value: toStoredCommission(o.commission_type, o.commission_value),
      ...(o.min !== undefined ? { min: o.min } : {}),
      ...(o.max !== undefined ? { max: o.max } : {}),
    })),
  };
}
