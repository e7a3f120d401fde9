// The booked-service card of a tour or cruise booking (spec tours-cruises §2 "/tour/booking/{id}"):
// the tour's name, or the cruise's with its duration and check-in time; dates, travellers, status.
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate } from "~/lib/dates";
import { BookingDateFact, FactsCard, NoteAndReason, StatusFact } from "./fact-parts";
import { booksCabins } from "./money";
import { booksItem, type Booking } from "./types";

export function TourFacts({ booking }: { booking: Booking }) {
  const { t } = useTranslation("bookings");
  if (!booksItem(booking, "tour")) return null;
  const cruise = booksCabins(booking);
  return (
    <FactsCard title={cruise ? t("detail.cruise") : t("detail.tour")}>
      <dt>{cruise ? t("detail.cruise") : t("detail.tour")}</dt>
      <dd>
        {booking.tour?.name}
        {cruise && booking.duration ? (
          <Text size="sm" c="dimmed">
            {t("detail.duration", { days: booking.duration + 1, count: booking.duration })}
          </Text>
        ) : null}
      </dd>
      <BookingDateFact createdAt={booking.created_at} />
      <dt>{t("detail.departureDate")}</dt>
      <dd data-testid="booking-travel-date">{formatDate(booking.date_travel, "date")}</dd>
      {cruise && booking.tour?.cruise_time_checkin ? (
        <>
          <dt>{t("detail.checkin")}</dt>
          <dd>{booking.tour.cruise_time_checkin}</dd>
        </>
      ) : null}
      <dt>{t("detail.travellers")}</dt>
      <dd>{booking.total_traveler}</dd>
      <StatusFact status={booking.status} />
      <NoteAndReason note={booking.note} reason={booking.reason_cancel} />
    </FactsCard>
  );
}
