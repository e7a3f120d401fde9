// {base}/bookings (optional query uid): the supplier's bookings of a service, newest first, 10 a
// page (spec tours-cruises §2, §9; hotels-bikes-transport §2), and {base}/bookings.csv: every
// booking of the same search (all pages), in the chosen language. Beyond the spec: suppliers
// reconcile in spreadsheets.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ServiceDescriptor } from "@contract/services";
import { minorDigits, roundMoney } from "@contract/money";
import { requireApi } from "~/lib/api.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { pageOf, pastLastPage } from "~/lib/list-query";
import { seeOther } from "~/lib/toast.server";
import { toCsv } from "~/lib/csv";
import { formatDate, todayInVietnam } from "~/lib/dates";
import { exampleCode } from "~/lib/booking-code.server";
import { appServiceOf } from "~/services";
import { listBookings } from "./api.server";
import { bookingRow, rowDay, rowItemName, rowNights, type BookingRow } from "./rows";
import { chosenSort, searchedUid, SORTS, sortsOf } from "./query";
import { hasSurcharges } from "./booking-table";

export async function bookingsLoader({ request, context }: LoaderFunctionArgs, service: ServiceDescriptor) {
  const { api, user } = await requireApi(request, context);
  const url = new URL(request.url);
  const lang = await getLocale(request);
  const title = (await i18nServer.getFixedT(request, "bookings"))("list.title");
  const uid = searchedUid(url.searchParams);
  const page = pageOf(url.searchParams);
  const sort = chosenSort(url.searchParams, service);
  const base = {
    title,
    service: service.id,
    uid,
    page,
    sort,
    sorts: sortsOf(service),
    // the search box's example is a code of this service, as its bookings show theirs
    codeExample: exampleCode(service),
  };
  // spec §6: without a user the list only warns 'no bill'
  if (!user?._id) return { ...base, rows: [], total: 0, warning: "bookings:list.noBill" };
  const reply = await listBookings(api, service, user._id, lang, { uid, page, sort: SORTS[sort] });
  if (reply.code !== 200) return { ...base, rows: [], total: 0, warning: "bookings:list.errorGetBookings" };
  const past = pastLastPage(url, page, reply.data.total);
  if (past) throw seeOther(past);
  return { ...base, rows: reply.data.docs.map(bookingRow), total: reply.data.total, warning: null };
}

const BATCH = 500; // the marketplace's largest page
const MAX_ROWS = 50_000;

export async function bookingsCsvLoader({ request, context }: LoaderFunctionArgs, service: ServiceDescriptor) {
  const { api, user } = await requireApi(request, context);
  const lang = await getLocale(request);
  const t = await i18nServer.getFixedT(request, [
    "bookings",
    "common",
    ...(appServiceOf(service).bookingNamespaces ?? []),
  ]);
  const params = new URL(request.url).searchParams;
  const uid = searchedUid(params);
  const sort = SORTS[chosenSort(params, service)];
  const rows: BookingRow[] = [];
  for (let page = 1; rows.length < MAX_ROWS; page++) {
    const reply = await listBookings(api, service, user._id, lang, { uid, page, perPage: BATCH, sort });
    if (reply.code !== 200) {
      throw new Response(t("bookings:list.errorGetBookings"), {
        status: 502,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    rows.push(...reply.data.docs.map(bookingRow));
    if (reply.data.docs.length < BATCH || rows.length >= reply.data.total) break;
  }
  const keys = [
    "uid",
    "guest",
    "phone",
    "email",
    "service",
    "bookedOn",
    "travelOn",
    // a service naming its last day (a stay's check-out) has it and the nights beside its day
    ...(service.endLabel ? [service.endLabel, "nights"] : []),
    "currency",
    "total",
    "commission",
    "realIncome",
    "realIncomeVnd",
    ...(hasSurcharges(service) ? ["surcharge"] : []),
    "status",
  ];
  // amounts as the screens show them: the currency's minor digits (613.74, 108.30; whole đồng)
  const amount = (n: number | null, currency: string) =>
    n === null ? "" : roundMoney(n, currency).toFixed(minorDigits(currency));
  const csv = toCsv(
    // the day column is named as the service calls its day: a transfer's pickup, with its time (hotels-bikes-transport §2)
    keys.map((k) => t(`bookings:csv.${k === "travelOn" ? service.dayLabel : k}`)),
    rows.map((r) => [
      r.uid,
      r.guest,
      r.phone,
      r.email,
      rowItemName(t, r),
      formatDate(r.created_at, "dateTime"),
      rowDay(r),
      ...(service.endLabel ? [r.lastDay ? formatDate(r.lastDay, "date") : "", String(rowNights(r))] : []),
      r.currency,
      amount(r.total, r.currency),
      amount(r.commission, r.currency),
      amount(r.realIncome, r.currency),
      amount(r.realIncomeVnd, "VND"),
      ...(hasSurcharges(service) ? [amount(r.surcharge, r.currency)] : []),
      t(`common:status.${r.status}`, { defaultValue: r.status }),
    ]),
  );
  const name = `bookings-${uid ? `${uid.replace(/[^A-Z0-9-]/g, "")}-` : ""}${todayInVietnam()}.csv`;
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
