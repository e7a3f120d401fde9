// /tour/{idTour}/calendar-group-option: the departures of a group tour (spec §2 Tours, §3 Group
// calendar, §4: edit only when the departure is now or later, delete only without orders, else
// its bookings are offered; §5 Group calendar; §8 existDepartureDate). Dialogs are URL states.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { type SubmissionResult } from "@conform-to/react";
import { Button, Group, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { redirectWithToast } from "~/lib/toast.server";
import { once } from "~/lib/form-once.server";
import { formatMoney } from "~/lib/money";
import { formatDate } from "~/lib/dates";
import { withParams } from "~/lib/list-query";
import { i18nServer } from "~/lib/i18n.server";
import { requireTour } from "~/features/tours/tour-page.server";
import { addDeparture, deleteDeparture, departureOrders, updateDeparture } from "~/features/tours/api.server";
import { DepartureSchema, toLocalInput, toPayload } from "~/features/tours/calendar-form";
import { localName } from "~/lib/local-name";
import { PageHeader } from "~/components/page-header";
import { DataList, type Column } from "~/components/list/data-list";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { UrlDialog } from "~/components/url-dialog";
import { StatusTag } from "~/components/status-tag";
import { ErrorPage } from "~/components/error-page";
import { DepartureDialog } from "~/features/tours/departure-dialog";
import { DepartureActions } from "~/features/tours/departure-actions";
import { parseForm } from "~/lib/validation";
import { readIntent, refuseForm } from "~/lib/form-intent";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["tours", "listing"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, tour, lang } = await requireTour(request, context, params.idTour);
  const url = new URL(request.url);
  const calendar = tour.group_calendar;
  const now = Date.now();
  const departures = [...(calendar?.calendars ?? [])]
    .sort((a, b) => a.departure_date.localeCompare(b.departure_date))
    .map((d) => ({
      ...d,
      when: formatDate(d.departure_date, "dateTime"),
      editable: Date.parse(d.departure_date) >= now,
      local: toLocalInput(d.departure_date),
      optionLabels: d.options.map((o) => localName(o, lang)),
    }));
  const find = (key: string) => departures.find((d) => d._id === url.searchParams.get(key)) ?? null;
  const modal = url.searchParams.get("modal");
  const bookingsOf = find("bookings");
  const bookings = bookingsOf && calendar ? await departureOrders(api, calendar._id, bookingsOf._id) : null;
  return {
    title: (await i18nServer.getFixedT(request, "tours"))("calendar.title"),
    tour: { _id: tour._id, name: localName(tour, lang), currency: tour.currency ?? "VND" },
    departures,
    dialog:
      modal === "add"
        ? { mode: "add" as const, from: null }
        : modal === "copy"
          ? { mode: "add" as const, from: find("id") }
          : modal === "edit" && find("id")?.editable
            ? { mode: "edit" as const, from: find("id") }
            : null,
    deleting: url.searchParams.get("confirm") === "delete" ? find("id") : null,
    bookings: bookingsOf ? { departure: bookingsOf, orders: bookings?.code === 200 ? bookings.data.orders : [] } : null,
  };
}

/**
 * A reply that also empties one field: Conform applies its update intent to the redrawn form (no
 * scripts) and to the live one (scripts). The fields stay marked as checked, so errors still show.
 */
