// marketplace-api.md "Uploads, help, reference lists": the queries of the reference lists (besides
// the list query of ./list.ts).
import { z } from "../zod";

/** GET destination/country: the area by its `_id` or its slug. */
export const CountryQuery = z.object({ area: z.string().max(64).optional() });
/** GET destination/city. */
export const CityQuery = z.object({ country: z.string().max(64).optional() });
/** GET tour/category, tour/interest, facility, bedtype, hotel/type, tour/cruise-facility. */
export const TaxonomyQuery = z.object({
  type: z.string().max(32).optional(),
  is_active: z.enum(["true", "false"]).optional(),
});
