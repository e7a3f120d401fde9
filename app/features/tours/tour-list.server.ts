// The list of a supplier's tours or cruises (spec §2 Tours, Cruises: "the same filters as tours"):
// filters in the URL, 10 a page, delete after a confirmation that needs no scripts. One loader and
// action for /tour (cruises excluded) and /cruise (type cruise); the page is ./tour-list.tsx.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireApi } from "~/lib/api.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { redirectWithToast, seeOther } from "~/lib/toast.server";
import { publicFileUrl } from "~/lib/uploads.server";
import { formatDate } from "~/lib/dates";
import { canonicalListUrl, pageOf, parseDateRange, pastLastPage, withParams } from "~/lib/list-query";
import { safeBackPath } from "~/lib/safe-redirect";
import { localName, translationPending } from "~/lib/local-name";
import { areaOf } from "~/features/listing";
import { deleteTour, listTours } from "./api.server";
import type { ListKind } from "./list-kind";

export async function tourListLoader({ request, context }: LoaderFunctionArgs, kind: ListKind) {
  const url = new URL(request.url);
  const canonical = canonicalListUrl(url);
  if (canonical) throw seeOther(canonical);
  const { api, user } = await requireApi(request, context);
  const lang = await getLocale(request);
  const filters = {
    type: kind.type,
    name: (url.searchParams.get("name") ?? "").trim().slice(0, 100),
    area: areaOf(url.searchParams.get("area")),
    dateRange: parseDateRange(url.searchParams.get("date_range")),
    page: pageOf(url.searchParams),
  };
  const reply = await listTours(api, user._id, lang, filters);
  if (reply.code !== 200) throw new Response(null, { status: 503 });
  const past = pastLastPage(url, filters.page, reply.data.total);
  if (past) throw seeOther(past);
  const confirmId = url.searchParams.get("confirm") === "delete" ? url.searchParams.get("id") : null;
  const rows = reply.data.docs.map((tour) => ({
    _id: tour._id,
    type: tour.type,
    optional_type: tour.optional_type,
    is_active: tour.is_active,
    city: tour.city,
    name: localName(tour, lang),
    pending: translationPending(tour, lang),
    image: publicFileUrl(tour.images[0]?.url),
    created: formatDate(tour.created_at, "list"),
  }));
  return {
    title: (await i18nServer.getFixedT(request, kind.ns))("list.title"),
    rows,
    total: reply.data.total,
    filters,
    confirm: confirmId ? (rows.find((t) => t._id === confirmId) ?? null) : null,
  };
}
export type TourListData = Awaited<ReturnType<typeof tourListLoader>>;
export type TourListRow = TourListData["rows"][number];

export async function tourListAction({ request, context }: ActionFunctionArgs, kind: ListKind) {
  const { api } = await requireApi(request, context);
  const form = await request.formData();
  const url = new URL(request.url);
  const back = safeBackPath(`${url.pathname}${withParams(url.search, { confirm: null, id: null })}`, kind.path);
  if (form.get("intent") !== "delete") throw new Response(null, { status: 400 });
  const reply = await deleteTour(api, String(form.get("id") ?? ""));
  return redirectWithToast(
    context,
    back,
    reply.code === 200
      ? { kind: "success", message: "common:deleteSuccess" }
      : { kind: "error", message: "common:deleteFailed" },
  );
}
