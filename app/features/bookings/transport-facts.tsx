// A transport booking's own parts of its page (spec hotels-bikes-transport §2 "/transport/booking/{id}",
// §3 "Transport booking", §4, §9): the service as booked (type, route, vehicle), the pickup date and
// time in Vietnam (UTC+7), pickup and drop-off, guests, the status (a cancelled tag says who
// cancelled); then its money lines: subtotal, commission = subtotal − real income, real income.
import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { BookingDateFact, FactsCard, MoneyRows, NoteAndReason, StatusFact } from "./fact-parts";
import { bookingMoney } from "./money";
import { routeLabel } from "~/features/transport";
import { booksItem, type Booking, type TransportPlace } from "./types";

function Place({ place }: { place: TransportPlace | null }) {
  if (!place) return <>—</>;
  return (
    <>
      {place.name}
      {place.address ? (
        <Text size="sm" c="dimmed">
          {place.address}
        </Text>
      ) : null}
    </>
  );
}

export function TransportFacts({ booking }: { booking: Booking }) {
  const { t } = useTranslation(["transport", "bookings"]);
  if (!booksItem(booking, "transport")) return null;
  const s = booking.transport;
  const vehicle = s?.option
    ? [s.option.brand, t(`transport:gearbox.${s.option.gearbox}`), t("transport:booking.seats", { count: s.car_type })]
        .filter(Boolean)
        .join(" · ")
    : "";
  return (
    <FactsCard title={t("transport:booking.service")}>
      <dt>{t("transport:booking.type")}</dt>
      <dd data-testid="transport-type">{s ? t(`transport:type.${s.type}`, { defaultValue: s.type }) : "—"}</dd>
      <dt>{t("transport:booking.route")}</dt>
      <dd data-testid="transport-route">{routeLabel(t, s)}</dd>
      <dt>{t("transport:booking.vehicle")}</dt>
      <dd>{vehicle || "—"}</dd>
      <BookingDateFact createdAt={booking.created_at} />
      <dt>{t("transport:booking.pickupAt")}</dt>
      <dd data-testid="booking-travel-date">{formatDate(booking.date_pickup, "dateTime")}</dd>
      <dt>{t("transport:booking.pickup")}</dt>
      <dd data-testid="transport-pickup">
        <Place place={booking.pickup} />
      </dd>
      <dt>{t("transport:booking.dropOff")}</dt>
      <dd data-testid="transport-drop-off">
        <Place place={booking.drop_off} />
      </dd>
      <dt>{t("transport:booking.guests")}</dt>
      <dd>{booking.total_traveler}</dd>
      <StatusFact status={booking.status}>
        {booking.status === "cancelled" && booking.cancel_by ? (
          <Text size="sm" c="dimmed" data-testid="booking-cancel-by">
            {`${t("transport:booking.cancelledBy")}: ${t(`transport:booking.cancelBy.${booking.cancel_by}`)}`}
          </Text>
        ) : null}
      </StatusFact>
      <NoteAndReason note={booking.note} reason={booking.reason_cancel} />
    </FactsCard>
  );
}

/** The money lines (§9 "For transport, commission = subtotal minus total_amount_agency"). */
export function TransportItems({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation("transport");
  const money = bookingMoney(booking);
  const m = (n: number | null, currency = booking.currency) =>
    n === null ? t("bookings:detail.unknown") : formatMoney(n, currency, i18n.language);
  const rows: [string, string][] = [
    ["subtotal", m(booking.subtotal)],
    ["commission", m(money.commission)],
    ["realIncome", m(money.realIncome)],
  ];
  if (booking.currency.toUpperCase() !== "VND") rows.push(["realIncomeVnd", m(money.realIncomeVnd, "VND")]);
  return (
    <Table data-testid="booking-items">
      <MoneyRows rows={rows} label={(key) => t(`booking.${key}`)} />
    </Table>
  );
}
