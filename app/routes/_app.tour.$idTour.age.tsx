// /tour/{idTour}/age: prices by age (spec §2 Tours, §3 Age price, §5, §9 commission). The
// bilingual add/edit dialog and the delete confirmation are URL states the server renders.
import { Button } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { RowLink } from "~/components/list/row-button";
import { useTranslation } from "react-i18next";
import { redirectWithToast } from "~/lib/toast.server";
import { once } from "~/lib/form-once.server";
import { formatMoney } from "~/lib/money";
import { withParams } from "~/lib/list-query";
import { i18nServer } from "~/lib/i18n.server";
import { requireTour } from "~/features/tours/tour-page.server";
import { createAge, deleteAge, updateAge } from "~/features/tours/api.server";
import { AgePriceSchema, toPayload } from "~/features/tours/age-form";
import { commissionSplit, toEnteredCommission } from "~/features/listing";
import { localName } from "~/lib/local-name";
import { PageHeader } from "~/components/page-header";
import { DataList, type Column } from "~/components/list/data-list";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { ErrorPage } from "~/components/error-page";
import { AgeDialog } from "~/features/tours/age-dialog";
import { parseForm } from "~/lib/validation";
import { readIntent, refuseForm } from "~/lib/form-intent";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["tours", "listing"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { tour, lang } = await requireTour(request, context, params.idTour);
  const url = new URL(request.url);
  const currency = tour.currency ?? "VND";
  const ages = (tour.ages ?? []).map((a) => {
    const entered = toEnteredCommission(a.commission_type, a.commission_value);
    // what the supplier receives of one guest's price (spec §9, the reading of features/listing/commission.ts)
    return {
      ...a,
      label: localName(a, lang),
      entered,
      split: commissionSplit(a.commission_type, entered, a.price, currency),
    };
  });
  const modal = url.searchParams.get("modal");
  const editing = modal === "edit" ? (ages.find((a) => a._id === url.searchParams.get("id")) ?? null) : null;
  const deleting =
    url.searchParams.get("confirm") === "delete"
      ? (ages.find((a) => a._id === url.searchParams.get("id")) ?? null)
      : null;
  return {
    title: (await i18nServer.getFixedT(request, "tours"))("age.title"),
    tour: { _id: tour._id, name: localName(tour, lang), currency },
    ages,
    dialog: modal === "add" ? { mode: "add" as const } : editing ? { mode: "edit" as const, age: editing } : null,
    deleting,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { api, tour } = await requireTour(request, context, params.idTour);
  const form = await request.formData();
  const back = `/tour/${tour._id}/age`;
  const intent = readIntent(form, ["delete", "save"]);
  if (intent === "delete") {
    const own = (tour.ages ?? []).some((a) => a._id === form.get("id"));
    const reply = own ? await deleteAge(api, String(form.get("id"))) : null;
    return redirectWithToast(
      context,
      back,
      reply?.code === 200
        ? { kind: "success", message: "common:deleteSuccess" }
        : { kind: "error", message: "common:deleteFailed" },
    );
  }
  if (intent !== "save") refuseForm();
  const submission = parseForm(form, { schema: AgePriceSchema });
  if (submission.status !== "success") return { result: submission.reply() };
  const v = submission.value;
  const body = toPayload(v, tour);
  const reply = v.id ? await updateAge(api, v.id, body) : await createAge(once(api, form, context), body);
  if (reply.code !== 200)
    return { result: submission.reply({ formErrors: [v.id ? "tours:errorEditInfo" : "tours:errorAddNew"] }) };
  return redirectWithToast(context, back, { kind: "success", message: v.id ? "tours:age.updated" : "tours:age.added" });
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["ages"][number];

export default function AgePrices() {
  const { tour, ages, dialog, deleting } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("tours");
  const { pathname, search } = useLocation();
  const to = (changes: Record<string, string | null>) => `${pathname}${withParams(search, changes)}`;
  const money = (n: number) => formatMoney(n, tour.currency, i18n.language);
  const receive = (a: Row) => (a.split ? money(a.split.receive) : "—");
  const commission = (a: Row) =>
    a.commission_type === "percent"
      ? t("commission.receiveShare", { share: a.entered })
      : t("commission.receiveNet", { keep: money(a.entered) });
  const actions = (a: Row) => (
    <div className="row-actions">
      <RowLink to={to({ modal: "edit", id: a._id, confirm: null })} preventScrollReset>
        {t("common:edit")}
      </RowLink>
      <RowLink to={to({ confirm: "delete", id: a._id, modal: null })} preventScrollReset variant="subtle" color="red">
        {t("common:delete")}
      </RowLink>
    </div>
  );
  const columns: Column<Row>[] = [
    { key: "name", header: t("age.name"), card: "plain", render: (a) => <strong>{a.label}</strong> },
    { key: "price", header: t("age.price"), render: (a) => money(a.price) },
    { key: "guests", header: t("age.guests"), render: (a) => t("age.guestRange", { min: a.min, max: a.max }) },
    {
      key: "commission",
      header: t("commission.receive"),
      render: (a) => (
        <>
          <strong>{receive(a)}</strong>
          <div className="text-dimmed">{commission(a)}</div>
        </>
      ),
    },
    { key: "actions", header: t("list.actions"), card: "plain", className: "card-actions", render: actions },
  ];
  return (
    <>
      <PageHeader
        title={t("age.title")}
        subtitle={tour.name}
        crumbs={[
          { label: t("list.crumb") },
          { label: t("list.title"), to: "/tour" },
          { label: tour.name, to: `/tour/action/${tour._id}` },
          { label: t("age.title") },
        ]}
        help="help-tour-age"
        actions={
          <Button
            component={Link}
            to={to({ modal: "add", id: null, confirm: null })}
            preventScrollReset
            data-testid="age-add"
          >
            {t("age.add")}
          </Button>
        }
      />
      <DataList items={ages} rowKey={(a) => a._id} columns={columns} empty={t("age.empty")} testId="age-list" />
      {dialog ? (
        <AgeDialog
          age={dialog.mode === "edit" ? dialog.age : null}
          currency={tour.currency}
          closeTo={to({ modal: null, id: null })}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t("age.deleteTitle")}
          text={t("age.deleteText", { name: deleting.label })}
          intent="delete"
          id={deleting._id}
          confirmLabel={t("common:delete")}
        />
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
