// A bike booking's own parts of its page (spec hotels-bikes-transport §2 "/bike/booking/{id}", §3
// "Bike order", §9): the rental (the bike as booked, pickup and return with their times at UTC+7, the
// rental method and time charged, status, note, cancel reason), then the option lines
// (quantity × price × rental time) and the money footer (subtotal, total, commission = total − real
// income, real income). Its transfer code is every transfer-code service's (payment-card.tsx).
import { useTranslation } from "react-i18next";
import { formatDate } from "~/lib/dates";
import {
  BookingDateFact,
  FactsCard,
  LinesAndFees,
  NameWithAddress,
  NoteAndReason,
  StatusFact,
  useLineMoney,
} from "./fact-parts";
import { booksItem, type BikeBooking, type Booking } from "./types";

type T = (key: string, options?: Record<string, unknown>) => string;

/** A pickup or return as people read it: the day, and its time at UTC+7 when known. */
const when = (t: T, day: string, time: string | null) =>
  time ? t("bike.at", { date: formatDate(day, "date"), time }) : formatDate(day, "date");

/** The rental time charged: days or hours. */
export const rentalTime = (t: T, b: Pick<BikeBooking, "rental_method" | "time_quantity">) =>
  t(b.rental_method === "hour" ? "bike.hours" : "bike.days", { count: b.time_quantity });

export function BikeFacts({ booking }: { booking: Booking }) {
  const { t } = useTranslation("bookings");
  if (!booksItem(booking, "bike")) return null;
  return (
    <FactsCard title={t("bike.rental")}>
      <dt>{t("bike.bike")}</dt>
      <dd data-testid="bike-name">
        <NameWithAddress name={booking.bike.name} address={booking.bike.address} />
      </dd>
      <BookingDateFact createdAt={booking.created_at} />
      <dt>{t("bike.pickup")}</dt>
      <dd data-testid="booking-travel-date">{when(t, booking.date_pickup, booking.time_pickup)}</dd>
      <dt>{t("bike.return")}</dt>
      <dd data-testid="booking-return">{when(t, booking.date_return, booking.time_return)}</dd>
      <dt>{t("bike.method")}</dt>
      <dd data-testid="rental-method">{t(`bike.methods.${booking.rental_method}`)}</dd>
      <dt>{t("bike.quantity")}</dt>
      <dd data-testid="rental-time">{rentalTime(t, booking)}</dd>
      <StatusFact status={booking.status} />
      <NoteAndReason note={booking.note} reason={booking.reason_cancel} />
    </FactsCard>
  );
}

/** The option lines (§9 rental: quantity × price × rental time) and the money footer. */
export function BikeItems({ booking }: { booking: Booking }) {
  if (!booksItem(booking, "bike")) return null;
  return <BikeLines booking={booking} />;
}

function BikeLines({ booking }: { booking: BikeBooking }) {
  const { t, m, footer } = useLineMoney(booking);
  return (
    <LinesAndFees
      columns={[
        { label: t("bike.option") },
        { label: t("detail.quantity") },
        { label: t(`bike.pricePer.${booking.rental_method}`), money: true },
        { label: t("bike.quantity") },
        { label: t("bike.lineTotal"), money: true },
      ]}
      lines={booking.items.map((l, i) => ({
        key: `${l.option._id}-${i}`,
        cells: [l.option.name, l.quantity, m(l.price), rentalTime(t, booking), m(l.amount)],
      }))}
      fees={footer()}
      feeLabel={(key) => t(`bike.money.${key}`)}
    />
  );
}
