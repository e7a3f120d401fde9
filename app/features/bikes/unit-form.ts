// An option's unit (contract/front-desk.ts "Per-vehicle units"): its plate or frame number, once per
// option. One schema for Conform in the browser and the action on the server.
import { z } from "@contract/zod";
import { requiredText } from "~/lib/validation";

/** The longest plate or frame number (contract/api/front-desk.ts UNIT_LABEL_MAX; its zod module stays out of the page). */
export const UNIT_LABEL_MAX = 30;

export const UnitSchema = z.object({ label: requiredText({ max: UNIT_LABEL_MAX }) });
export const UNIT_INTENTS = ["addUnit", "removeUnit"] as const;
