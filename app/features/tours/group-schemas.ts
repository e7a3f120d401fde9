// spec tours-cruises §5 "Passenger-group list" and "Group calendar".
import { z } from "zod";
import { EVERY_TIME, finiteOrUndefined, inputDateTime, msg, requiredText } from "~/lib/validation";
import { checkCommission, COMMISSION_TYPES } from "~/features/listing";

const num = (min: number, max: number) =>
  z.coerce.number({ error: "required" }).min(min, { error: msg("min_num", min) }).max(max, { error: msg("max_num", max) });
const whole = (min: number, max: number) => num(min, max).int({ error: "whole_number" });
const optionalName = (min: number, max: number) =>
  z.string().trim().min(min, { error: msg("min_string_length", min) }).max(max, { error: msg("max_string_length", max) }).optional();
const commission = { commission_type: z.enum(COMMISSION_TYPES, { error: "required" }), commission_value: z.coerce.number({ error: "required" }) };

/** One passenger group with its options: name ≤ 200, min ≤ 500, max ≤ 1000; options 3–100, price ≤ 1e9, min/max ≤ 100. */
export const PassengerGroupSchema = z
  .object({
    index: z.coerce.number().int().min(0).optional(),
    name: requiredText({ max: 200 }),
    name_en: optionalName(0, 200),
    min: whole(0, 500),
    max: whole(0, 1000),
    options: z
      .array(
        z.object({
          name: requiredText({ min: 3, max: 100 }),
          name_en: optionalName(3, 100),
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
      if (min !== undefined && max !== undefined && max < min) ctx.addIssue({ code: "custom", path, message: msg("min_num", min) });
    };
    below(["max"], g.min, g.max);
    (Array.isArray(g.options) ? g.options : []).forEach((o, i) => {
      if (!o || typeof o !== "object") return;
      checkCommission(ctx, ["options", i, "commission_value"], o.commission_type, o.commission_value, o.price);
      below(["options", i, "max"], o.min, o.max);
    });
  }, EVERY_TIME);
export type PassengerGroupForm = z.output<typeof PassengerGroupSchema>;

/** One departure: date and time (not past), available 1–1000, options, surcharges ≤ 1e8 with commissions. */
export const DepartureSchema = z
  .object({
    dateId: z.string().optional(),
    departure_date: inputDateTime(), // typed as DD/MM/YYYY HH:mm (spec §9), given as YYYY-MM-DDTHH:mm
    available: whole(1, 1000),
    options: z
      .array(
        z.object({
          optionId: z.string().optional(),
          name: requiredText({ min: 3, max: 100 }),
          name_en: optionalName(3, 100),
          price: num(0, 1_000_000_000),
          ...commission,
          min: whole(0, 100),
          sort: whole(0, 10_000),
        }),
        { error: "required" },
      )
      .min(1, { error: "required" }),
    single_room_surcharge: num(0, 100_000_000),
    single_room_commission_type: z.enum(COMMISSION_TYPES, { error: "required" }),
    single_room_commission_value: z.coerce.number({ error: "required" }),
    extra_bed_surcharge: num(0, 100_000_000),
    extra_bed_commission_type: z.enum(COMMISSION_TYPES, { error: "required" }),
    extra_bed_commission_value: z.coerce.number({ error: "required" }),
  })
  .superRefine((d, ctx) => {
    (Array.isArray(d.options) ? d.options : []).forEach((o, i) => {
      if (o && typeof o === "object") checkCommission(ctx, ["options", i, "commission_value"], o.commission_type, o.commission_value, o.price);
    });
    checkCommission(ctx, ["single_room_commission_value"], d.single_room_commission_type, d.single_room_commission_value, d.single_room_surcharge);
    checkCommission(ctx, ["extra_bed_commission_value"], d.extra_bed_commission_type, d.extra_bed_commission_value, d.extra_bed_surcharge);
  }, EVERY_TIME);
export type DepartureForm = z.output<typeof DepartureSchema>;
