// marketplace-api.md "Tours and cruises", the price setups of each tour type (spec tours-cruises §2
// Tours, §5 "Age price", "Passenger-group list", "Group calendar", "Price package"): the bodies of
// their calls. Commissions arrive in their stored form (spec §7: a percent is 100 − entered).
import { z } from "../zod";
import {
  checkCommission,
  checkNumber,
  checkText,
  COMMISSION_TYPES,
  looseFlag as bool,
  looseNumber as num,
  looseText as str,
  nameEn,
  refId as id,
} from "./checks";
import { issue, msg } from "./fields";
import { plainText } from "./text";

// ---------------------------------------------------------------------------------- age price

export const AgeBodySchema = z
  .object({
    tour: id.nullish(),
    name: str(),
    translations: nameEn,
    price: num,
    min: num,
    max: num,
    commission_type: z.string({ error: "invalid_type" }).nullish(),
    commission_value: num,
    auto_translate_en: bool,
    auto_translate_vi: bool,
  })
  .transform((b) => ({
    ...b,
    name: b.name ? plainText(b.name) : "",
    name_en: b.translations?.en?.name ? plainText(b.translations.en.name) : "",
  }))
  .superRefine((b, ctx) => {
    if (b.auto_translate_en && b.auto_translate_vi) issue(ctx, ["auto_translate_vi"], "invalid_choice");
    if (!b.auto_translate_vi) checkText(ctx, ["name"], b.name, { required: true, max: 50 });
    if (!b.auto_translate_en) checkText(ctx, ["translations", "en", "name"], b.name_en, { required: true, max: 50 });
    checkNumber(ctx, ["price"], b.price, { required: true, min: 0, max: 1_000_000_000 });
    const minOk = checkNumber(ctx, ["min"], b.min, { required: true, min: 0, max: 1000, int: true });
    if (
      checkNumber(ctx, ["max"], b.max, { required: true, min: 1, max: 1000, int: true }) &&
      minOk &&
      b.max! < b.min!
    ) {
      issue(ctx, ["max"], msg("min_num", b.min));
    }
    checkCommission(ctx, [], b.commission_type, b.commission_value, b.price);
  });

// ---------------------------------------------------------------------------------- passenger groups

const GroupOptionSchema = z.object({
  name: str(),
  translations: nameEn,
  price: num,
  commission_type: z.string({ error: "invalid_type" }).nullish(),
  commission_value: num,
  min: num,
  max: num,
});
const GroupSchema = z.object({
  _id: id.nullish(),
  name: str(),
  translations: nameEn,
  min: num,
  max: num,
  options: z.array(GroupOptionSchema, { error: "invalid_type" }).max(50).nullish(),
});

export const GroupsBodySchema = z
  .object({
    groups: z.array(GroupSchema, { error: "invalid_type" }).max(100, { error: msg("max_items", 100) }),
    auto_translate_en: bool,
  })
  .superRefine((b, ctx) => {
    b.groups.forEach((g, i) => {
      const at = ["groups", i];
      checkText(ctx, [...at, "name"], g.name ? plainText(g.name) : "", { required: true, max: 200 });
      if (!b.auto_translate_en)
        checkText(ctx, [...at, "translations", "en", "name"], g.translations?.en?.name ?? "", { max: 200 });
      const minOk = checkNumber(ctx, [...at, "min"], g.min, { required: true, min: 0, max: 500, int: true });
      if (
        checkNumber(ctx, [...at, "max"], g.max, { required: true, min: 0, max: 1000, int: true }) &&
        minOk &&
        g.max! < g.min!
      ) {
        issue(ctx, [...at, "max"], msg("min_num", g.min));
      }
      (g.options ?? []).forEach((o, j) => {
        const op = [...at, "options", j];
        checkText(ctx, [...op, "name"], o.name ? plainText(o.name) : "", { required: true, min: 3, max: 100 });
        if (!b.auto_translate_en)
          checkText(ctx, [...op, "translations", "en", "name"], o.translations?.en?.name ?? "", { min: 3, max: 100 });
        checkNumber(ctx, [...op, "price"], o.price, { required: true, min: 0, max: 1_000_000_000 });
        checkCommission(ctx, op, o.commission_type, o.commission_value, o.price);
        const oMin = checkNumber(ctx, [...op, "min"], o.min, { min: 0, max: 100, int: true });
        if (checkNumber(ctx, [...op, "max"], o.max, { min: 0, max: 100, int: true }) && oMin && o.max! < o.min!)
          issue(ctx, [...op, "max"], msg("min_num", o.min));
      });
    });
  });
