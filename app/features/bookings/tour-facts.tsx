// The booked-service card of a tour or cruise booking (spec tours-cruises §2 "/tour/booking/{id}"):
// the tour's name, or the cruise's with its duration and check-in time; dates, travellers, status.
import { Text, Title, Paper } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate } from "~/lib/dates";
import { StatusTag } from "~/components/status-tag";
import { isCruise } from "./money";
import { booksItem, type Booking } from "./types";

export function TourFacts({ booking }: { booking: Booking }) {
  const { t } = useTranslation("bookings");
  if (!booksItem(booking, "tour")) return null;
  const cruise = isCruise(booking);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {cruise ? t("detail.cruise") : t("detail.tour")}
      </Title>
      <dl className="facts" data-testid="booking-facts">
        <dt>{cruise ? t("detail.cruise") : t("detail.tour")}</dt>
        <dd>
          {booking.tour?.name}
          {cruise && booking.duration ? (
            <Text size="sm" c="dimmed">
              {t("detail.duration", { days: booking.duration + 1, count: booking.duration })}
            </Text>
          ) : null}
        </dd>
        <dt>{t("detail.bookingDate")}</dt>
        <dd>{formatDate(booking.created_at, "dateTime")}</dd>
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
        <dt>{t("detail.status")}</dt>
        <dd data-testid="booking-status">
          <StatusTag status={booking.status} />
        </dd>
        {booking.note ? (
          <>
            <dt>{t("detail.note")}</dt>
            <dd>{booking.note}</dd>
          </>
        ) : null}
        {booking.reason_cancel ? (
          <>
            <dt>{t("detail.reasonCancel")}</dt>
            <dd data-testid="booking-reason">{booking.reason_cancel}</dd>
          </>
        ) : null}
      </dl>
    </Paper>
  );
}
