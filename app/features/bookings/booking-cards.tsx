// Two cards of a booking's page every service shows alike: who booked, and the booking's QR code.
import { Anchor, Button, Paper, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Booking } from "./types";

/** Who booked: the guest's name, phone and e-mail (links that call and write). */
export function GuestCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation("bookings");
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t("detail.guest")}
      </Title>
      <dl className="facts" data-testid="booking-guest">
        <dt>{t("detail.guest")}</dt>
        <dd>{booking.contact?.fullname}</dd>
        <dt>{t("detail.phone")}</dt>
        <dd>
          <Anchor href={`tel:${booking.contact?.phone}`}>{booking.contact?.phone}</Anchor>
        </dd>
        <dt>{t("detail.email")}</dt>
        <dd>
          <Anchor href={`mailto:${booking.contact?.email}`}>{booking.contact?.email}</Anchor>
        </dd>
      </dl>
    </Paper>
  );
}

/** The booking's QR code (its shown code), and a download of it as a PNG. */
export function QrCard({ uid, qr }: { uid: string; qr: string }) {
  const { t } = useTranslation("bookings");
  return (
    <Paper withBorder radius="md" p="md" ta="center">
      <img src={qr} alt={t("detail.qr")} className="qr-image" width={160} height={160} data-testid="booking-qr" />
      <Text className="uid" mt={4}>
        {uid}
      </Text>
      <Button
        component="a"
        href={`${qr}?download=1`}
        download={`${uid}.png`}
        variant="light"
        size="xs"
        mt="xs"
        data-testid="booking-qr-download"
      >
        {t("detail.downloadQr")}
      </Button>
    </Paper>
  );
}
