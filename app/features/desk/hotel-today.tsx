// /hotel/today (contract/front-desk.ts "Today at the desk"): per hotel, the day's arrivals, departures
// and guests in house, each row with its booking number (a link to the booking), guest, room types and
// counts, nights, money still due, status and actions. A table on a desktop, cards on a phone (DataList);
// on paper the lists alone (desk.css @media print).
import { lazy, Suspense } from "react";
import { Title } from "@mantine/core";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { bookingPaths, HOTEL } from "@contract/services";
import type { DeskStayRecord } from "@contract/api/front-desk";
import { PageHeader } from "~/components/page-header";
import { DataList, type Column } from "~/components/list/data-list";
import { ListWarning } from "~/components/list/list-warning";
import { Pager } from "~/components/list/pager";
import { StatusTag } from "~/components/status-tag";
import { formatDate } from "~/lib/dates";
import type { HotelTodayData } from "./hotel-today.server";
import { DayBar, DeskSection, DueCell, GuestCell, RowActions } from "./desk-parts";
import { AskDialog as ServerAskDialog } from "./desk-dialogs";

// A row's dialog is opened by the URL on few loads: in the browser its code (the cancel form's zod and
// Conform) comes with it, so the list's first load stays a list's; the server renders it whole.
const AskDialog = import.meta.env.SSR
  ? ServerAskDialog
  : lazy(() => import("./desk-dialogs").then((m) => ({ default: m.AskDialog })));

const PATH = "/hotel/today";
const LISTS = ["arrivals", "departures", "in_house"] as const;

export function HotelTodayPage() {
  const data = useLoaderData<HotelTodayData>();
  const { t } = useTranslation("desk");
  return (
    <div className="desk" data-testid="hotel-today">
      <PageHeader
        title={t("hotel.title")}
        subtitle={data.date ? t("onDay", { date: formatDate(data.date, "date") }) : undefined}
        crumbs={[{ label: t("layout:menu.hotelGroup"), to: "/hotel" }, { label: t("hotel.title") }]}
      />
      <DayBar path={PATH} entered={data.entered} date={data.date} invalid={data.invalid} />
      <ListWarning testId="desk-warning">{data.warning ? t(data.warning) : null}</ListWarning>
      {!data.warning && !data.hotels.length ? (
        <p className="data-empty" data-testid={data.hasHotels ? "desk-nothing" : "desk-no-hotel"}>
          {t(data.hasHotels ? "hotel.nothing" : "hotel.noHotel")}
        </p>
      ) : null}
      {data.hotels.map((h) => (
        <section key={h._id} className="desk-place" aria-labelledby={`hotel-${h._id}`} data-testid="desk-hotel">
          <Title order={2} size="h3" id={`hotel-${h._id}`}>
            {h.name}
          </Title>
          {LISTS.map((list) =>
            // a list whose stays are all on other pages is left out here; an empty one says so
            h[list].length || !h.counts[list] ? (
              <DeskSection key={list} id={`${list}-${h._id}`} title={t(`hotel.${list}`)} count={h.counts[list]}>
                <StayList stays={h[list]} empty={t(`hotel.none.${list}`)} testId={`desk-${list}`} />
              </DeskSection>
            ) : null,
          )}
        </section>
      ))}
      <Pager page={data.page} perPage={data.perPage} total={data.total} />
      <Suspense fallback={null}>{data.dialog ? <AskDialog dialog={data.dialog} service={HOTEL.id} /> : null}</Suspense>
    </div>
  );
}

function StayList({ stays, empty, testId }: { stays: DeskStayRecord[]; empty: string; testId: string }) {
  const { t } = useTranslation("desk");
  const columns: Column<DeskStayRecord>[] = [
    {
      key: "uid",
      header: t("booking"),
      card: "plain",
      render: (s) => (
        <Link to={bookingPaths(HOTEL).detail(s._id)} prefetch="intent" className="uid link" data-testid="desk-uid">
          {s.uid}
        </Link>
      ),
    },
    { key: "guest", header: t("guest"), card: "plain", render: (s) => <GuestCell guest={s.guest} /> },
    {
      key: "rooms",
      header: t("hotel.rooms"),
      className: "desk-wide-cell",
      render: (s) => (
        <div className="cell-stack">
          {s.rooms.map((r) => (
            <span key={r.room._id}>{t("hotel.roomLine", { name: r.room.name, count: r.quantity })}</span>
          ))}
        </div>
      ),
    },
    {
      key: "nights",
      header: t("hotel.nights"),
      render: (s) => (
        <div className="cell-stack">
          <span>{t("hotel.nightCount", { count: s.nights })}</span>
          <span className="muted nowrap">
            {formatDate(s.date_checkin, "date")} → {formatDate(s.date_checkout, "date")}
          </span>
        </div>
      ),
    },
    {
      key: "due",
      header: t("due"),
      align: "right",
      render: (s) => <DueCell amount={s.amount_due} currency={s.currency} />,
    },
    {
      key: "status",
      header: t("status"),
      // a row, not the corner: its check-in and check-out times would run over the guest's name
      card: "label",
      render: (s) => (
        <div className="cell-stack">
          <StatusTag status={s.status} />
          {s.checked_in_at ? (
            <span className="muted">{t("hotel.checkedIn", { at: formatDate(s.checked_in_at, "dateTime") })}</span>
          ) : null}
          {s.checked_out_at ? (
            <span className="muted">{t("hotel.checkedOut", { at: formatDate(s.checked_out_at, "dateTime") })}</span>
          ) : null}
        </div>
      ),
    },
    {
      key: "actions",
      header: t("actions"),
      card: "plain",
      className: "desk-actions-cell",
      render: (s) => (
        <RowActions id={s._id} service={HOTEL.id} actions={s.actions} desk={s.desk} idle={s.idle} asks={["not_come"]} />
      ),
    },
  ];
  return (
    <DataList items={stays} rowKey={(s) => s._id} columns={columns} empty={empty} testId={testId} minWidth={900} />
  );
}
