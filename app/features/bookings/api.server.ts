// The booking, statistic and transaction calls of marketplace-api.md ("Tour and cruise bookings,
// statistics"; "Hotels, bikes, transport"), at the paths the service's descriptor names
// (@contract/services): tours `order`, `statistic`, `tour/statistic-revenue`; hotels `hotel/order`…
import type { Due } from "@contract/dashboard";
import type { AuthedApi } from "~/lib/marketplace.server";
import { searchedUidOf, withShownCode } from "~/lib/booking-code.server";
import { PAGE_SIZE, type DateRange } from "~/lib/list-query";
import type { ServiceDescriptor } from "@contract/services";
import type { DateBasis } from "@contract/api/bookings";
import type { Booking, ContactPerson, Driver, Payment, StatusCount } from "./types";
import type { BookingAction } from "./rules";

type List<T> = { docs: T[]; total: number };
/** The bookings list's page: `next`, the cursor of the page after (keyset paging; absent from a marketplace without it). */
type BookingList = List<Booking> & { next?: string | null };
type Service = Pick<ServiceDescriptor, "api">;
const SORT_NEWEST = { created_at: -1 }; // spec §9: default sort created_at descending
const one = (s: Service, id: string) => `${s.api.orders}/${encodeURIComponent(id)}`;

export type BookingFilters = {
  uid?: string;
  status?: string;
  dateRange?: DateRange | null;
  /** which day of a booking the range selects (the marketplace's date_by) */
  dateBy?: DateBasis;
  page: number;
  perPage?: number;
  /** the marketplace's sort object; newest first by default */
  sort?: Record<string, 1 | -1>;
  /** the page after this cursor (the `next` of the page before) rather than `page` */
  after?: string | null;
  /** only the bookings a dashboard figure counts (contract/dashboard.ts DUE_KINDS) */
  due?: Due | null;
};

/** Every booking this module hands out carries its shown code (product part and uid), never the bare uid. */
const coded = async <T extends { code: number; data: unknown }>(reply: Promise<T>): Promise<T> => {
  const r = await reply;
  if (r.code !== 200 || !r.data || typeof r.data !== "object") return r;
  const data = r.data as { docs?: Booking[]; uid?: string };
  if (Array.isArray(data.docs)) return { ...r, data: { ...data, docs: data.docs.map(withShownCode) } };
  return typeof data.uid === "string" ? { ...r, data: withShownCode(data as Booking) } : r;
};

/** GET order: the supplier's bookings (agency = the user id, spec §7); `uid` with or without the product part. */
export function listBookings(
  api: AuthedApi,
  s: Service,
  userId: string,
  lang: string,
  f: BookingFilters & { statistic?: boolean; statisticRevenue?: boolean },
) {
  return coded(
    api.get<BookingList>(s.api.orders, {
      perPage: f.perPage ?? PAGE_SIZE,
      page: f.page,
      sort: f.sort ?? SORT_NEWEST,
      uid: f.uid ? searchedUidOf(f.uid) || undefined : undefined,
      agency: userId,
      lang,
      status: f.status || undefined,
      date_range: f.dateRange ?? undefined,
      date_by: f.dateBy,
      statistic: f.statistic ? "true" : undefined,
      statisticRevenue: f.statisticRevenue ? "true" : undefined,
      after: f.after ?? undefined,
      due: f.due ?? undefined,
    }),
  );
}

export const getBooking = (api: AuthedApi, s: Service, id: string, lang: string) =>
  coded(api.get<Booking>(one(s, id), { lang }));

/** The contact people a post carries, by the order's field names (tour_operator…, operator…). */
export type Contacts = Record<string, ContactPerson | Driver | undefined>;
export type TransitionBody = { status: BookingAction; reason_cancel?: string } & Contacts;

/** PATCH order/{id}: a status change, as the service's API carries it (hotels: {status} alone, spec §7). */
export const changeStatus = (api: AuthedApi, s: Service, id: string, body: TransitionBody) =>
  coded(api.patch<Booking>(one(s, id), s.api.statusUpdate === "actUpd" ? { actUpd: "udpStatus", ...body } : body));

export const updateContacts = (api: AuthedApi, s: Service, id: string, body: Contacts) =>
  coded(api.patch<Booking>(one(s, id), { actUpd: "updInfo", ...body }));

/** A transaction of a booking (GET transaction?order=…): the customer's payment, a deposit, a refund. */
export type Transaction = {
  _id: string;
  payment_id: string;
  status: string;
  amount: number;
  currency: string;
  gateway: string;
  type: string;
  date_completed: string | null;
};

/** GET transaction?order=…: every transaction of one booking. */
export const listTransactions = (api: AuthedApi, orderId: string) =>
  api.get<List<Transaction>>("transaction", { order: orderId, page: 1, perPage: -1 });

/** PATCH {orders}/{id} {payment_id}: a bank-transfer code (hotels-bikes-transport §4, §7), recorded by the marketplace's rule. */
export const recordTransferCode = (api: AuthedApi, s: Service, id: string, code: string) =>
  coded(api.patch<Booking>(one(s, id), { payment_id: code }));

/** GET statistic: bookings grouped by status, with count and total (VND). */
export const statusCounts = (
  api: AuthedApi,
  s: Service,
  userId: string,
  lang: string,
  dateRange: DateRange | null,
  dateBy?: DateBasis,
) =>
  api.get<List<StatusCount>>(s.api.statistic, {
    agency: userId,
    lang,
    date_range: dateRange ?? undefined,
    date_by: dateBy,
    page: 1,
    perPage: -1,
  });

export type RevenueDay = { _id: string; count: number; total: number };
/** GET tour/statistic-revenue (the service's): the real income of completed bookings (VND), by day. */
export const revenue = (api: AuthedApi, s: Service, dateRange: DateRange | null, dateBy?: DateBasis) =>
  api.get<{ total: number; count: number; docs: RevenueDay[] }>(s.api.revenue, {
    date_range: dateRange ?? undefined,
    date_by: dateBy,
    page: 1,
    perPage: -1,
  });

/** GET transaction/payment-statistic: paid in VND, the number of payouts, and how many have an unknown VND amount. */
export const paidTotal = (api: AuthedApi, s: Service, dateRange: DateRange | null) =>
  api.get<{ total: number; count: number; unknown?: number }>("transaction/payment-statistic", {
    service: s.api.payments,
    date_range: dateRange ?? undefined,
  });

export const listPayments = (api: AuthedApi, s: Service, dateRange: DateRange | null, page: number) =>
  api.get<List<Payment>>("transaction/payment-agency", {
    service: s.api.payments,
    date_range: dateRange ?? undefined,
    page,
    perPage: PAGE_SIZE,
    sort: { payment_date: -1 },
  });

export const getPayment = (api: AuthedApi, id: string) =>
  api.get<Payment>(`transaction/payment-agency/${encodeURIComponent(id)}`);
