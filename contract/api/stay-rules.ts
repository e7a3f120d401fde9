// The restrictions a room type's night keeps beside its price and count (contract/front-desk.ts
// "Stop-sell and restrictions per day"): the fields a schedule, a night's edit and the bulk update
// take. Absent keeps what the night has; a stay rule sent as null clears it.
import { z } from "../zod";
import { STAY_RULE_BOUNDS } from "../front-desk";
import { issue, msg, number } from "./fields";

const flag = z.boolean({ error: "invalid_type" }).optional();
const stay = number({ ...STAY_RULE_BOUNDS, int: true })
  .nullable()
  .optional();

export const STAY_RULE_FIELDS = {
  stop_sell: flag,
  min_stay: stay,
  max_stay: stay,
  closed_to_arrival: flag,
  closed_to_departure: flag,
};

/** A maximum stay below the minimum answers `min_num:<minimum>` on max_stay. */
export function checkStayBounds(
  b: { min_stay?: number | null | undefined; max_stay?: number | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (b.min_stay && b.max_stay && b.max_stay < b.min_stay) issue(ctx, ["max_stay"], msg("min_num", b.min_stay));
}

/** The restriction columns of a body: only the fields it sends (booleans stored 0/1). */
export function stayRuleValues(b: {
  stop_sell?: boolean;
  min_stay?: number | null;
  max_stay?: number | null;
  closed_to_arrival?: boolean;
  closed_to_departure?: boolean;
}): Record<string, number | null> {
  const v: Record<string, number | null> = {};
  for (const f of ["stop_sell", "closed_to_arrival", "closed_to_departure"] as const)
    if (b[f] !== undefined) v[f] = b[f] ? 1 : 0;
  for (const f of ["min_stay", "max_stay"] as const) if (b[f] !== undefined) v[f] = b[f];
  return v;
}
