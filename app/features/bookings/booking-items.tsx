// The item table of a booking (spec §2 "item table differs for tours and cruises"): tour lines
// with original price, price and commission; cruise lines with cabins and extra beds; then the
// surcharge lines and the totals (§9).
import { Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatMoney } from "~/lib/money";
import { KEYBOARD_SCROLL } from "./fact-parts";
import { bookingLines, bookingMoney, isCruise, type BookingLine, type BookingMoney } from "./money";
import { booksItem, type Booking } from "./types";

/** A tour or cruise booking's item table: its lines and totals as the contract splits them. */
export function TourItems({ booking }: { booking: Booking }) {
  if (!booksItem(booking, "tour")) return null;
  return (
    <BookingItems
      lines={bookingLines(booking)}
      money={bookingMoney(booking)}
      currency={booking.currency}
      cruise={isCruise(booking)}
      subtotal={booking.subtotal}
    />
  );
}

export function BookingItems({
  lines,
  money,
  currency,
  cruise,
  subtotal,
}: {
  lines: BookingLine[];
  money: BookingMoney;
  currency: string;
  cruise: boolean;
  subtotal: number;
}) {
  const { t, i18n } = useTranslation("bookings");
  const m = (n: number | null | undefined) =>
    n === null || n === undefined ? "—" : <span className="money">{formatMoney(n, currency, i18n.language)}</span>;
  const cols = cruise
    ? [
        t("detail.cabin"),
        t("detail.quantity"),
        t("detail.price"),
        t("detail.extraBeds"),
        t("detail.extraBedPrice"),
        t("detail.amount"),
        t("detail.commission"),
      ]
    : [
        t("detail.itemName"),
        t("detail.quantity"),
        t("detail.originalPrice"),
        t("detail.price"),
        t("detail.amount"),
        t("detail.commission"),
      ];
  const totals: [string, React.ReactNode, string][] = [
    [t("detail.subtotal"), m(subtotal), "subtotal"],
    [t("detail.surcharge"), m(money.surcharge), "surcharge"],
    [t("detail.total"), m(money.total), "total"],
    [t("detail.commission"), m(money.commission), "commission"],
    [t("detail.realIncome"), m(money.realIncome), "real-income"],
  ];
  if (currency.toUpperCase() !== "VND") {
    const vnd = (n: number | null) =>
      n === null ? t("detail.unknown") : <span className="money">{formatMoney(n, "VND", i18n.language)}</span>;
    totals.push(
      [t("detail.totalVnd"), vnd(money.totalVnd), "total-vnd"],
      [t("detail.realIncomeVnd"), vnd(money.realIncomeVnd), "real-income-vnd"],
    );
  }
  return (
    <>
      <Table.ScrollContainer minWidth={560} scrollAreaProps={KEYBOARD_SCROLL}>
        <Table verticalSpacing="xs" data-testid="booking-items">
          <Table.Thead>
            <Table.Tr>
              {cols.map((c, i) => (
                <Table.Th key={c} style={{ textAlign: i === 0 ? "left" : "right" }}>
                  {c}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l, i) => (
              <Table.Tr key={`${l.kind}-${i}`} data-testid="booking-line" data-kind={l.kind}>
                <Table.Td>
                  {l.kind === "item" ? l.name : t(l.kind === "single_room" ? "detail.singleRoom" : "detail.extraBed")}
                </Table.Td>
                <Table.Td ta="right">{l.quantity}</Table.Td>
                {cruise ? (
                  <>
                    <Table.Td ta="right">{m(l.price)}</Table.Td>
                    <Table.Td ta="right">{l.kind === "item" ? (l.quantity_extrabed ?? 0) : "—"}</Table.Td>
                    <Table.Td ta="right">{l.kind === "item" ? m(l.extrabed_price ?? 0) : "—"}</Table.Td>
                  </>
                ) : (
                  <>
                    <Table.Td ta="right">{m(l.original_price)}</Table.Td>
                    <Table.Td ta="right">{m(l.price)}</Table.Td>
                  </>
                )}
                <Table.Td ta="right">{m(l.amount)}</Table.Td>
                <Table.Td ta="right">{m(l.commission)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {/* outside the table, so a phone sees them without scrolling sideways */}
      <dl className="totals" data-testid="booking-totals">
        {totals.map(([label, value, key]) => (
          <div
            key={key}
            className={key === "total" || key === "real-income" ? "totals-row strong" : "totals-row"}
            data-testid={`booking-${key}`}
          >
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
