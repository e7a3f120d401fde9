// The departure dialog of /tour/:id/calendar-group-option (spec tours-cruises §5 "Group calendar"): its one
// schema, a stored departure as the dialog's values, and the values as the marketplace payload.
import { z } from "@contract/zod";
import { instantToVietnamTime, vietnamTimeToInstant } from "~/lib/dates";
import { EVERY_TIME, englishName, inputDateTime, requiredText } from "~/lib/validation";
import { checkCommission, COMMISSION_TYPES, toEnteredCommission, toStoredCommission } from "~/features/listing";
import type { Departure } from "./api.server";
import { commission, num, optionalName, whole } from "./price-fields";

/** datetime-local value (Vietnam time) ↔ instant */
export const toLocalInput = instantToVietnamTime;
// the schema has checked the time (inputDateTime), so a null here is a caller's bug
const fromLocalInput = (value: string) => {
  const at = vietnamTimeToInstant(value);
  if (at === null) throw new RangeError(`not a time: ${value}`);
  return at;
};

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
          translations: englishName(optionalName(3, 100)),
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
    single_room_commission_value: z.number({ error: "required" }),
    extra_bed_surcharge: num(0, 100_000_000),
    extra_bed_commission_type: z.enum(COMMISSION_TYPES, { error: "required" }),
    extra_bed_commission_value: z.number({ error: "required" }),
  })
  .superRefine((d, ctx) => {
    (Array.isArray(d.options) ? d.options : []).forEach((o, i) => {
      if (o && typeof o === "object")
        checkCommission(ctx, ["options", i, "commission_value"], o.commission_type, o.commission_value, o.price);
    });
    checkCommission(
      ctx,
      ["single_room_commission_value"],
      d.single_room_commission_type,
      d.single_room_commission_value,
      d.single_room_surcharge,
    );
    checkCommission(
      ctx,
      ["extra_bed_commission_value"],
      d.extra_bed_commission_type,
      d.extra_bed_commission_value,
      d.extra_bed_surcharge,
    );
  }, EVERY_TIME);
export type DepartureValues = z.output<typeof DepartureSchema>;

/** The dialog's values: a stored departure (percents as entered; a copy: no ids, no date), or a new one. */
export function toFormValues(from: Departure | null, mode: "add" | "edit") {
  if (!from) {
    return {
      available: "20",
      options: [{ commission_type: "percent", min: "1", sort: "1" }],
      single_room_commission_type: "percent",
      extra_bed_commission_type: "percent",
    };
  }
  const entered = (type: string, v: number) => String(toEnteredCommission(type, v));
  return {
    ...(mode === "edit" ? { dateId: from._id, departure_date: toLocalInput(from.departure_date) } : {}),
    available: String(from.available),
    options: from.options.map((o) => ({
      ...(mode === "edit" && o.optionId ? { optionId: o.optionId } : {}),
      name: o.name,
      translations: { en: { name: o.translations?.en?.name ?? "" } },
      price: String(o.price),
      commission_type: o.commission_type,
      commission_value: entered(o.commission_type, o.commission_value),
      min: String(o.min),
      sort: String(o.sort),
    })),
    single_room_surcharge: String(from.single_room_surcharge),
    single_room_commission_type: from.single_room_commission_type,
    single_room_commission_value: entered(from.single_room_commission_type, from.single_room_commission_value),
    extra_bed_surcharge: String(from.extra_bed_surcharge),
    extra_bed_commission_type: from.extra_bed_commission_type,
    extra_bed_commission_value: entered(from.extra_bed_commission_type, from.extra_bed_commission_value),
  };
}

/** The marketplace body of tour/group-calendar (spec §7): percents sent as 100 minus what was entered (§9). */
export function toPayload(v: DepartureValues, tour: string) {
  return {
    tour,
    ...(v.dateId ? { dateId: v.dateId } : {}),
    departure_date: fromLocalInput(v.departure_date),
    available: v.available,
    options: v.options.map((o) => ({
      ...(o.optionId ? { optionId: o.optionId } : {}),
      name: o.name,
      translations: { en: { name: o.translations?.en?.name ?? "" } },
      price: o.price,
      commission_type: o.commission_type,
      commission_value: toStoredCommission(o.commission_type, o.commission_value),
      min: o.min,
      sort: o.sort,
    })),
    single_room_surcharge: v.single_room_surcharge,
    single_room_commission_type: v.single_room_commission_type,
    single_room_commission_value: toStoredCommission(v.single_room_commission_type, v.single_room_commission_value),
    extra_bed_surcharge: v.extra_bed_surcharge,
    extra_bed_commission_type: v.extra_bed_commission_type,
    extra_bed_commission_value: toStoredCommission(v.extra_bed_commission_type, v.extra_bed_commission_value),
  };
}
