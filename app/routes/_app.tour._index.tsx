// /tour: the supplier's tours, cruises excluded (spec §2 Tours): filters in the URL, a table on
// a desktop and cards on a phone, 10 a page, delete after a confirmation that needs no scripts.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useSearchParams } from "@remix-run/react";
import { TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { requireApi } from "~/lib/api.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { redirectWithToast, seeOther } from "~/lib/toast.server";
import { publicFileUrl } from "~/lib/uploads.server";
import { formatDate } from "~/lib/dates";
import { canonicalListUrl, PAGE_SIZE, pageOf, parseDateRange, pastLastPage, withParams } from "~/lib/list-query";
import { safeBackPath } from "~/lib/safe-redirect";
import { deleteTour, listTours } from "~/features/tours/api.server";
import { AreaFilter, areaOf } from "~/features/listing";
import { setupPath } from "~/features/tours/setup-route";
import { PageHeader } from "~/components/page-header";
import { DateRangeFields, FilterBar } from "~/components/list/filter-bar";
import { DataList, type Column } from "~/components/list/data-list";
import { Pager } from "~/components/list/pager";
import { RowLink } from "~/components/list/row-button";
import { StatusTag } from "~/components/status-tag";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { ErrorPage } from "~/components/error-page";
import { localName } from "~/lib/local-name";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["tours", "listing"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const canonical = canonicalListUrl(url);
  if (canonical) throw seeOther(canonical);
  const { api, user } = await requireApi(request, context);
  const lang = await getLocale(request);
  const filters = {
    type: "tour" as const, // spec §2 Tours: the agency's own tours, cruises excluded
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
  const tours = reply.data.docs.map((tour) => ({
    ...tour,
    name: localName(tour, lang),
    image: publicFileUrl(tour.images[0]?.url),
    created: formatDate(tour.created_at, "list"),
    setup: setupPath(tour),
  }));
  return {
    title: (await i18nServer.getFixedT(request, "tours"))("list.title"),
    tours,
    total: reply.data.total,
    filters,
    confirm: confirmId ? (tours.find((t) => t._id === confirmId) ?? null) : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireApi(request, context);
  const form = await request.formData();
  const url = new URL(request.url);
  const back = safeBackPath(`${url.pathname}${withParams(url.search, { confirm: null, id: null })}`, "/tour");
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

type Row = ReturnType<typeof useLoaderData<typeof loader>>["tours"][number];

export default function TourList() {
  const { tours, total, filters, confirm } = useLoaderData<typeof loader>();
  const { t } = useTranslation("tours");
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const confirmTo = (id: string) => `${pathname}${withParams(search, { confirm: "delete", id })}`;
  const actions = (tour: Row) => (
    <div className="row-actions">
      <RowLink to={`/tour/action/${tour._id}`}>{t("common:edit")}</RowLink>
      <RowLink to={tour.setup} color="blue">
        {t("list.priceSetup")}
      </RowLink>
      <RowLink to={confirmTo(tour._id)} preventScrollReset variant="subtle" color="red" data-testid="tour-delete">
        {t("common:delete")}
      </RowLink>
    </div>
  );
  const columns: Column<Row>[] = [
    {
      key: "image",
      header: t("list.image"),
      width: 96,
      card: "plain",
      render: (tour) =>
        tour.image ? (
          <img src={tour.image} alt="" className="list-thumb" loading="lazy" />
        ) : (
          <div className="list-thumb" />
        ),
    },
    {
      key: "name",
      header: t("list.name"),
      card: "plain",
      render: (tour) => (
        <Link to={`/tour/action/${tour._id}`} className="link name-link">
          {tour.name}
        </Link>
      ),
    },
    { key: "city", header: t("list.city"), render: (tour) => tour.city?.name ?? "—" },
    { key: "created", header: t("list.created"), render: (tour) => tour.created },
    {
      key: "status",
      header: t("list.status"),
      card: "plain",
      render: (tour) => <StatusTag status={tour.is_active ? "active" : "inactive"} />,
    },
    { key: "actions", header: t("list.actions"), card: "plain", className: "card-actions", render: actions },
  ];
  return (
    <>
      <PageHeader
        title={t("list.title")}
        crumbs={[{ label: t("list.crumb") }, { label: t("list.title") }]}
        help="help-tour-list"
      />
      <FilterBar action="/tour" addTo="/tour/action" addLabel={t("list.add")}>
        <TextInput
          name="name"
          label={t("list.filterName")}
          defaultValue={filters.name}
          placeholder={t("list.filterNamePlaceholder")}
        />
        <AreaFilter value={filters.area} />
        <DateRangeFields range={filters.dateRange} fromLabel={t("list.from")} toLabel={t("list.to")} />
      </FilterBar>
      <DataList
        items={tours}
        rowKey={(tour) => tour._id}
        columns={columns}
        empty={params.toString() ? t("list.noMatch") : t("list.empty")}
      />
      <Pager page={filters.page} perPage={PAGE_SIZE} total={total} />
      {confirm ? (
        <ConfirmDialog
          title={t("list.deleteTitle")}
          text={t("list.deleteText", { name: confirm.name })}
          intent="delete"
          id={confirm._id}
          confirmLabel={t("common:delete")}
        />
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
