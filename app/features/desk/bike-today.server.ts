// /bike/today (contract/front-desk.ts "Rentals out today"; spec hotels-bikes-transport §3 "Bike order",
// §4 "Bike booking statuses"): pickups due, rentals out, returns due and overdue, each with the status
// changes of the bike's transition table and the desk's steps: a handover gives one unit per bike of an
// option that lists units (a select each), a return says what became of a held deposit.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { BIKE } from "@contract/services";
import { BIKE_DESK_ACTIONS } from "@contract/front-desk";
import { actionsOf } from "@contract/booking-transitions";
import { parseForm } from "~/lib/validation";
import type { AuthedApi } from "~/lib/marketplace.server";
import { getBikeToday, handOver, listUnits, takeBack, type DeskRentalRecord } from "~/features/bikes/index.server";
import { deskLoad, deskRouteAction } from "./desk.server";
import { dialogOf } from "./dialog";
import { HandoverFormSchema, ReturnFormSchema } from "./schema";

export const BIKE_TODAY_PATH = "/bike/today";

/** The free units of each option of a rental that lists units (the handover's selects), by option id. */
async function freeUnits(api: AuthedApi, rental: DeskRentalRecord) {
  const listed = rental.options.filter((o) => o.units);
  const replies = await Promise.all(listed.map((o) => listUnits(api, o.option._id)));
  return Object.fromEntries(
    listed.map((o, i) => [
      o.option._id,
      (replies[i]!.data?.docs ?? []).filter((u) => !u.out).map((u) => ({ value: u._id, label: u.label })),
    ]),
  );
}

export async function bikeTodayLoader(args: LoaderFunctionArgs) {
  const { api, url, answer, shown } = await deskLoad(args, "bike.title", (api, lang, date) =>
    getBikeToday(api, lang, date),
  );
  const rentals = answer ? [...answer.pickups, ...answer.out, ...answer.returns, ...answer.overdue] : [];
  const dialog = dialogOf(url, rentals);
  const rental = dialog ? rentals.find((r) => r._id === dialog.id) : undefined;
  return {
    ...shown,
    lists: answer
      ? { pickups: answer.pickups, out: answer.out, returns: answer.returns, overdue: answer.overdue }
      : null,
    dialog,
    /** the rental a handover or return dialog is about, and the units it may be given */
    rental: rental && dialog && (BIKE_DESK_ACTIONS as readonly string[]).includes(dialog.intent) ? rental : null,
    units: rental && dialog?.intent === "handover" ? await freeUnits(api, rental) : {},
  };
}
export type BikeTodayData = Awaited<ReturnType<typeof bikeTodayLoader>>;

export const bikeTodayAction = (args: ActionFunctionArgs) =>
  deskRouteAction(args, {
    service: BIKE,
    statuses: actionsOf(BIKE.transitions),
    path: BIKE_TODAY_PATH,
    steps: BIKE_DESK_ACTIONS,
    step: (api) => async (step, id, form) => {
      if (step === "handover") {
        const parsed = parseForm(form, { schema: HandoverFormSchema });
        if (parsed.status !== "success") return { result: parsed.reply() };
        return handOver(api, id, parsed.value.units ?? []);
      }
      const parsed = parseForm(form, { schema: ReturnFormSchema });
      if (parsed.status !== "success") return { result: parsed.reply() };
      const { deposit, deposit_reason } = parsed.value;
      return takeBack(api, id, deposit ? { deposit, ...(deposit === "kept" ? { deposit_reason } : {}) } : undefined);
    },
  });
