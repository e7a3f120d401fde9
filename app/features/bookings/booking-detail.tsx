// A booking's page (spec tours-cruises §2, §3, §4, §5, §8), for any service: the actions are form
// posts with intent = the target status, offered and checked by the same day rules (today in
// Asia/Ho_Chi_Minh) here and in the marketplace; their dialogs are URL states (?do=…, ?contact=…).
// The booked-service card and the item table are the service's own (BookingParts); the payment card is
// every service's whose descriptor takes a transfer code (?transfer=1).
import type { ComponentType } from "react";
import { Link, useLoaderData } from "@remix-run/react";
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { bookingPaths, contactKinds, serviceOf } from "@contract/services";
import { formatDate } from "~/lib/dates";
import { withParams } from "~/lib/list-query";
import { PageHeader } from "~/components/page-header";
import { Facts as FactRows } from "~/components/facts";
import { ActionDialog } from "./booking-dialogs";
import { ContactDialog } from "./contact-dialog";
import { contactOf } from "./contact-fields";
import type { bookingLoader } from "./booking-page.server";
import type { Booking, ContactPerson, Driver, FlightInfo } from "./types";
import { GuestCard, QrCard } from "./booking-cards";
import { PaymentCard } from "./payment-card";
import { areaCrumb } from "./crumb";
import { actionLabel, contactLabel } from "./words";
import { BookingHistory } from "~/features/activity";

const flightOf = (b: Booking): FlightInfo | null => ("flight_info" in b ? (b.flight_info ?? null) : null);

/** The parts of a booking's page that differ by service: the booked-service card and the item table. */
export type BookingParts = {
  Facts: ComponentType<{ booking: Booking }>;
  Items: ComponentType<{ booking: Booking }>;
};

export function BookingDetailPage({ Facts, Items }: BookingParts) {
  const {
    service: id,
    booking,
    actions,
    idle,
    editable,
    dialog,
    contactDialog,
    payment,
    history,
  } = useLoaderData<typeof bookingLoader>();
  const { t } = useTranslation("bookings");
  const service = serviceOf(id);
  const paths = bookingPaths(service);
  const self = paths.detail(booking._id);
  const qr = `${self}/qr`;
  // tours' fast-track flight, transport's flight_info (hotels-bikes-transport §3)
  const flightInfo = ("fast_track_info" in booking ? booking.fast_track_info : null) ?? flightOf(booking);
  const flight = flightInfo && Object.values(flightInfo).some(Boolean) ? flightInfo : null;
  return (
    <>
      <PageHeader
        title={t("detail.title", { uid: booking.uid })}
        crumbs={[
          areaCrumb(t, serviceOf(booking.service)),
          { label: t("list.title"), to: paths.list },
          { label: booking.uid },
        ]}
        help={service.help.booking}
        actions={
          <Group gap="xs" data-testid="booking-actions">
            {actions.map((a) => (
              <Button
                key={a}
                component={Link}
                to={`${self}${withParams("", { do: a })}`}
                preventScrollReset
                color={a === "cancelled" ? "red" : undefined}
                variant={a === "cancelled" ? "light" : "filled"}
                data-testid={`action-${a}`}
              >
                {actionLabel(t, booking.service, a)}
              </Button>
            ))}
          </Group>
        }
      />
      <Stack gap="md">
        {idle ? (
          <Alert color="gray" variant="light" data-testid="booking-idle" data-reason={idle.reason}>
            {idle.reason === "early"
              ? t(`idle.early.${idle.action}`, {
                  when: formatDate(idle.at, idle.at.length > 10 ? "dateTime" : "date"),
                })
              : t(`idle.${idle.reason}`)}
          </Alert>
        ) : null}
        <div className="detail-grid">
          <Facts booking={booking} />
          {payment ? (
            <PaymentCard
              booking={{ ...booking, payment_id: "payment_id" in booking ? booking.payment_id : null }}
              payment={payment}
              self={self}
            />
          ) : null}
          <GuestCard booking={booking} />
          <QrCard uid={booking.uid} qr={qr} />
        </div>

        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {contactKinds(service).map((kind) => (
            <ContactCard
              key={kind}
              kind={kind}
              label={contactLabel(t, booking.service, kind)}
              contact={contactOf(booking, kind)}
              updateTo={editable ? `${self}${withParams("", { contact: kind })}` : null}
            />
          ))}
        </SimpleGrid>

        {flight ? <FlightCard flight={flight} /> : null}

        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            {t("detail.items")}
          </Title>
          <Items booking={booking} />
        </Paper>
        <BookingHistory history={history} />
        <div>
          <Anchor component={Link} to={paths.list}>
            ← {t("detail.back")}
          </Anchor>
        </div>
      </Stack>
      {dialog ? (
        <ActionDialog
          action={dialog}
          contacts={service.contacts}
          startNeedsDriver={service.startNeedsDriver}
          booking={booking}
          closeTo={self}
        />
      ) : null}
      {contactDialog && service.contacts ? (
        <ContactDialog kind={contactDialog} contacts={service.contacts} booking={booking} closeTo={self} />
      ) : null}
    </>
  );
}

function ContactCard({
  kind,
  label,
  contact,
  updateTo,
}: {
  kind: string;
  label: string;
  contact: ContactPerson | Driver | null;
  updateTo: string | null;
}) {
  const { t } = useTranslation("bookings");
  return (
    <Paper withBorder radius="md" p="md" data-testid={`contact-card-${kind}`}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {label}
        </Title>
        {updateTo ? (
          <Anchor component={Link} to={updateTo} preventScrollReset size="sm" data-testid={`contact-update-${kind}`}>
            {t("contact.update")}
          </Anchor>
        ) : null}
      </Group>
      {contact ? (
        <Stack gap={2}>
          <Text fw={600}>{contact.fullname}</Text>
          {"email" in contact && contact.email ? <Text size="sm">{contact.email}</Text> : null}
          {"license_plate" in contact && contact.license_plate ? (
            <Text size="sm">
              {t("contact.licensePlate")}: {contact.license_plate}
            </Text>
          ) : null}
          {contact.contact_methods?.map((m, i) => (
            <Text key={i} size="sm" c="dimmed">
              {t(`contact.methods.${m.name}`, { defaultValue: m.name })}: {m.value}
            </Text>
          ))}
          {contact.note ? (
            <Text size="sm" c="dimmed">
              {contact.note}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t("contact.notSet")}
        </Text>
      )}
    </Paper>
  );
}

function FlightCard({ flight }: { flight: FlightInfo }) {
  const { t } = useTranslation("bookings");
  const rows: [string, string | null | undefined][] = [
    ["airline", flight.airline],
    ["flightNumber", flight.flight_number],
    ["departureAirport", flight.departure_airport],
    ["arrivalAirport", flight.arrival_airport],
    ["departureTime", flight.departure_time ? formatDate(flight.departure_time, "dateTime") : null],
    ["arrivalTime", flight.arrival_time ? formatDate(flight.arrival_time, "dateTime") : null],
    ["departureTerminal", flight.departure_terminal],
    ["arrivalTerminal", flight.arrival_terminal],
  ];
  return (
    <Paper withBorder radius="md" p="md" data-testid="booking-flight">
      <Title order={2} size="h4" mb="sm">
        {t("detail.flight")}
      </Title>
      <FactRows rows={rows.map(([k, v]) => ({ key: k, label: t(`detail.${k}`), value: v }))} />
    </Paper>
  );
}
