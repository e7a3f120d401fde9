// /activity.csv: every entry the /activity page's filters select (all pages), in the page's words
// (spec team.md §Screens "CSV export"). Read from the marketplace a page at a time and written as the
// client takes it (csv-stream.server.ts), never the whole record in memory; a supplier runs at most
// EXPORTS_PER_SUPPLIER exports at once (export-slots.server.ts), one more answers 429.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { ACTIVITY_MAX_PER_PAGE, activityKinds, type ActivityEntry } from "@contract/activity";
import { requireApi } from "~/lib/api.server";
import { env } from "~/lib/env.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import type { Cell } from "~/lib/csv";
import { csvDownload, exportBusyPage } from "~/lib/csv-stream.server";
import { todayInVietnam } from "~/lib/dates";
import { takeExportSlot } from "~/lib/export-slots.server";
import { listActivity } from "./api.server";
import { describeEntry } from "./describe.server";
import { activityFilters, filterQuery } from "./query";

const COLUMNS = ["at", "who", "email", "what", "service", "target", "details"] as const;

export async function activityCsvLoader({ request, context }: LoaderFunctionArgs) {
  const { api, user, supplier } = await requireApi(request, context);
  const t = await i18nServer.getFixedT(request, ["activity", "bookings", "common", "dashboard", "desk"]);
  const lang = await getLocale(request);
  const f = activityFilters(new URL(request.url).searchParams, activityKinds());
  const back = filterQuery(f);
  const release = await takeExportSlot(supplier?._id || user._id, env().EXPORTS_PER_SUPPLIER);
  if (!release) return exportBusyPage(lang, t, { href: `/activity${back}`, label: t("activity:backToRecord") });
  // the export's pages, within what GET activity answers at once
  const perPage = Math.min(env().EXPORT_PAGE_SIZE, ACTIVITY_MAX_PER_PAGE);
  const read = (at: { page: number; after?: string | null }) => listActivity(api, { ...f, perPage, ...at });
  const line = (e: ActivityEntry): Cell[] => {
    const r = describeEntry(t, e, lang);
    return [r.when, r.who, r.email, r.what, r.service, r.target.label, r.details.join("; ")];
  };
  return csvDownload(request.signal, release, {
    header: COLUMNS.map((c) => t(`activity:csv.${c}`)),
    line,
    perPage,
    read,
    filename: `activity-${todayInVietnam()}.csv`,
    // a marketplace that cannot answer is a 502, not an empty file
    failed: () =>
      new Response(t("activity:loadFailed"), { status: 502, headers: { "Content-Type": "text/plain; charset=utf-8" } }),
  });
}
