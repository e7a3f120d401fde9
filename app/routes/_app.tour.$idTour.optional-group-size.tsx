// /tour/{idTour}/optional-group-size: passenger groups, each with its options (spec §2 Tours,
// §3 Option group size, §5 Passenger-group list). Add, edit, copy and delete all send the whole
// list (PATCH tour/option-group-size/{id}); dialogs and confirmations are URL states.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { Button } from "@mantine/core";
import { RowLink, RowSubmit } from "~/components/list/row-button";
import { useTranslation } from "react-i18next";
import { redirectWithToast, seeOther } from "~/lib/toast.server";
import { once } from "~/lib/form-once.server";
import { formatMoney } from "~/lib/money";
import { withParams } from "~/lib/list-query";
import { listVersion } from "~/lib/version";
import { i18nServer } from "~/lib/i18n.server";
import { requireTour } from "~/features/tours/tour-page.server";
import { saveGroups } from "~/features/tours/api.server";
import { PassengerGroupSchema, toPayload } from "~/features/tours/group-size-form";
import { localName } from "~/lib/local-name";
import { PageHeader } from "~/components/page-header";
import { DataList, type Column } from "~/components/list/data-list";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { ErrorPage } from "~/components/error-page";
import { GroupDialog } from "~/features/tours/group-size-dialog";
import { parseForm } from "~/lib/validation";
import { readIntent, refuseForm } from "~/lib/form-intent";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["tours", "listing"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { tour, lang } = await requireTour(request, context, params.idTour);
  const url = new URL(request.url);
  const groups = tour.option_group_size?.groups ?? [];
  const index = Number(url.searchParams.get("index") ?? url.searchParams.get("id"));
  const at = Number.isInteger(index) && index >= 0 && index < groups.length ? index : null;
  const modal = url.searchParams.get("modal");
  return {
    title: (await i18nServer.getFixedT(request, "tours"))("groups.title"),
    tour: { _id: tour._id, name: localName(tour, lang), currency: tour.currency ?? "VND" },
    groups: groups.map((g, i) => ({
      ...g,
      index: i,
      label: localName(g, lang),
      optionLabels: g.options.map((o) => localName(o, lang)),
    })),
    version: listVersion(groups),
    dialog: modal === "add" ? { index: null } : modal === "edit" && at !== null ? { index: at } : null,
    deleting: url.searchParams.get("confirm") === "delete" && at !== null ? at : null,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { api, tour } = await requireTour(request, context, params.idTour);
  const back = `/tour/${tour._id}/optional-group-size`;
  const record = tour.option_group_size;
  if (!record) throw new Response(null, { status: 404 });
  const groups = [...record.groups];
  const form = await request.formData();
  const intent = readIntent(form, ["delete", "copy", "save"]);
  // the list changed since this page was drawn (a double submit, another tab): change nothing
  if (form.get("version") !== listVersion(groups)) {
    return redirectWithToast(context, back, { kind: "warning", message: "tours:groups.changed" });
  }
  const index = Number(form.get("index"));
  const known = Number.isInteger(index) && index >= 0 && index < groups.length;
  let message = "tours:groups.saved";
  if (intent === "delete" || intent === "copy") {
    if (!known) return seeOther(back);
    if (intent === "delete") {
      groups.splice(index, 1);
      message = "common:deleteSuccess";
    } else {
      const { _id: _drop, ...copy } = groups[index]!;
      groups.splice(index + 1, 0, { ...copy, name: copy.name });
      message = "tours:groups.copied";
    }
  } else {
    const submission = parseForm(form, { schema: PassengerGroupSchema });
    // an option's add/remove button posted without scripts (Conform's intent): draw the dialog again
    if (submission.status === undefined) return { result: submission.reply() };
    if (intent !== "save") refuseForm();
    if (submission.status !== "success") return { result: submission.reply() };
    const at = submission.value.index;
    if (at !== undefined && at < groups.length) groups[at] = toPayload(submission.value, groups[at]);
    else groups.push(toPayload(submission.value));
  }
  const reply = await saveGroups(once(api, form, context), record._id, groups);
  return redirectWithToast(
    context,
    back,
    reply.code === 200 ? { kind: "success", message } : { kind: "error", message: "tours:errorEditInfo" },
  );
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["groups"][number];

export default function PassengerGroups() {
  const { tour, groups, version, dialog, deleting } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("tours");
  const { pathname, search } = useLocation();
  const to = (changes: Record<string, string | number | null>) => `${pathname}${withParams(search, changes)}`;
  const money = (n: number) => formatMoney(n, tour.currency, i18n.language);
  const actions = (g: Row) => (
    <div className="row-actions">
      <RowLink to={to({ modal: "edit", index: g.index, confirm: null, id: null })} preventScrollReset>
        {t("common:edit")}
      </RowLink>
      <Form method="post" action={pathname} preventScrollReset>
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="index" value={g.index} />
        <RowSubmit name="intent" value="copy" color="blue" data-testid="group-copy">
          {t("groups.copy")}
        </RowSubmit>
      </Form>
      <RowLink
        to={to({ confirm: "delete", id: g.index, modal: null, index: null })}
        preventScrollReset
        variant="subtle"
        color="red"
      >
        {t("common:delete")}
      </RowLink>
    </div>
  );
  const options = (g: Row) => g.options.map((o, i) => `${g.optionLabels[i]} · ${money(o.price)}`).join("; ");
  const columns: Column<Row>[] = [
    { key: "name", header: t("groups.name"), card: "plain", render: (g) => <strong>{g.label}</strong> },
    { key: "guests", header: t("age.guests"), render: (g) => t("age.guestRange", { min: g.min, max: g.max }) },
    { key: "options", header: t("groups.options"), render: options },
    { key: "actions", header: t("list.actions"), card: "plain", className: "card-actions", render: actions },
  ];
  const editing = dialog && dialog.index !== null ? (groups[dialog.index] ?? null) : null;
  return (
    <>
      <PageHeader
        title={t("groups.title")}
        subtitle={tour.name}
        crumbs={[
          { label: t("list.crumb") },
          { label: t("list.title"), to: "/tour" },
          { label: tour.name, to: `/tour/action/${tour._id}` },
          { label: t("groups.title") },
        ]}
        help="help-tour-optional-group-size"
        actions={
          <Button
            component={Link}
            to={to({ modal: "add", index: null, confirm: null, id: null })}
            preventScrollReset
            data-testid="group-add"
          >
            {t("groups.add")}
          </Button>
        }
      />
      <DataList
        items={groups}
        rowKey={(g) => `${g.index}-${g.name}`}
        columns={columns}
        empty={t("groups.empty")}
        testId="group-list"
      />
      {dialog ? (
        <GroupDialog
          group={editing}
          version={version}
          currency={tour.currency}
          closeTo={to({ modal: null, index: null })}
        />
      ) : null}
      {deleting !== null ? (
        <ConfirmDialog
          title={t("groups.deleteTitle")}
          text={t("groups.deleteText", { name: groups[deleting]?.label ?? "" })}
          intent="delete"
          id={String(deleting)}
          confirmLabel={t("common:delete")}
          extra={{ version, index: String(deleting) }}
        />
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
