// /hotel/today (contract/front-desk.ts "Today at the desk"; spec hotels-bikes-transport §2, §4 "Hotel
// booking statuses"): the day's arrivals, departures and guests in house per hotel, each with what it
// allows today: the status changes of the hotel's transition table and the desk's steps (check-in,
// check-out, not-come), every one a plain form post answered 303 with a toast.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { HOTEL } from "@contract/services";
import { deskStatusActions, HOTEL_DESK_ACTIONS } from "@contract/front-desk";
import { pageOf, pastLastPage } from "~/lib/list-query";
import { checkIn, checkOut, getHotelToday, markNotCome } from "~/features/hotels/index.server";
import { deskLoad, deskRouteAction } from "./desk.server";
import { dialogOf } from "./dialog";

export const HOTEL_TODAY_PATH = "/hotel/today";
/**
 * Stays a page of the desk shows. The desk is the shift's day sheet (arrivals, departures and guests
 * in house, printed), not one of the spec's lists of 10 rows (hotels-bikes-transport "Lists"): a
 * morning's arrivals on one page is the safer reading, so a guest is not missed on page 2.
 */
export const DESK_PAGE_SIZE = 20;

export async function hotelTodayLoader(args: LoaderFunctionArgs) {
  const page = pageOf(new URL(args.request.url).searchParams);
  const { url, answer, shown } = await deskLoad(args, "hotel.title", (api, lang, date) =>
    getHotelToday(api, lang, date, page, DESK_PAGE_SIZE),
  );
  const past = answer ? pastLastPage(url, page, answer.total, DESK_PAGE_SIZE) : null;
  if (past) throw redirect(past);
  const stays = answer?.hotels.flatMap((h) => [...h.arrivals, ...h.departures, ...h.in_house]) ?? [];
  return {
    ...shown,
    hotels: answer?.hotels ?? [],
    page,
    perPage: DESK_PAGE_SIZE,
    total: answer?.total ?? 0,
    hasHotels: answer?.has_hotels ?? true,
    dialog: dialogOf(url, stays),
  };
}
export type HotelTodayData = Awaited<ReturnType<typeof hotelTodayLoader>>;

export const hotelTodayAction = (args: ActionFunctionArgs) =>
  deskRouteAction(args, {
    service: HOTEL,
    statuses: deskStatusActions(HOTEL.transitions),
    path: HOTEL_TODAY_PATH,
    steps: HOTEL_DESK_ACTIONS,
    step: (api) => async (step, id) =>
      (step === "check_in" ? checkIn : step === "check_out" ? checkOut : markNotCome)(api, id),
  });
