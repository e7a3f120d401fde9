// spec tours-cruises §5 "Price package": a group needs a name, min ≥ 1, max ≥ 1 and not below
// min; a class needs a name; before save every cell of the matrix needs a non-zero price, a
// commission type and a non-zero value (percent ≤ 100, net not above the price); at least one
// class and one group; child price rows need a name and a percent.
//
// Groups and classes carry a stable `uid` and the cells are named by it (`cells.c0.g1.price`),
// not by index: Conform's insert/remove buttons change one list, and a removed group must take
// its column with it. toPayload rebuilds the marketplace's `price[class][group]` matrix.
// The form of /tour/:id/price-table: its one schema, the stored package as form values, the values as the payload;
// English names are `translations.en.name`, as in the payload (style.md).
import { z } from "@contract/zod";
import { readDecimal, visibleText } from "@contract/input";
import { englishName, msg, requiredText } from "~/lib/validation";
import { COMMISSION_TYPES, toEnteredCommission, toStoredCommission, type CommissionType } from "~/features/listing";

export const PACKAGE_LIMITS = { group: 50, class: 50, price_ages: 20 } as const;
export const PACKAGE_PRICE_MAX = 1_000_000_000;
export const SURCHARGE_MAX = 100_000_000;
/** Form-level message of an incomplete matrix (spec §8 tour.enterFullInfoPrice). */
export const FULL_INFO_MESSAGE = "priceTable:enterFullInfoPrice";

const uid = z.string({ error: "required" }).regex(/^[cg][0-9]{1,6}$/, { error: "required" });
const translations = (max: number) =>
  englishName(
    z
      .string()
      .overwrite(visibleText)
      .max(max, { error: msg("max_string_length", max) })
      .optional(),
  );
const num = (min: number, max: number) =>
  z
    .number({ error: "required" })
    .min(min, { error: msg("min_num", min) })
    .max(max, { error: msg("max_num", max) });
// a cell sits in a record the form reading does not reach: it reads its text the same way
const optionalNum = () =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : (readDecimal(v) ?? v)) : v),
    z.number({ error: "required" }).optional(),
  );
const list = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item, { error: "at_least_one" })
    .min(1, { error: "at_least_one" })
    .max(max, { error: msg("max_items", max) });

const GroupSchema = z.object({
  uid,
  name: requiredText({ max: 200 }),
  translations: translations(200),
  min: num(1, 1000).int({ error: "whole_number" }),
  max: num(1, 1000).int({ error: "whole_number" }),
});
const ClassSchema = z.object({
  uid,
  name: requiredText({ max: 200 }),
  translations: translations(200),
  single_room_surcharge: num(0, SURCHARGE_MAX).optional(),
  extra_bed_surcharge: num(0, SURCHARGE_MAX).optional(),
});
const CellSchema = z.object({
  price: optionalNum(),
  commission_type: z.enum(COMMISSION_TYPES, { error: "required" }).optional(),
  commission_value: optionalNum(),
});
const ChildSchema = z.object({
  name: requiredText({ max: 50 }),
  translations: translations(50),
  percent: num(0, 100),
});

export const PricePackageSchema = z
  .object({
    group: list(GroupSchema, PACKAGE_LIMITS.group),
    class: list(ClassSchema, PACKAGE_LIMITS.class),
    cells: z.record(z.string(), z.record(z.string(), CellSchema)).optional(),
    price_ages: z
      .array(ChildSchema)
      .max(PACKAGE_LIMITS.price_ages, { error: msg("max_items", PACKAGE_LIMITS.price_ages) })
      .optional(),
    auto_translate_en: z.literal("on").optional(),
  })
  .superRefine(
    (v, ctx) => {
      const add = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
      const finite = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n);
      const groups = Array.isArray(v.group) ? v.group : [];
      const classes = Array.isArray(v.class) ? v.class : [];
      groups.forEach((g, i) => {
        if (finite(g?.min) && finite(g?.max) && g.min >= 1 && g.max >= 1 && g.max < g.min)
          add(["group", i, "max"], msg("min_num", g.min));
      });
      // runs even when other fields failed, so the whole matrix is checked in one pass
      let incomplete = false;
      for (const c of classes) {
        for (const g of groups) {
          if (!c?.uid || !g?.uid) continue;
          const cell = v.cells?.[c.uid]?.[g.uid];
          const at = (field: string) => ["cells", c.uid, g.uid, field];
          const price = cell?.price;
          const value = cell?.commission_value;
          if (price === undefined) add(at("price"), "required");
          else if (finite(price) && price <= 0) add(at("price"), "positive_num");
          else if (finite(price) && price > PACKAGE_PRICE_MAX) add(at("price"), msg("max_num", PACKAGE_PRICE_MAX));
          if (!cell?.commission_type) add(at("commission_type"), "required");
          if (value === undefined) add(at("commission_value"), "required");
          else if (finite(value) && value <= 0) add(at("commission_value"), "positive_num");
          else if (finite(value) && cell?.commission_type === "percent" && value > 100)
            add(at("commission_value"), "commission_percent_error");
          else if (finite(value) && finite(price) && cell?.commission_type === "net" && value > price)
            add(at("commission_value"), "commission_net_error");
          if (!finite(price) || price <= 0 || !cell?.commission_type || !finite(value) || value <= 0) incomplete = true;
        }
      }
      if (incomplete) add([], FULL_INFO_MESSAGE);
    },
    { when: () => true },
  );
