// The booking, statistic and transaction calls of marketplace-api.md "Tour and cruise bookings,
// statistics" (spec tours-cruises §7 "Bookings and statistics (tour)").
import type { AuthedApi } from "~/lib/marketplace.server";
import { PAGE_SIZE, type DateRange } from "~/lib/list-query";
import type { Booking, ContactPerson, Driver, Payment, StatusCount } from "./types";
import type { BookingAction } from "./rules";

type List<T> = { docs: T[]; total: number };
const SORT_NEWEST = { created_at: -1 }; // spec §9: default sort created_at descending

export type BookingFilters = { uid?: string; status?: string; dateRange?: DateRange | null; page: number; perPage?: number };

/** GET order: the supplier's bookings (agency = the user id, spec §7). */
export function listBookings(api: AuthedApi, userId: string, lang: string, f: BookingFilters & { statistic?: boolean; statisticRevenue?: boolean }) {
  return api.get<List<Booking>>("order", {
    perPage: f.perPage ?? PAGE_SIZE,
    page: f.page,
    sort: SORT_NEWEST,
    uid: f.uid || undefined,
    agency: userId,
    lang,
    status: f.status || undefined,
    date_range: f.dateRange ?? undefined,
    statistic: f.statistic ? "true" : undefined,
    statisticRevenue: f.statisticRevenue ? "true" : undefined,
  });
}

export const getBooking = (api: AuthedApi, id: string, lang: string) => api.get<Booking>(`order/${encodeURIComponent(id)}`, { lang });

export type TransitionBody = {
  status: BookingAction;
  reason_cancel?: string;
  tour_operator?: ContactPerson;
  tour_guide?: ContactPerson;
  tour_driver?: Driver;
};
export const changeStatus = (api: AuthedApi, id: string, body: TransitionBody) =>
  api.patch<Booking>(`order/${encodeURIComponent(id)}`, { actUpd: "udpStatus", ...body });

export const updateContacts = (api: AuthedApi, id: string, body: { tour_operator?: ContactPerson; tour_guide?: ContactPerson; tour_driver?: Driver }) =>
  api.patch<Booking>(`order/${encodeURIComponent(id)}`, { actUpd: "updInfo", ...body });

/** GET statistic: bookings grouped by status, with count and total (VND). */
export const statusCounts = (api: AuthedApi, userId: string, lang: string, dateRange: DateRange | null) =>
  api.get<List<StatusCount>>("statistic", { agency: userId, lang, date_range: dateRange ?? undefined, page: 1, perPage: -1 });

export type RevenueDay = { _id: string; count: number; total: number };
/** GET tour/statistic-revenue: the real income of completed bookings (VND), by day. */
export const revenue = (api: AuthedApi, dateRange: DateRange | null) =>
  api.get<{ total: number; count: number; docs: RevenueDay[] }>("tour/statistic-revenue", { date_range: dateRange ?? undefined, page: 1, perPage: -1 });

/** GET transaction/payment-statistic: paid in VND, the number of payouts, and how many have an unknown VND amount. */
export const paidTotal = (api: AuthedApi, dateRange: DateRange | null) =>
  api.get<{ total: number; count: number; unknown?: number }>("transaction/payment-statistic", { service: "tour", date_range: dateRange ?? undefined });

export const listPayments = (api: AuthedApi, dateRange: DateRange | null, page: number) =>
  api.get<List<Payment>>("transaction/payment-agency", { service: "tour", date_range: dateRange ?? undefined, page, perPage: PAGE_SIZE, sort: { payment_date: -1 } });

export const getPayment = (api: AuthedApi, id: string) => api.get<Payment>(`transaction/payment-agency/${encodeURIComponent(id)}`);
