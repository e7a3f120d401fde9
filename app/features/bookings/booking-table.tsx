// The bookings table of every tour screen (bookings list, statistics, revenue): a table on a
// desktop, cards on a phone (DataList), money per spec §9, dates per §9 in Vietnam time.
import { Link } from "@remix-run/react";
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatMoney } from "~/lib/money";
import { formatDate } from "~/lib/dates";
import { DataList, type Column } from "~/components/list/data-list";
import { StatusTag } from "~/components/status-tag";
import type { BookingRow } from "./rows";

export type BookingColumn = "uid" | "guest" | "service" | "total" | "commission" | "realIncome" | "surcharge" | "status" | "detail";
const ALL: BookingColumn[] = ["uid", "guest", "service", "total", "commission", "realIncome", "surcharge", "status", "detail"];

export function BookingTable({ rows, empty, show = ALL, testId = "booking-list" }: { rows: BookingRow[]; empty: string; show?: BookingColumn[]; testId?: string }) {
  const { t, i18n } = useTranslation("bookings");
  const money = (n: number, currency: string) => <span className="money">{formatMoney(n, currency, i18n.language)}</span>;
  const detail = (r: BookingRow) => `/tour/booking/${r._id}`;
  const total = (r: BookingRow) => (
    <>
      {money(r.total, r.currency)}
      {r.totalVnd !== null ? <Text size="xs" c="dimmed">{t("list.vndApprox", { amount: formatMoney(r.totalVnd, "VND", i18n.language) })}</Text> : null}
    </>
  );
  const all: Record<BookingColumn, Column<BookingRow>> = {
    uid: { key: "uid", header: t("list.uid"), width: 120, render: (r) => <Anchor component={Link} to={detail(r)} className="uid">{r.uid}</Anchor> },
    guest: {
      key: "guest", header: t("list.guest"), render: (r) => (
        <Stack gap={0}><Text size="sm" fw={600}>{r.guest}</Text><Text size="xs" c="dimmed">{r.phone}</Text><Text size="xs" c="dimmed">{r.email}</Text></Stack>
      ),
    },
    service: {
      key: "service", header: t("list.service"), width: 230, render: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={500} lineClamp={2}>{r.tourName}</Text>
          <Text size="xs" c="dimmed">{t("list.bookedOn", { date: formatDate(r.created_at, "list") })}</Text>
          <Text size="xs" c="dimmed">{t("list.travelOn", { date: formatDate(r.date_travel, "date") })}</Text>
        </Stack>
      ),
    },
    total: { key: "total", header: t("list.total"), align: "right", render: total },
    commission: { key: "commission", header: t("list.commission"), align: "right", render: (r) => money(r.commission, r.currency) },
    realIncome: { key: "realIncome", header: t("list.realIncome"), align: "right", render: (r) => money(r.realIncome, r.currency) },
    surcharge: { key: "surcharge", header: t("list.surcharge"), align: "right", render: (r) => money(r.surcharge, r.currency) },
    status: { key: "status", header: t("list.status"), render: (r) => <StatusTag status={r.status} /> },
    detail: { key: "detail", header: t("list.detail"), render: (r) => <Anchor component={Link} to={detail(r)} size="sm">{t("list.open")}</Anchor> },
  };
  return (
    <DataList
      items={rows}
      rowKey={(r) => r._id}
      columns={show.map((c) => all[c])}
      empty={empty}
      testId={testId}
      minWidth={show.length > 6 ? 980 : 760}
      card={(r) => (
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={detail(r)} className="uid">{r.uid}</Anchor>
            <StatusTag status={r.status} />
          </Group>
          <Text size="sm" fw={500}>{r.tourName}</Text>
          <Text size="xs" c="dimmed">{r.guest} · {r.phone}</Text>
          <Text size="xs" c="dimmed">{t("list.travelOn", { date: formatDate(r.date_travel, "date") })} · {t("list.bookedOn", { date: formatDate(r.created_at, "list") })}</Text>
          <Group justify="space-between">
            <Text size="sm">{t("list.total")}</Text>
            <div style={{ textAlign: "right" }}>{total(r)}</div>
          </Group>
          {show.includes("realIncome") ? (
            <Group justify="space-between"><Text size="sm">{t("list.realIncome")}</Text>{money(r.realIncome, r.currency)}</Group>
          ) : null}
        </Stack>
      )}
    />
  );
}