export type GroupsBody = z.infer<typeof GroupsBodySchema>;

// ---------------------------------------------------------------------------------- group calendar

const CalendarOptionSchema = z.object({
  optionId: id.nullish(),
  name: str(),
  translations: nameEn,
  price: num,
  commission_type: z.string({ error: "invalid_type" }).nullish(),
  commission_value: num,
  min: num,
  sort: num,
});

export const DepartureBodySchema = z
  .object({
    tour: id.nullish(),
    dateId: id.nullish(),
    departure_date: z.string({ error: "invalid_type" }).nullish(),
    available: num,
    options: z.array(CalendarOptionSchema, { error: "invalid_type" }).max(50).nullish(),
    single_room_surcharge: num,
    single_room_commission_type: z.string({ error: "invalid_type" }).nullish(),
    single_room_commission_value: num,
    extra_bed_surcharge: num,
    extra_bed_commission_type: z.string({ error: "invalid_type" }).nullish(),
    extra_bed_commission_value: num,
    auto_translate_en: bool,
  })
  .transform((b) => ({
    ...b,
    departure: b.departure_date && !Number.isNaN(Date.parse(b.departure_date)) ? new Date(b.departure_date) : null,
  }))
  .superRefine((b, ctx) => {
    if (!b.departure_date) issue(ctx, ["departure_date"], "required");
    else if (!b.departure) issue(ctx, ["departure_date"], "invalid_date");
    checkNumber(ctx, ["available"], b.available, { required: true, min: 1, max: 1000, int: true });
    (b.options ?? []).forEach((o, j) => {
      const op = ["options", j];
      checkText(ctx, [...op, "name"], o.name ? plainText(o.name) : "", { required: true, min: 3, max: 100 });
      if (!b.auto_translate_en)
        checkText(ctx, [...op, "translations", "en", "name"], o.translations?.en?.name ?? "", { min: 3, max: 100 });
      checkNumber(ctx, [...op, "price"], o.price, { required: true, min: 0, max: 1_000_000_000 });
      checkCommission(ctx, op, o.commission_type, o.commission_value, o.price);
      checkNumber(ctx, [...op, "min"], o.min, { required: true, min: 0, max: 100, int: true });
      checkNumber(ctx, [...op, "sort"], o.sort, { required: true, min: 0, max: 10_000, int: true });
    });
    for (const what of ["single_room", "extra_bed"] as const) {
      const amount = b[`${what}_surcharge`];
      checkNumber(ctx, [`${what}_surcharge`], amount, { required: true, min: 0, max: 100_000_000 });
      checkCommission(ctx, [], b[`${what}_commission_type`], b[`${what}_commission_value`], amount, {
        type: `${what}_commission_type`,
        value: `${what}_commission_value`,
      });
    }
  });
export type DepartureBody = z.infer<typeof DepartureBodySchema>;

// ---------------------------------------------------------------------------------- price package

const cell = z
  .object({ price: num, commission_type: z.string({ error: "invalid_type" }).nullish(), commission_value: num })
  .nullish();
