// {base}/bookings.csv: every booking of the bookings list's search (all pages), in the chosen
// language (spec tours-cruises §2, §9; beyond the spec: suppliers reconcile in spreadsheets).
// A file of 100,000 bookings must not stop the server: it is read from the marketplace a page at a
// time (keyset paging, `after`) and written to the response as the client takes it, so one page is
// held at once and other requests are served between pages. A supplier runs at most
// EXPORTS_PER_SUPPLIER at once (export-slots.server.ts: across the workers); one more answers 429.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ServiceDescriptor } from "@contract/services";
import { minorDigits, roundMoney } from "@contract/money";
import { requireApi } from "~/lib/api.server";
import { env } from "~/lib/env.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import type { Cell } from "~/lib/csv";
import { formatDate, todayInVietnam } from "~/lib/dates";
import { takeExportSlot } from "~/lib/export-slots.server";
import { csvDownload, exportBusyPage } from "~/lib/csv-stream.server";
import { withParams } from "~/lib/list-query";
import { bookingPaths } from "@contract/services";
import { appServiceOf } from "~/services";
import { listBookings, type BookingFilters } from "./api.server";
import { bookingRow, rowDay, rowItemName, rowLines, rowNights, rowQuantity } from "./rows";
import { chosenDue, chosenSort, chosenStatus, searchedUid, SORTS } from "./query";
import { hasSurcharges } from "./booking-table";
import type { Booking } from "./types";
import { statusLabelKey } from "@contract/statuses";

type T = Awaited<ReturnType<typeof i18nServer.getFixedT>>;

/** The file's columns and how a booking fills them, in the service's words. */
function csvColumns(t: T, service: ServiceDescriptor) {
  const keys = [
    "uid",
    "guest",
    "phone",
    "email",
    "service",
    "bookedOn",
    "travelOn",
    // what its descriptor names beside its day, as its list shows them: its last day (a stay's
    // check-out, a rental's return), the nights, what its lines book and how many
    ...(service.endLabel ? [service.endLabel] : []),
    ...(service.countsNights ? ["nights"] : []),
    ...(service.lines ? [service.lines.label, "quantity"] : []),
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
  // the day column is named as the service calls its day: a transfer's pickup, with its time (hotels-bikes-transport §2)
  const header = keys.map((k) => t(`bookings:csv.${k === "travelOn" ? service.dayLabel : k}`));
  const line = (b: Booking): Cell[] => {
    const r = bookingRow(b);
    return [
      r.uid,
      r.guest,
      r.phone,
      r.email,
      rowItemName(t, r),
      formatDate(r.created_at, "dateTime"),
      rowDay(r),
      ...(service.endLabel ? [r.endDay ? formatDate(r.endDay, "date") : ""] : []),
      ...(service.countsNights ? [String(rowNights(r))] : []),
      ...(service.lines ? [rowLines(r), String(rowQuantity(r))] : []),
      r.currency,
      amount(r.total, r.currency),
      amount(r.commission, r.currency),
      amount(r.realIncome, r.currency),
      amount(r.realIncomeVnd, "VND"),
      ...(hasSurcharges(service) ? [amount(r.surcharge, r.currency)] : []),
      t(statusLabelKey(r.status), { defaultValue: r.status }),
    ];
  };
  return { header, line };
}

const failed = (t: T) =>
  new Response(t("bookings:list.errorGetBookings"), {
    status: 502,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

export async function bookingsCsvLoader({ request, context }: LoaderFunctionArgs, service: ServiceDescriptor) {
  const { api, user, supplier } = await requireApi(request, context);
  const lang = await getLocale(request);
  const t = await i18nServer.getFixedT(request, [
    "bookings",
    "common",
    ...(appServiceOf(service).bookingNamespaces ?? []),
  ]);
  const params = new URL(request.url).searchParams;
  const uid = searchedUid(params);
  const sortKey = chosenSort(params, service);
  const status = chosenStatus(params, service);
  // a dashboard figure's list exports exactly the bookings it lists
  const due = chosenDue(params);
  const release = await takeExportSlot(supplier?._id || user._id, env().EXPORTS_PER_SUPPLIER);
  if (!release)
    return exportBusyPage(lang, t, {
      href: `${bookingPaths(service).list}${withParams("", { uid, sort: params.get("sort") ? sortKey : null, status: status || null, due })}`,
      label: t("bookings:exportBusy.back"),
    });

  const perPage = env().EXPORT_PAGE_SIZE;
  const filters = { uid, status, due, perPage, sort: SORTS[sortKey] };
  const read = (at: { page: number; after?: string | null }) =>
    listBookings(api, service, user._id, lang, { ...filters, ...at } satisfies BookingFilters);
  const { header, line } = csvColumns(t, service);
  // named for its service: a hotel's and a bike's files side by side are told apart
  const filename = `${service.id}-bookings-${uid ? `${uid.replace(/[^A-Z0-9-]/g, "")}-` : ""}${todayInVietnam()}.csv`;
  return csvDownload(request.signal, release, { header, line, perPage, read, filename, failed: () => failed(t) });
}
