// The item table of a booking (spec §2 "item table differs for tours and cruises"): tour lines
// with original price, price and commission; cruise lines with cabins and extra beds; then the
// surcharge lines and the totals (§9).
import { Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatMoney } from "~/lib/money";
import { bookingLines, bookingMoney, booksCabins, type BookingLine, type BookingMoney } from "./money";
import { booksItem, type Booking } from "./types";

/** A tour or cruise booking's item table: its lines and totals as the contract splits them. */
export function TourItems({ booking }: { booking: Booking }) {
  if (!booksItem(booking, "tour")) return null;
  return (
    <BookingItems
      lines={bookingLines(booking)}
      money={bookingMoney(booking)}
      currency={booking.currency}
      cruise={booksCabins(booking)}
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
      {/* a table where it fits, one card per line on a phone (line-table, app.css) */}
      <div className="line-table-wrap">
        <Table verticalSpacing="xs" data-testid="booking-items" className="line-table">
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
            {lines.map((l, i) => {
              // each cell carries its column's header: a phone's card shows it beside the value
              let col = 1;
              const cell = (value: React.ReactNode) => (
                <Table.Td ta="right" data-label={cols[col++]}>
                  {value}
                </Table.Td>
              );
              return (
                <Table.Tr key={`${l.kind}-${i}`} data-testid="booking-line" data-kind={l.kind}>
                  <Table.Td className="line-name" data-label={cols[0]}>
                    {l.kind === "item" ? l.name : t(l.kind === "single_room" ? "detail.singleRoom" : "detail.extraBed")}
                  </Table.Td>
                  {cell(l.quantity)}
                  {cruise ? (
                    <>
                      {cell(m(l.price))}
                      {cell(l.kind === "item" ? (l.quantity_extrabed ?? 0) : "—")}
                      {cell(l.kind === "item" ? m(l.extrabed_price ?? 0) : "—")}
                    </>
                  ) : (
                    <>
                      {cell(m(l.original_price))}
                      {cell(m(l.price))}
                    </>
                  )}
                  {cell(m(l.amount))}
                  {cell(m(l.commission))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
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
