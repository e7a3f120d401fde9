// spec tours-cruises §5 "Tour", "Age price", "Group calendar", "Passenger-group list", "Price
// package": the rules the marketplace enforces itself, whatever the client checked. Messages are
// keys ("key" or "key:bound"), like the back-office's field messages (spec §8).
//
// Field types are checked by zod first; the rules that depend on other fields (the tour's type,
// which language is auto-translated, min against max, the commission against the price) are in
// superRefine, which zod runs only once every field has the right type.
import sanitizeHtml from "sanitize-html";
import { z } from "zod";

export const TOUR_TYPES = ["default", "package", "group", "combo", "team_building", "ticket"] as const;
export const CONTENT_KEYS = ["overview", "what_included", "departure_return", "what_to_expect", "additional_info", "cancellation_policy"] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];
const CONTENT_MAX: Record<ContentKey, number> = {
  overview: 10_000, what_included: 3_000, departure_return: 200, what_to_expect: 10_000, additional_info: 2_000, cancellation_policy: 2_000,
};
export const COMMISSION_TYPES = ["percent", "net"] as const;
export const DAY_MINUTES = 1440;
export const MAX_TOUR_IMAGES = 15; // spec §9

export const msg = (key: string, bound?: number) => (bound === undefined ? key : `${key}:${bound}`);

// ---------------------------------------------------------------------------------- text

const RICH: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "h2", "h3", "h4", "ul", "ol", "li", "blockquote", "a"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
};
const decode = (s: string) =>
  s.replace(/&nbsp;/g, " ").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;|&#x27;/g, "'").replace(/&amp;/g, "&");

/** Rich text (content): only the allowed tags and link schemes survive. */
export const sanitizeRich = (html: string) => sanitizeHtml(html, RICH).trim();
const stripTags = (s: string) => sanitizeHtml(s, { allowedTags: [], allowedAttributes: {} });
/**
 * Plain text: every tag (and a script's or style's content) dropped, entities read back — and
 * dropped again until nothing changes, so `&lt;img onerror…&gt;` cannot come back as live
 * markup: what is stored is inert text ("A & B < C" stays as it is).
 */
export const plainText = (s: string) => {
  let text = s;
  for (let i = 0; i < 5; i++) {
    const next = decode(stripTags(text));
    if (next === text) return text.trim();
    text = next;
  }
  return text.replace(/[<>]/g, "").trim(); // still unfolding after five rounds: no angle brackets at all
};
/** spec §5 counts what the reader sees: the text without its tags. */
export const textLength = (html: string) => plainText(html).length;

type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });

const str = (max = 100_000) => z.string({ error: "invalid_type" }).max(max, { error: msg("max_string_length", max) }).nullish();
const num = z.preprocess(
  (v) => (v === "" || v === null ? undefined : typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v)) ? Number(v) : v),
  z.number({ error: "invalid_number" }).optional(),
);
const bool = z.boolean({ error: "invalid_type" }).nullish();
const id = z.string({ error: "invalid_type" }).max(64, { error: "invalid_id" });

type TextRule = { required?: boolean; min?: number; max: number };
/** Checks one text; `length` is how its length is counted (plain, or HTML without its tags). */
function checkText(ctx: Ctx, path: (string | number)[], value: string | null | undefined, rule: TextRule, length = (s: string) => s.length) {
  const n = value ? length(value) : 0;
  if (n === 0) {
    if (rule.required) issue(ctx, path, "required");
    return;
  }
  if (rule.min !== undefined && n < rule.min) issue(ctx, path, msg("min_string_length", rule.min));
  if (n > rule.max) issue(ctx, path, msg("max_string_length", rule.max));
}

function checkNumber(ctx: Ctx, path: (string | number)[], value: number | undefined, rule: { required?: boolean; min?: number; max?: number; int?: boolean }) {
  if (value === undefined) {
    if (rule.required) issue(ctx, path, "required");
    return false;
  }
  if (rule.int && !Number.isInteger(value)) return issue(ctx, path, "invalid_number"), false;
  if (rule.min !== undefined && value < rule.min) return issue(ctx, path, msg("min_num", rule.min)), false;
  if (rule.max !== undefined && value > rule.max) return issue(ctx, path, msg("max_num", rule.max)), false;
  return true;
}

function checkChoice(ctx: Ctx, path: (string | number)[], value: string | null | undefined, choices: readonly string[], required = true) {
  if (value === undefined || value === null || value === "") {
    if (required) issue(ctx, path, "required");
    return;
  }
  if (!choices.includes(value)) issue(ctx, path, "invalid_choice");
}

/**
 * spec §7: a percent commission arrives in its stored form (100 - entered, entered 1-100), so it
 * is 0-99; a net commission is an amount, at most the price it is taken from.
 */
