// /activity (spec team.md §Screens): the supplier's record, newest first, 20 a page, filtered by person,
// service, kind and date range (kept in the URL). A plain GET form's start/end become the canonical
// date_range first; a filter value the page does not offer filters nothing; a page past the end goes
// to the last one. The record and its authors are read from the marketplace (GET activity, GET
// activity/actors), which decides who may read them.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { TFunction } from "i18next";
import { activityKinds } from "@contract/activity";
import { SERVICE_IDS } from "@contract/services";
import { requireApi } from "~/lib/api.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { canonicalListUrl, pastLastPage } from "~/lib/list-query";
import { seeOther } from "~/lib/toast.server";
import { listActivity, listActors } from "./api.server";
import { describeEntry, kindWords, serviceWords } from "./describe.server";
import { ACTIVITY_PAGE_SIZE, activityFilters, filterQuery } from "./query";

/** The kinds as the select offers them: grouped by what they are about (bookings, calendars, listings…), in the catalogue's order. */
function kindGroups(t: TFunction, kinds: string[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const kind of kinds) {
    const about = kind.slice(0, kind.indexOf("."));
    groups.set(about, [...(groups.get(about) ?? []), { value: kind, label: kindWords(t, kind) }]);
  }
  return [...groups].map(([about, items]) => ({ group: t(`activity:group.${about}`), items }));
}

export async function activityLoader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireApi(request, context);
  const url = new URL(request.url);
  const canonical = canonicalListUrl(url);
  if (canonical) throw seeOther(canonical);
  const t = await i18nServer.getFixedT(request, ["activity", "common", "dashboard", "desk"]);
  const lang = await getLocale(request);
  const kinds = activityKinds();
  const f = activityFilters(url.searchParams, kinds);
  const [reply, actors] = await Promise.all([
    listActivity(api, { ...f, perPage: ACTIVITY_PAGE_SIZE }),
    listActors(api),
  ]);
  const query = filterQuery(f);
  const base = {
    title: t("activity:title"),
    filters: f,
    query,
    // the choices, in the page's words (the browser's bundle pulls no catalogue for them)
    kinds: kindGroups(t, kinds),
    services: SERVICE_IDS.map((s) => ({ value: s, label: serviceWords(t, s) })),
    // everyone with an entry (members by name, then the customer and the marketplace), as the marketplace lists them
    actors: (actors.code === 200 ? actors.data : []).map((a) => ({
      value: a.kind === "member" ? (a._id ?? "") : a.kind,
      label:
        a.kind === "member" ? a.name?.trim() || a.email || t("activity:actor.unknown") : t(`activity:actor.${a.kind}`),
    })),
  };
  if (reply.code !== 200) return { ...base, rows: [], total: 0, warning: "activity:loadFailed" };
  const past = pastLastPage(url, f.page, reply.data.total, ACTIVITY_PAGE_SIZE);
  if (past) throw seeOther(past);
  return {
    ...base,
    rows: reply.data.docs.map((e) => describeEntry(t, e, lang)),
    total: reply.data.total,
    warning: null,
  };
}