export type PricePackageForm = z.output<typeof PricePackageSchema>;

/** A price package as `GET tour/tour/:id` gives it (commissions in stored form). */
export type PricePackageRecord = {
  _id: string;
  group: { name: string; translations?: { en?: { name?: string } }; min: number; max: number }[];
  class: {
    name: string;
    translations?: { en?: { name?: string } };
    single_room_surcharge: number;
    extra_bed_surcharge: number;
  }[];
  price: ({ price: number; commission_type: string; commission_value: number } | null)[][];
  price_ages: { name: string; translations?: { en?: { name?: string } }; percent: number }[];
  currency?: string | null;
};

/** The next free uid of a list ("g3" after g0–g2), past every uid still named in the form. */
export function nextUid(prefix: "g" | "c", used: Iterable<string | undefined>) {
  let max = -1;
  for (const u of used) {
    const m = u ? new RegExp(`^${prefix}([0-9]+)$`).exec(u) : null;
    if (m) max = Math.max(max, Number(m[1]));
  }
  return `${prefix}${max + 1}`;
}

/** The marketplace body (spec §7): the matrix by class then group, percent sent as 100 − entered. */
export function toPayload(v: PricePackageForm, tour: { _id: string; currency?: string | null }) {
  const en = (t?: { en?: { name?: string } }) => ({ en: { name: t?.en?.name ?? "" } });
  return {
    tour: tour._id,
    group: v.group.map((g) => ({ name: g.name, translations: en(g.translations), min: g.min, max: g.max })),
    class: v.class.map((c) => ({
      name: c.name,
      translations: en(c.translations),
      single_room_surcharge: c.single_room_surcharge ?? 0,
      extra_bed_surcharge: c.extra_bed_surcharge ?? 0,
    })),
    price: v.class.map((c) =>
      v.group.map((g) => {
        const cell = v.cells?.[c.uid]?.[g.uid];
        const type = (cell?.commission_type ?? "percent") as CommissionType;
        // spec §7/§9: a percent is sent as 100 minus what was entered
        return {
          price: cell?.price ?? 0,
          commission_type: type,
          commission_value: toStoredCommission(type, cell?.commission_value ?? 0),
        };
      }),
    ),
    price_ages: (v.price_ages ?? []).map((a) => ({
      name: a.name,
      translations: en(a.translations),
      percent: a.percent,
    })),
    currency: tour.currency ?? "VND",
    auto_translate_en: Boolean(v.auto_translate_en),
    auto_translate_vi: false,
  };
}

/** The form's default values: a stored package shown back (percent as entered), or a 1×1 start. */
export function toFormValues(pkg: PricePackageRecord | null | undefined) {
  const s = (n: number | undefined | null) => (n === undefined || n === null ? "" : String(n));
  const en = (name?: string) => ({ en: { name: name ?? "" } });
  if (!pkg || !pkg.group?.length || !pkg.class?.length) {
    return {
      group: [{ uid: "g0", name: "", translations: en(), min: "1", max: "10" }],
      class: [{ uid: "c0", name: "", translations: en(), single_room_surcharge: "0", extra_bed_surcharge: "0" }],
      cells: { c0: { g0: { price: "", commission_type: "percent", commission_value: "" } } },
      price_ages: [] as { name: string; translations: { en: { name: string } }; percent: string }[],
    };
  }
  const cells: Record<
    string,
    Record<string, { price: string; commission_type: string; commission_value: string }>
  > = {};
  pkg.class.forEach((_c, ci) => {
    cells[`c${ci}`] = {};
    pkg.group.forEach((_g, gi) => {
      const p = pkg.price?.[ci]?.[gi];
      cells[`c${ci}`]![`g${gi}`] = p
        ? {
            price: s(p.price),
            commission_type: p.commission_type,
            commission_value: s(toEnteredCommission(p.commission_type, p.commission_value)),
          }
        : { price: "", commission_type: "percent", commission_value: "" };
    });
  });
  return {
    group: pkg.group.map((g, i) => ({
      uid: `g${i}`,
      name: g.name,
      translations: en(g.translations?.en?.name),
      min: s(g.min),
      max: s(g.max),
    })),
    class: pkg.class.map((c, i) => ({
      uid: `c${i}`,
      name: c.name,
      translations: en(c.translations?.en?.name),
      single_room_surcharge: s(c.single_room_surcharge),
      extra_bed_surcharge: s(c.extra_bed_surcharge),
    })),
    cells,
    price_ages: (pkg.price_ages ?? []).map((a) => ({
      name: a.name,
      translations: en(a.translations?.en?.name),
      percent: s(a.percent),
    })),
  };
}
