// marketplace-api.md "Conventions", lists: `page` (from 1), `perPage` (10; -1 = all), `lang`. A value
// that cannot be read falls back to its default rather than refusing the list.
import { z } from "../zod";
import { visibleText } from "../input";
import { MAX_SPAN_DAYS } from "../calendar";

const perPage = z.coerce.number().int().min(-1).max(500).catch(10);
export const ListQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  perPage: perPage.refine((n) => n !== 0).catch(10),
  lang: z.enum(["vi", "en"]).catch("vi"),
});
export type ListQuery = z.infer<typeof ListQuery>;

/**
 * `days` of a record that carries its calendar (a cabin type, a room type: spec §3 "calendar {_id,
 * calendars}"): how many days after today its calendar's window holds, at most a schedule's longest
 * span (the default); 0 = today's alone, for a page that reads its month with the calendar call.
 */
export const RecordDaysQuery = z.object({
  days: z.coerce.number().int().min(0).max(MAX_SPAN_DAYS).optional().catch(undefined),
});

/** A query value that is JSON text (`sort`, `date_range`); a query parser that made it an object is fine too. */
export const jsonText = (max: number) =>
  z.preprocess(
    (v) => (v && typeof v === "object" ? JSON.stringify(v) : v),
    z.string().max(max).optional().catch(undefined),
  );

/** Optional query text; anything unreadable is left out. */
export const queryText = (max: number) => z.string().overwrite(visibleText).max(max).optional().catch(undefined);