export function checkCommission(ctx: Ctx, at: (string | number)[], type: string | null | undefined, value: number | undefined, price: number | undefined,
  names = { type: "commission_type", value: "commission_value" }) {
  checkChoice(ctx, [...at, names.type], type, COMMISSION_TYPES);
  if (value === undefined) return issue(ctx, [...at, names.value], "required");
  if (type === "percent" && (value < 0 || value > 99)) issue(ctx, [...at, names.value], "commission_percent_error");
  if (type === "net" && (value < 0 || (price !== undefined && value > price))) issue(ctx, [...at, names.value], "commission_net_error");
}

// ---------------------------------------------------------------------------------- tour

const ContentSchema = z.array(z.object({ key: z.string({ error: "invalid_type" }), value: str() }), { error: "invalid_type" }).max(20).nullish();

const LANG_FIELDS = {
  name: str(),
  time: str(),
  departure: str(),
  endpoint: str(),
  pickup_detail: str(),
  promotion: str(),
  language_guide: str(),
  operated_by: str(),
  content: ContentSchema,
};
const LANG_RULES: Record<Exclude<keyof typeof LANG_FIELDS, "content">, TextRule> = {
  name: { required: true, min: 10, max: 100 },
  time: { max: 100 },
  departure: { min: 3, max: 50 },
  endpoint: { min: 3, max: 50 },
  pickup_detail: { max: 500 },
  promotion: { max: 100 },
  language_guide: { max: 100 },
  operated_by: { max: 100 },
};
export type LangTexts = {
  name: string;
  time: string | null;
  departure: string | null;
  endpoint: string | null;
  pickup_detail: string | null;
  promotion: string | null;
  language_guide: string | null;
  operated_by: string | null;
  content: { key: ContentKey; value: string }[];
};

/** The texts of one language, cleaned: plain fields without tags, content sanitised, six keys in order. */
export function cleanTexts(t: { [K in keyof typeof LANG_FIELDS]?: z.infer<(typeof LANG_FIELDS)[K]> }): LangTexts {
  const plain = (s: string | null | undefined) => (s ? plainText(s) || null : null);
  const given = new Map((t.content ?? []).map((c) => [c.key, c.value ?? ""]));
  return {
    name: plain(t.name) ?? "",
    time: plain(t.time),
    departure: plain(t.departure),
    endpoint: plain(t.endpoint),
    pickup_detail: plain(t.pickup_detail),
    promotion: plain(t.promotion),
    language_guide: plain(t.language_guide),
    operated_by: plain(t.operated_by),
    content: CONTENT_KEYS.map((key) => ({ key, value: sanitizeRich(given.get(key) ?? "") })),
  };
}

function checkLanguage(ctx: Ctx, texts: LangTexts, prefix: string[]) {
  for (const [field, rule] of Object.entries(LANG_RULES)) {
    checkText(ctx, [...prefix, field], texts[field as keyof typeof LANG_RULES], rule);
  }
  for (const { key, value } of texts.content) {
    checkText(ctx, [...prefix, "content", key], value, { required: key === "overview", max: CONTENT_MAX[key] }, textLength);
  }
}

