// The pieces every service's booking page draws the same way (spec tours-cruises §2 and
// hotels-bikes-transport §2 booking pages, §9 money): the facts card, the listing's name with its
// address, the booking date, the status, the note and cancel reason when there are any, and the rows
// of the money footer; a booking's item lines with that footer below them.
import type { ReactNode } from "react";
import { Paper, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { StatusTag } from "~/components/status-tag";
import { bookingMoney } from "./money";
import type { BikeBooking, HotelBooking } from "./types";

/** The card of a booking's facts: its title, then a definition list of the facts. */
/** A table that scrolls sideways on a phone takes the keyboard's focus, so it can be scrolled without a pointer (WCAG 2.1.1). */
export const KEYBOARD_SCROLL = { viewportProps: { tabIndex: 0 } };

export function FactsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <dl className="facts" data-testid="booking-facts">
        {children}
      </dl>
    </Paper>
  );
}

/** A fact shown only when the booking has it. */
export function OptionalFact({ label, value, testId }: { label: string; value: string | null; testId?: string }) {
  if (!value) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </>
  );
}

/** The listing booked, by name, with its address beneath when it has one. */
export function NameWithAddress({ name, address }: { name: string; address?: string | null }) {
  return (
    <>
      {name}
      {address ? (
        <Text size="sm" c="dimmed">
          {address}
        </Text>
      ) : null}
    </>
  );
}

/** When the booking was made. */
export function BookingDateFact({ createdAt }: { createdAt: string }) {
  const { t } = useTranslation("bookings");
  return (
    <>
      <dt>{t("detail.bookingDate")}</dt>
      <dd>{formatDate(createdAt, "dateTime")}</dd>
    </>
  );
}

/** The booking's status, with what the service adds beneath it. */
export function StatusFact({ status, children }: { status: string; children?: ReactNode }) {
  const { t } = useTranslation("bookings");
  return (
    <>
      <dt>{t("detail.status")}</dt>
      <dd data-testid="booking-status">
        <StatusTag status={status} />
        {children}
      </dd>
    </>
  );
}

/** The customer's note and the reason of a cancel, each when there is one. */
export function NoteAndReason({ note, reason }: { note: string | null; reason: string | null }) {
  const { t } = useTranslation("bookings");
  return (
    <>
      <OptionalFact label={t("detail.note")} value={note} />
      <OptionalFact label={t("detail.reasonCancel")} value={reason} testId="booking-reason" />
    </>
  );
}

/** The money rows (key and amount), each labelled by the service's own words. */
export function MoneyRows({ rows, label }: { rows: [string, string][]; label: (key: string) => string }) {
  return (
    <Table.Tbody>
      {rows.map(([key, value]) => (
        <Table.Tr key={key} data-testid={`money-${key}`}>
          <Table.Th scope="row">{label(key)}</Table.Th>
          <Table.Td ta="end" className="money">
            {value}
          </Table.Td>
        </Table.Tr>
      ))}
    </Table.Tbody>
  );
}

/** An item table's column: its header, and whether it holds money (right-aligned either way but the first). */
export type LineColumn = { label: string; money?: boolean };

/**
 * A booking's item lines and, outside the scrolled table, its money footer (a phone reads the footer
 * without scrolling sideways): the first column names the item, the others are right-aligned.
 */
export function LinesAndFees(props: {
  minWidth: number;
  columns: LineColumn[];
  lines: { key: string; cells: ReactNode[] }[];
  fees: [string, string][];
  feeLabel: (key: string) => string;
}) {
  return (
    <>
      <Table.ScrollContainer minWidth={props.minWidth} scrollAreaProps={KEYBOARD_SCROLL}>
        <Table data-testid="booking-items">
          <Table.Thead>
            <Table.Tr>
              {props.columns.map((c, i) => (
                <Table.Th key={c.label} ta={i ? "end" : undefined}>
                  {c.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.lines.map((line) => (
              <Table.Tr key={line.key} data-testid="booking-line">
                {line.cells.map((cell, i) => (
                  <Table.Td
                    key={i}
                    ta={i ? "end" : undefined}
                    className={props.columns[i]?.money ? "money" : undefined}
                  >
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Table mt="sm" maw={420} ml="auto" data-testid="booking-fees">
        <MoneyRows rows={props.fees} label={props.feeLabel} />
      </Table>
    </>
  );
}

/**
 * A room or bike booking's amounts as its page shows them (an unknown one says so) and its money footer
 * (spec hotels-bikes-transport §9): the subtotal, the fees the area charges, the total, the commission
 * and the real income, that income in VND too when the booking is in another currency.
 */
export function useLineMoney(booking: HotelBooking | BikeBooking) {
  const { t, i18n } = useTranslation("bookings");
  const m = (n: number | null, currency = booking.currency) =>
    n === null ? t("detail.unknown") : formatMoney(n, currency, i18n.language);
  const footer = (charged: [string, string][] = []) => {
    const money = bookingMoney(booking);
    const rows: [string, string][] = [
      ["subtotal", m(booking.subtotal)],
      ...charged,
      ["total", m(booking.total)],
      ["commission", m(money.commission)],
      ["realIncome", m(money.realIncome)],
    ];
    if (booking.currency.toUpperCase() !== "VND") rows.push(["realIncomeVnd", m(money.realIncomeVnd, "VND")]);
    return rows;
  };
  return { t, m, footer };
}