function clearing(result: SubmissionResult<string[]>, name: string): SubmissionResult<string[]> {
  const validated = Object.fromEntries((result.fields ?? []).map((f) => [f, true]));
  return { ...result, intent: { type: "update", payload: { name, value: "" } }, state: { validated } };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { api, tour } = await requireTour(request, context, params.idTour);
  const back = `/tour/${tour._id}/calendar-group-option`;
  const calendarId = tour.group_calendar?._id;
  if (!calendarId) throw new Response(null, { status: 404 });
  const form = await request.formData();
  const intent = readIntent(form, ["delete", "save"]);
  if (intent === "delete") {
    const reply = await deleteDeparture(api, calendarId, String(form.get("id") ?? ""));
    const message =
      reply.code === 200
        ? "common:deleteSuccess"
        : reply.message === "has_orders"
          ? "tours:calendar.hasOrders"
          : "common:deleteFailed";
    return redirectWithToast(context, back, { kind: reply.code === 200 ? "success" : "error", message });
  }
  const submission = parseForm(form, { schema: DepartureSchema });
  // an option's add/remove button posted without scripts (Conform's intent): draw the dialog again
  if (submission.status === undefined) return { result: submission.reply() };
  if (intent !== "save") refuseForm();
  if (submission.status !== "success") return { result: submission.reply() };
  const body = toPayload(submission.value, tour._id);
  const reply = submission.value.dateId
    ? await updateDeparture(api, calendarId, body)
    : await addDeparture(once(api, form, context), body);
  if (reply.code === 409 && reply.message === "exist_departure_date") {
    // spec §5: one departure per day; the error names the date and clears the field
    const day = (reply.data as { existDate?: string } | null)?.existDate ?? "";
    return {
      result: clearing(
        submission.reply({ fieldErrors: { departure_date: [`exist_departure_date:${formatDate(day, "date")}`] } }),
        "departure_date",
      ),
    };
  }
  if (reply.code !== 200) {
    const known: Record<string, string> = {
      departure_in_past: "departure_in_past",
      departure_passed: "departure_passed",
    };
    const key = known[reply.message];
    return {
      result: key
        ? submission.reply({ fieldErrors: { departure_date: [key] } })
        : submission.reply({ formErrors: ["tours:errorEditInfo"] }),
    };
  }
  return redirectWithToast(context, back, {
    kind: "success",
    message: submission.value.dateId ? "tours:calendar.updated" : "tours:calendar.added",
  });
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["departures"][number];

export default function GroupCalendar() {
  const { tour, departures, dialog, deleting, bookings } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("tours");
  const { pathname, search } = useLocation();
  const to = (changes: Record<string, string | null>) => `${pathname}${withParams(search, changes)}`;
  const money = (n: number) => formatMoney(n, tour.currency, i18n.language);
  const clear = { modal: null, id: null, confirm: null, bookings: null };
  const options = (d: Row) => d.options.map((o, i) => `${d.optionLabels[i]} · ${money(o.price)}`).join("; ");
  const actions = (d: Row) => <DepartureActions departure={d} to={(changes) => to({ ...clear, ...changes })} />;
  const columns: Column<Row>[] = [
    { key: "when", header: t("calendar.departure"), card: "plain", render: (d) => <strong>{d.when}</strong> },
    {
      key: "seats",
      header: t("calendar.seats"),
      render: (d) => t("calendar.seatsLeft", { empty: d.empty ?? d.available, available: d.available }),
    },
    { key: "options", header: t("groups.options"), render: (d) => options(d) },
    {
      key: "surcharges",
      header: t("calendar.surcharges"),
      render: (d) => `${money(d.single_room_surcharge)} / ${money(d.extra_bed_surcharge)}`,
    },
    { key: "orders", header: t("calendar.orders"), render: (d) => d.orders ?? 0 },
    { key: "actions", header: t("list.actions"), card: "plain", className: "card-actions", render: actions },
  ];
  return (
    <>
      <PageHeader
        title={t("calendar.title")}
        subtitle={tour.name}
        crumbs={[
          { label: t("list.crumb") },
          { label: t("list.title"), to: "/tour" },
          { label: tour.name, to: `/tour/action/${tour._id}` },
          { label: t("calendar.title") },
        ]}
        help="help-tour-calendar-group-option"
        actions={
          <Button component={Link} to={to({ ...clear, modal: "add" })} preventScrollReset data-testid="departure-add">
            {t("calendar.add")}
          </Button>
        }
      />
      <DataList
        items={departures}
        rowKey={(d) => d._id}
        columns={columns}
        empty={t("calendar.empty")}
        testId="departure-list"
      />
      {dialog ? (
        <DepartureDialog mode={dialog.mode} from={dialog.from} currency={tour.currency} closeTo={to(clear)} />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t("calendar.deleteTitle")}
          text={t("calendar.deleteText", { when: deleting.when })}
          intent="delete"
          id={deleting._id}
          confirmLabel={t("common:delete")}
        />
      ) : null}
      {bookings ? (
        <UrlDialog
          title={t("calendar.bookingsOf", { when: bookings.departure.when })}
          closeTo={to(clear)}
          testId="departure-bookings-dialog"
          wide
        >
          <Text size="sm" c="dimmed" mt={4}>
            {t("calendar.cannotDelete")}
          </Text>
          <Table mt="md">
            <Table.Tbody>
              {bookings.orders.map((o) => (
                <Table.Tr key={o._id}>
                  <Table.Td>
                    <Link to={`/tour/booking/${o._id}`}>{o.uid}</Link>
                  </Table.Td>
                  <Table.Td>{o.contact?.fullname}</Table.Td>
                  <Table.Td>
                    <StatusTag status={o.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end" mt="md">
            <Button component={Link} to={to(clear)} variant="default" preventScrollReset>
              {t("common:close")}
            </Button>
          </Group>
        </UrlDialog>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
