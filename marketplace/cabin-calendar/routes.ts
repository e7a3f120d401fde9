// marketplace-api.md "cruise/cabin-calendar" (spec tours-cruises §4 "Cabin calendar day", §5 "Cabin
// schedule"): a cabin's sales calendar, one kind of the shared calendar (calendars/): its day holds
// cabin_available and a price per duration of the cruise.
import {
  CabinCalendarQuery,
  CabinDayRef,
  CabinDaySchema,
  CabinScheduleSchema,
  type CabinSchedule,
} from "@contract/api/cabin-calendar";
import type { z } from "zod";
import { invalidField as invalid } from "../shared/http.js";
import type { Ctx } from "../context.js";
import { calendarRoutes, type CalendarKind } from "../calendars/routes.js";
import { CABIN_CALENDAR, dayRecord, ownCabin } from "./record.js";

/** spec §5: a price for each of the cruise's durations, no other, none twice. */
function checkPrices(prices: { nights: number }[], durations: number[]) {
  const seen = new Set<number>();
  prices.forEach((p, i) => {
    if (!durations.includes(p.nights) || seen.has(p.nights)) throw invalid(`prices.${i}.nights`, "invalid_choice");
    seen.add(p.nights);
  });
  if (durations.some((n) => !seen.has(n))) throw invalid("prices", "required");
}

type CabinDay = z.output<typeof CabinDaySchema>;

export const CABIN_CALENDAR_KIND: CalendarKind<Awaited<ReturnType<typeof ownCabin>>, CabinSchedule, CabinDay> = {
  path: "/cruise/cabin-calendar",
  store: CABIN_CALENDAR,
  itemField: "cabin",
  ownItem: ownCabin,
  schedule: CabinScheduleSchema,
  day: CabinDaySchema,
  ref: CabinDayRef,
  query: CabinCalendarQuery,
  values: (body, cabin) => {
    checkPrices(body.prices, cabin.durations);
    return { prices: JSON.stringify(body.prices.map((p) => ({ ...p, extrabed_price: p.extrabed_price ?? null }))) };
  },
  record: dayRecord,
};

export const cabinCalendarRoutes = (ctx: Ctx) => calendarRoutes(ctx, CABIN_CALENDAR_KIND);
