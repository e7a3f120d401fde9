import { z } from "@contract/zod";
import { CURRENCIES } from "./currencies";

export { CURRENCIES, DEFAULT_CURRENCY } from "./currencies";
export const CurrencySchema = z.object({
  currency: z.enum(CURRENCIES, { error: "required" }),
  back: z.string().optional(),
});