export const TourBodySchema = z.object({
  ...LANG_FIELDS,
  translations: z.object({ en: z.object(LANG_FIELDS).partial().nullish() }).nullish(),
  auto_translate_en: bool,
  auto_translate_vi: bool,
  key_words: str(300),
  duration_type: z.string({ error: "invalid_type" }).nullish(),
  duration: num,
  area: id.nullish(),
  country: id.nullish(),
  city: id.nullish(),
  categories: z.array(id, { error: "invalid_type" }).max(50).nullish(),
  interests: z.array(id, { error: "invalid_type" }).max(50).nullish(),
  type: z.string({ error: "invalid_type" }).nullish(),
  optional_type: z.string({ error: "invalid_type" }).nullish(),
  group_type: z.string({ error: "invalid_type" }).nullish(),
  is_fast_track: bool,
  price: num,
  price_type: z.string({ error: "invalid_type" }).nullish(),
  is_pickup: bool,
  is_active: bool,
  images: z.array(id, { error: "invalid_type" }).nullish(),
}).transform((b) => ({
  ...b,
  vi: cleanTexts(b),
  en: cleanTexts(b.translations?.en ?? {}),
  key_words: b.key_words ? plainText(b.key_words) || null : null,
  images: [...new Set(b.images ?? [])],
  categories: [...new Set(b.categories ?? [])],
  interests: [...new Set(b.interests ?? [])],
})).superRefine((b, ctx) => {
  if (b.auto_translate_en && b.auto_translate_vi) issue(ctx, ["auto_translate_vi"], "invalid_choice");
  // the language filled by auto-translation is not the supplier's text: only the source is judged
  if (!b.auto_translate_vi) checkLanguage(ctx, b.vi, []);
  if (!b.auto_translate_en) checkLanguage(ctx, b.en, ["translations", "en"]);

  for (const field of ["area", "country", "city"] as const) if (!b[field]) issue(ctx, [field], "required");
  if (!b.categories.length) issue(ctx, ["categories"], "required");
  if (!b.interests.length) issue(ctx, ["interests"], "required");
  if (b.images.length > MAX_TOUR_IMAGES) issue(ctx, ["images"], msg("max_items", MAX_TOUR_IMAGES));

  // cruises are a tour type of their own, with their own form and rules (a later issue)
  checkChoice(ctx, ["type"], b.type, TOUR_TYPES);
  if (b.type === "default") checkChoice(ctx, ["optional_type"], b.optional_type, ["default", "group_size"]);
  if (b.type === "combo") checkChoice(ctx, ["optional_type"], b.optional_type, ["default", "group_size", "flexi"]);
  if (b.type === "group") checkChoice(ctx, ["group_type"], b.group_type, ["viet-nam", "foreign"]);

  // spec §5: days 0-30; hours 0-23 and minutes in steps of 5 (0-55)
  checkChoice(ctx, ["duration_type"], b.duration_type, ["day", "hour"]);
  if (b.duration_type === "day" && checkNumber(ctx, ["duration"], b.duration, { required: true, min: 0, max: 30 * DAY_MINUTES, int: true })) {
    if (b.duration! % DAY_MINUTES !== 0) issue(ctx, ["duration"], msg("step", DAY_MINUTES));
  }
  if (b.duration_type === "hour" && checkNumber(ctx, ["duration"], b.duration, { required: true, min: 0, max: 23 * 60 + 55, int: true })) {
    if (b.duration! % 5 !== 0) issue(ctx, ["duration"], msg("step", 5));
  }

  checkNumber(ctx, ["price"], b.price, { required: true, min: 0, max: 100_000_000 });
  checkChoice(ctx, ["price_type"], b.price_type, ["person", "group_person"], false);
});
export type TourBody = z.infer<typeof TourBodySchema>;

// ---------------------------------------------------------------------------------- age price

const nameEn = z.object({ en: z.object({ name: str() }).partial().nullish() }).nullish();

