// {base}/bookings (optional query uid, sort, status): the supplier's bookings of a service, newest first
// or in the order its descriptor offers, of one status or all, 10 a page (spec tours-cruises §2, §9;
// hotels-bikes-transport §2). Its CSV is bookings-csv.server.ts.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ServiceDescriptor } from "@contract/services";
import { requireApi } from "~/lib/api.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { pageOf, pastLastPage } from "~/lib/list-query";
import { seeOther } from "~/lib/toast.server";
import { exampleCode } from "~/lib/booking-code.server";
import { listBookings } from "./api.server";
import { bookingRow } from "./rows";
import { chosenDue, chosenSort, chosenStatus, searchedUid, SORTS, sortsOf, statusesOf } from "./query";

export async function bookingsLoader({ request, context }: LoaderFunctionArgs, service: ServiceDescriptor) {
  const { api, user } = await requireApi(request, context);
  const url = new URL(request.url);
  const lang = await getLocale(request);
  const title = (await i18nServer.getFixedT(request, "bookings"))("list.title");
  const uid = searchedUid(url.searchParams);
  const page = pageOf(url.searchParams);
  const sort = chosenSort(url.searchParams, service);
  const due = chosenDue(url.searchParams);
  const status = chosenStatus(url.searchParams, service);
  const base = {
    title,
    service: service.id,
    uid,
    page,
    sort,
    due,
    sorts: sortsOf(service),
    status,
    statuses: statusesOf(service),
    // the search box's example is a code of this service, as its bookings show theirs
    codeExample: exampleCode(service),
  };
  // spec §6: without a user the list only warns 'no bill'
  if (!user?._id) return { ...base, rows: [], total: 0, warning: "bookings:list.noBill" };
  const reply = await listBookings(api, service, user._id, lang, { uid, page, sort: SORTS[sort], due, status });
  if (reply.code !== 200) return { ...base, rows: [], total: 0, warning: "bookings:list.errorGetBookings" };
  const past = pastLastPage(url, page, reply.data.total);
  if (past) throw seeOther(past);
  return { ...base, rows: reply.data.docs.map(bookingRow), total: reply.data.total, warning: null };
}