export const PricePackageBodySchema = z
  .object({
    tour: id.nullish(),
    group: z
      .array(z.object({ name: str(), translations: nameEn, min: num, max: num }), { error: "invalid_type" })
      .max(50)
      .nullish(),
    class: z
      .array(
        z.object({
          name: str(),
          translations: nameEn,
          single_room_surcharge: num,
          extra_bed_surcharge: num,
        }),
        { error: "invalid_type" },
      )
      .max(50)
      .nullish(),
    price: z.array(z.array(cell).nullish(), { error: "invalid_type" }).max(50).nullish(),
    price_ages: z
      .array(z.object({ name: str(), translations: nameEn, percent: num }), { error: "invalid_type" })
      .max(20)
      .nullish(),
    currency: z.string().nullish(), // the tour's currency wins
    auto_translate_en: bool,
    auto_translate_vi: bool,
  })
  .superRefine((b, ctx) => {
    const groups = b.group ?? [];
    const classes = b.class ?? [];
    if (!groups.length) issue(ctx, ["group"], "required");
    if (!classes.length) issue(ctx, ["class"], "required");
    groups.forEach((g, i) => {
      checkText(ctx, ["group", i, "name"], g.name ? plainText(g.name) : "", { required: true, max: 200 });
      const minOk = checkNumber(ctx, ["group", i, "min"], g.min, { required: true, min: 1, max: 1000, int: true });
      if (
        checkNumber(ctx, ["group", i, "max"], g.max, { required: true, min: 1, max: 1000, int: true }) &&
        minOk &&
        g.max! < g.min!
      ) {
        issue(ctx, ["group", i, "max"], msg("min_num", g.min));
      }
    });
    classes.forEach((c, i) => {
      checkText(ctx, ["class", i, "name"], c.name ? plainText(c.name) : "", { required: true, max: 200 });
      checkNumber(ctx, ["class", i, "single_room_surcharge"], c.single_room_surcharge, { min: 0, max: 100_000_000 });
      checkNumber(ctx, ["class", i, "extra_bed_surcharge"], c.extra_bed_surcharge, { min: 0, max: 100_000_000 });
    });
    (b.price_ages ?? []).forEach((a, i) => {
      checkText(ctx, ["price_ages", i, "name"], a.name ? plainText(a.name) : "", { required: true, max: 50 });
      checkNumber(ctx, ["price_ages", i, "percent"], a.percent, { required: true, min: 0, max: 100 });
    });
    // spec §5: before save every cell needs a non-zero price, a commission type and a non-zero value.
    // The value is the one the supplier entered; a percent arrives stored as 100 − entered (spec
    // §7), so its stored form is 0–99 (entered 1–100) and a net value must be above 0.
    classes.forEach((_c, ci) =>
      groups.forEach((_g, gi) => {
        const at = ["price", ci, gi];
        const p = b.price?.[ci]?.[gi];
        if (
          !p ||
          !p.price ||
          p.price <= 0 ||
          !p.commission_type ||
          p.commission_value === undefined ||
          p.commission_value === null
        ) {
          return issue(ctx, at, "enter_full_info_price");
        }
        if (!(COMMISSION_TYPES as readonly string[]).includes(p.commission_type))
          return issue(ctx, [...at, "commission_type"], "invalid_choice");
        if (p.price > 1_000_000_000) return issue(ctx, [...at, "price"], msg("max_num", 1_000_000_000));
        if (p.commission_type === "percent" && (p.commission_value < 0 || p.commission_value > 99))
          issue(ctx, at, "commission_percent_error");
        if (p.commission_type === "net" && p.commission_value <= 0) issue(ctx, at, "enter_full_info_price");
        if (p.commission_type === "net" && p.commission_value > p.price) issue(ctx, at, "commission_net_error");
      }),
    );
  });
export type PricePackageBody = z.infer<typeof PricePackageBodySchema>;

/** POST tour/group-calendar/delete-calendar and tour/order-by-tour-group: one departure of one calendar. */
export const DepartureRef = z.object({
  dateId: z.string({ error: "required" }).max(64),
  calendarId: z.string({ error: "required" }).max(64),
});

/** The messages of spec §8 that name the first faulty cell of the price matrix (422 with data.cell). */
export const PACKAGE_CELL_MESSAGES = [
  "enter_full_info_price",
  "commission_percent_error",
  "commission_net_error",
] as const;
