// A night's stop-sell and stay rules in the calendar's forms (contract/front-desk.ts "Stop-sell and
// restrictions per day"; spec hotels-bikes-transport §3 "Room calendar entry", §5 "Hotel room date
// edit"): checkboxes for stop-sell, closed to arrival and closed to departure, a minimum and a maximum
// stay of 1–30 nights (empty: no rule). Only an area whose description says `rules` shows them.
import { z } from "@contract/zod";
import { NO_RULES, STAY_RULE_BOUNDS, type NightRules } from "@contract/front-desk";
import { msg } from "~/lib/validation";

export type { NightRules };
export { NO_RULES };

const flag = z.literal("on", { error: "invalid_choice" }).optional();
const stay = z
  .number({ error: (i) => (i.input === undefined ? "required" : "invalid_number") })
  .int({ error: "whole_number" })
  .min(STAY_RULE_BOUNDS.min, { error: msg("min_num", STAY_RULE_BOUNDS.min) })
  .max(STAY_RULE_BOUNDS.max, { error: msg("max_num", STAY_RULE_BOUNDS.max) })
  .optional();

/** The form fields of a night's rules (a checkbox posts "on"; an empty stay field is no rule). */
export const nightRuleShape = {
  stop_sell: flag,
  min_stay: stay,
  max_stay: stay,
  closed_to_arrival: flag,
  closed_to_departure: flag,
};
export type NightRuleForm = {
  stop_sell?: "on";
  min_stay?: number;
  max_stay?: number;
  closed_to_arrival?: "on";
  closed_to_departure?: "on";
};

/** A maximum stay below the minimum is refused on the maximum, naming the minimum (as the marketplace). */
export function checkStayOrder(v: { min_stay?: unknown; max_stay?: unknown }, ctx: z.RefinementCtx) {
  if (typeof v.min_stay === "number" && typeof v.max_stay === "number" && v.max_stay < v.min_stay)
    ctx.addIssue({ code: "custom", path: ["max_stay"], message: msg("min_num", v.min_stay) });
}

/** The rules a parsed day form sets: every one, so an unticked box opens the night again (price and count kept). */
export const rulesOfForm = (v: NightRuleForm): NightRules => ({
  stop_sell: v.stop_sell === "on",
  min_stay: v.min_stay ?? null,
  max_stay: v.max_stay ?? null,
  closed_to_arrival: v.closed_to_arrival === "on",
  closed_to_departure: v.closed_to_departure === "on",
});

/** A night's rules as the form's default values. */
export function ruleFormValues(r: NightRules | undefined): Record<string, string> {
  if (!r) return {};
  const v: Record<string, string> = {};
  if (r.stop_sell) v.stop_sell = "on";
  if (r.closed_to_arrival) v.closed_to_arrival = "on";
  if (r.closed_to_departure) v.closed_to_departure = "on";
  if (r.min_stay) v.min_stay = String(r.min_stay);
  if (r.max_stay) v.max_stay = String(r.max_stay);
  return v;
}

/** The rules a night shows, in order, as (key, bound): closed first, then the stay rules. */
export function ruleMarks(r: NightRules | undefined): { key: string; n?: number }[] {
  if (!r) return [];
  const marks: { key: string; n?: number }[] = [];
  if (r.stop_sell) marks.push({ key: "closed" });
  if (r.min_stay) marks.push({ key: "minStay", n: r.min_stay });
  if (r.max_stay) marks.push({ key: "maxStay", n: r.max_stay });
  if (r.closed_to_arrival) marks.push({ key: "noArrival" });
  if (r.closed_to_departure) marks.push({ key: "noDeparture" });
  return marks;
}
