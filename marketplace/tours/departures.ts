// A departure of the group calendar as it is stored, and the date rules of spec §5 "Group calendar".
import type { DepartureBody } from "@contract/api/tour-prices";
import { plainText } from "@contract/api/text";
import type { DB } from "../db/database.js";
import { ApiError } from "../shared/http.js";
import { randomId } from "../shared/ids.js";
import { dayOf } from "../shared/dates.js";
import { translate } from "../shared/translate.js";

/** The stored columns of a departure body; option names in English filled when asked (spec §1). */
export const departureColumns = async (b: DepartureBody) => ({
  departure_date: b.departure!.toISOString(),
  day: dayOf(b.departure!),
  available: b.available!,
  options: JSON.stringify(
    await Promise.all(
      (b.options ?? []).map(async (o) => {
        const name = plainText(o.name ?? "");
        return {
          optionId: o.optionId || randomId(),
          name,
          translations: {
            en: {
              name: b.auto_translate_en ? await translate(name, "vi", "en") : plainText(o.translations?.en?.name ?? ""),
            },
          },
          price: o.price!,
          commission_type: o.commission_type!,
          commission_value: o.commission_value!,
          min: o.min!,
          sort: o.sort!,
        };
      }),
    ).then((options) => options.sort((x, y) => x.sort - y.sort)),
  ),
  single_room_surcharge: b.single_room_surcharge!,
  single_room_commission_type: b.single_room_commission_type!,
  single_room_commission_value: b.single_room_commission_value!,
  extra_bed_surcharge: b.extra_bed_surcharge!,
  extra_bed_commission_type: b.extra_bed_commission_type!,
  extra_bed_commission_value: b.extra_bed_commission_value!,
});

/** spec §5: no departure in the past, one departure per calendar day (Asia/Ho_Chi_Minh). */
export const checkDepartureDate = async (db: DB, calendarId: string, departure: Date, exceptId?: string) => {
  if (departure.getTime() < Date.now()) {
    throw new ApiError(422, "departure_in_past", {
      issues: [{ path: "departure_date", message: "departure_in_past" }],
    });
  }
  let clash = db
    .selectFrom("group_departures")
    .select("day")
    .where("calendar_id", "=", calendarId)
    .where("day", "=", dayOf(departure));
  if (exceptId) clash = clash.where("_id", "!=", exceptId);
  const existing = await clash.executeTakeFirst();
  if (existing) throw new ApiError(409, "exist_departure_date", { existDate: existing.day });
};
