// A hotel booking's own parts of its page (spec hotels-bikes-transport §2 "/hotel/booking/{id}", §3
// "Hotel order", §4, §9): the stay (hotel, check-in in its 12:00–14:00 window, check-out at 12:00,
// nights, note); then the room lines and the fee footer (subtotal, service fee, VAT, total, commission =
// total − real income, real income). Its payment is every transfer-code service's (payment-card.tsx).
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
import { booksItem, type Booking, type HotelBooking } from "./types";
// spec §9 "Check-in window shown as 12:00 to 14:00, check-out 12:00" (the dashboard reads them too)
import { CHECKIN_WINDOW, CHECKOUT_TIME } from "@contract/hotel-times";

export function HotelFacts({ booking }: { booking: Booking }) {
  const { t } = useTranslation("bookings");
  if (!booksItem(booking, "hotel")) return null;
  return (
    <FactsCard title={t("hotel.stay")}>
      <dt>{t("hotel.hotel")}</dt>
      <dd data-testid="hotel-name">
        <NameWithAddress name={booking.hotel.name} address={booking.hotel.address} />
      </dd>
      <BookingDateFact createdAt={booking.created_at} />
      <dt>{t("hotel.checkin")}</dt>
      <dd data-testid="booking-travel-date">
        {t("hotel.checkinAt", { date: formatDate(booking.date_checkin, "date"), ...CHECKIN_WINDOW })}
      </dd>
      <dt>{t("hotel.checkout")}</dt>
      <dd data-testid="booking-checkout">
        {booking.date_checkout
          ? t("hotel.checkoutAt", { date: formatDate(booking.date_checkout, "date"), time: CHECKOUT_TIME })
          : "—"}
      </dd>
      <dt>{t("hotel.nights")}</dt>
      <dd data-testid="booking-nights">{t("hotel.nightCount", { count: booking.total_date })}</dd>
      <StatusFact status={booking.status} />
      <NoteAndReason note={booking.note} reason={booking.reason_cancel} />
    </FactsCard>
  );
}

/** The room lines (§9: quantity × price + extra beds × extra-bed price × nights) and the fee footer. */
export function HotelItems({ booking }: { booking: Booking }) {
  if (!booksItem(booking, "hotel")) return null;
  return <HotelLines booking={booking} />;
}

function HotelLines({ booking }: { booking: HotelBooking }) {
  const { t, m, footer } = useLineMoney(booking);
  return (
    <LinesAndFees
      columns={[
        { label: t("hotel.room") },
        { label: t("detail.quantity") },
        { label: t("hotel.priceStay"), money: true },
        { label: t("detail.extraBeds") },
        { label: t("hotel.lineTotal"), money: true },
      ]}
      lines={booking.items.map((l, i) => ({
        key: `${l.room._id}-${i}`,
        cells: [
          l.room.name,
          l.quantity,
          m(l.price),
          l.quantity_extrabed
            ? t("hotel.extraBedsAt", { count: l.quantity_extrabed, price: m(booking.price_extrabed) })
            : "—",
          m(l.amount),
        ],
      }))}
      fees={footer([
        ["serviceFee", m(booking.service_fee)],
        ["vat", m(booking.vat_fee)],
      ])}
      feeLabel={(key) => t(`hotel.money.${key}`)}
    />
  );
}
