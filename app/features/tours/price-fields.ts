// Number, name and commission fields shared by the tour's price dialogs (passenger groups, departures).
import { z } from "@contract/zod";
import { visibleText } from "@contract/input";
import { msg } from "~/lib/validation";
import { COMMISSION_TYPES } from "~/features/listing";

export const num = (min: number, max: number) =>
  z
    .number({ error: "required" })
    .min(min, { error: msg("min_num", min) })
    .max(max, { error: msg("max_num", max) });
export const whole = (min: number, max: number) => num(min, max).int({ error: "whole_number" });
export const optionalName = (min: number, max: number) =>
  z
    .string()
    .overwrite(visibleText)
    .min(min, { error: msg("min_string_length", min) })
    .max(max, { error: msg("max_string_length", max) })
    .optional();
export const commission = {
  commission_type: z.enum(COMMISSION_TYPES, { error: "required" }),
  commission_value: z.number({ error: "required" }),
};