export const AgeBodySchema = z.object({
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
}).transform((b) => ({
  ...b,
  name: b.name ? plainText(b.name) : "",
  name_en: b.translations?.en?.name ? plainText(b.translations.en.name) : "",
})).superRefine((b, ctx) => {
  if (b.auto_translate_en && b.auto_translate_vi) issue(ctx, ["auto_translate_vi"], "invalid_choice");
  if (!b.auto_translate_vi) checkText(ctx, ["name"], b.name, { required: true, max: 50 });
  if (!b.auto_translate_en) checkText(ctx, ["translations", "en", "name"], b.name_en, { required: true, max: 50 });
  checkNumber(ctx, ["price"], b.price, { required: true, min: 0, max: 1_000_000_000 });
  const minOk = checkNumber(ctx, ["min"], b.min, { required: true, min: 0, max: 1000, int: true });
  if (checkNumber(ctx, ["max"], b.max, { required: true, min: 1, max: 1000, int: true }) && minOk && b.max! < b.min!) {
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

export const GroupsBodySchema = z.object({
  groups: z.array(GroupSchema, { error: "invalid_type" }).max(100, { error: msg("max_items", 100) }),
  auto_translate_en: bool,
}).superRefine((b, ctx) => {
  b.groups.forEach((g, i) => {
    const at = ["groups", i];
    checkText(ctx, [...at, "name"], g.name ? plainText(g.name) : "", { required: true, max: 200 });
    if (!b.auto_translate_en) checkText(ctx, [...at, "translations", "en", "name"], g.translations?.en?.name ?? "", { max: 200 });
    const minOk = checkNumber(ctx, [...at, "min"], g.min, { required: true, min: 0, max: 500, int: true });
    if (checkNumber(ctx, [...at, "max"], g.max, { required: true, min: 0, max: 1000, int: true }) && minOk && g.max! < g.min!) {
      issue(ctx, [...at, "max"], msg("min_num", g.min));
    }
    (g.options ?? []).forEach((o, j) => {
      const op = [...at, "options", j];
      checkText(ctx, [...op, "name"], o.name ? plainText(o.name) : "", { required: true, min: 3, max: 100 });
      if (!b.auto_translate_en) checkText(ctx, [...op, "translations", "en", "name"], o.translations?.en?.name ?? "", { min: 3, max: 100 });
      checkNumber(ctx, [...op, "price"], o.price, { required: true, min: 0, max: 1_000_000_000 });
      checkCommission(ctx, op, o.commission_type, o.commission_value, o.price);
      const oMin = checkNumber(ctx, [...op, "min"], o.min, { min: 0, max: 100, int: true });
      if (checkNumber(ctx, [...op, "max"], o.max, { min: 0, max: 100, int: true }) && oMin && o.max! < o.min!) issue(ctx, [...op, "max"], msg("min_num", o.min));
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

export const DepartureBodySchema = z.object({
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
}).transform((b) => ({
  ...b,
  departure: b.departure_date && !Number.isNaN(Date.parse(b.departure_date)) ? new Date(b.departure_date) : null,
})).superRefine((b, ctx) => {
  if (!b.departure_date) issue(ctx, ["departure_date"], "required");
  else if (!b.departure) issue(ctx, ["departure_date"], "invalid_date");
  checkNumber(ctx, ["available"], b.available, { required: true, min: 1, max: 1000, int: true });
  (b.options ?? []).forEach((o, j) => {
    const op = ["options", j];
    checkText(ctx, [...op, "name"], o.name ? plainText(o.name) : "", { required: true, min: 3, max: 100 });
    if (!b.auto_translate_en) checkText(ctx, [...op, "translations", "en", "name"], o.translations?.en?.name ?? "", { min: 3, max: 100 });
    checkNumber(ctx, [...op, "price"], o.price, { required: true, min: 0, max: 1_000_000_000 });
    checkCommission(ctx, op, o.commission_type, o.commission_value, o.price);
    checkNumber(ctx, [...op, "min"], o.min, { required: true, min: 0, max: 100, int: true });
    checkNumber(ctx, [...op, "sort"], o.sort, { required: true, min: 0, max: 10_000, int: true });
  });
  for (const what of ["single_room", "extra_bed"] as const) {
    const amount = b[`${what}_surcharge`];
    checkNumber(ctx, [`${what}_surcharge`], amount, { required: true, min: 0, max: 100_000_000 });
    checkCommission(ctx, [], b[`${what}_commission_type`], b[`${what}_commission_value`], amount,
      { type: `${what}_commission_type`, value: `${what}_commission_value` });
  }
});
export type DepartureBody = z.infer<typeof DepartureBodySchema>;

// ---------------------------------------------------------------------------------- price package

const cell = z.object({ price: num, commission_type: z.string({ error: "invalid_type" }).nullish(), commission_value: num }).nullish();
export const PricePackageBodySchema = z.object({
  tour: id.nullish(),
  group: z.array(z.object({ name: str(), translations: nameEn, min: num, max: num }), { error: "invalid_type" }).max(50).nullish(),
  class: z.array(z.object({
    name: str(), translations: nameEn, single_room_surcharge: num, extra_bed_surcharge: num,
  }), { error: "invalid_type" }).max(50).nullish(),
  price: z.array(z.array(cell).nullish(), { error: "invalid_type" }).max(50).nullish(),
  price_ages: z.array(z.object({ name: str(), translations: nameEn, percent: num }), { error: "invalid_type" }).max(20).nullish(),
  currency: z.string().nullish(), // the tour's currency wins
  auto_translate_en: bool,
  auto_translate_vi: bool,
}).superRefine((b, ctx) => {
  const groups = b.group ?? [];
  const classes = b.class ?? [];
  if (!groups.length) issue(ctx, ["group"], "required");
  if (!classes.length) issue(ctx, ["class"], "required");
  groups.forEach((g, i) => {
    checkText(ctx, ["group", i, "name"], g.name ? plainText(g.name) : "", { required: true, max: 200 });
    const minOk = checkNumber(ctx, ["group", i, "min"], g.min, { required: true, min: 1, max: 1000, int: true });
    if (checkNumber(ctx, ["group", i, "max"], g.max, { required: true, min: 1, max: 1000, int: true }) && minOk && g.max! < g.min!) {
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
  classes.forEach((_c, ci) => groups.forEach((_g, gi) => {
    const at = ["price", ci, gi];
    const p = b.price?.[ci]?.[gi];
    if (!p || !p.price || p.price <= 0 || !p.commission_type || p.commission_value === undefined || p.commission_value === null) {
      return issue(ctx, at, "enter_full_info_price");
    }
    if (!(COMMISSION_TYPES as readonly string[]).includes(p.commission_type)) return issue(ctx, [...at, "commission_type"], "invalid_choice");
    if (p.price > 1_000_000_000) return issue(ctx, [...at, "price"], msg("max_num", 1_000_000_000));
    if (p.commission_type === "percent" && (p.commission_value < 0 || p.commission_value > 99)) issue(ctx, at, "commission_percent_error");
    if (p.commission_type === "net" && p.commission_value <= 0) issue(ctx, at, "enter_full_info_price");
    if (p.commission_type === "net" && p.commission_value > p.price) issue(ctx, at, "commission_net_error");
  }));
});
export type PricePackageBody = z.infer<typeof PricePackageBodySchema>;
