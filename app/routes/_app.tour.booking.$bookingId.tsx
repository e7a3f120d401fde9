// /tour/booking/{bookingId}: one booking (spec tours-cruises §2, §3, §4, §5, §8). The actions are
// form posts with intent = the target status, offered and checked by the same day rules (today in
// Asia/Ho_Chi_Minh) here and in the marketplace; their dialogs are URL states (?do=…, ?contact=…).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { i18nServer } from "~/lib/i18n.server";
import { addToast } from "~/lib/toast.server";
import { formatDate, todayInVietnam } from "~/lib/dates";
import { withParams } from "~/lib/list-query";
import { requireBooking } from "~/features/bookings/booking-page.server";
import { bookingLines, bookingMoney, isCruise } from "~/features/bookings/money";
import { BOOKING_ACTIONS, contactsEditable, offeredActions, type BookingAction } from "~/features/bookings/rules";
import { CONTACT_KINDS, type ContactKind } from "~/features/bookings/schema";
import { runBookingAction } from "~/features/bookings/actions.server";
import { BookingItems } from "~/features/bookings/booking-items";
import { ActionDialog, ContactDialog } from "~/features/bookings/booking-dialogs";
import type { ContactPerson, Driver, FlightInfo } from "~/features/bookings/types";
import { PageHeader } from "~/components/page-header";
import { StatusTag } from "~/components/status-tag";
import { Facts } from "~/components/facts";
import { ErrorPage } from "~/components/error-page";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { booking } = await requireBooking(request, context, params.bookingId);
  const t = await i18nServer.getFixedT(request, "bookings");
  const url = new URL(request.url);
  const today = todayInVietnam();
  const actions = offeredActions(booking.status, today, booking.date_travel, booking.service);
  const editable = contactsEditable(booking.status);
  const wanted = url.searchParams.get("do");
  const contact = url.searchParams.get("contact");
  return {
    title: t("detail.title", { uid: booking.uid }),
    booking,
    cruise: isCruise(booking),
    lines: bookingLines(booking),
    money: bookingMoney(booking),
    actions,
    editable,
    // a dialog shows only for what the booking offers now (a stale link shows the page)
    dialog: actions.includes(wanted as BookingAction) ? (wanted as BookingAction) : null,
    contactDialog: editable && CONTACT_KINDS.includes(contact as ContactKind) ? (contact as ContactKind) : null,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return runBookingAction(request, context, params.bookingId);
}

export default function BookingDetail() {
  const { booking, cruise, lines, money, actions, editable, dialog, contactDialog } = useLoaderData<typeof loader>();
  const { t } = useTranslation("bookings");
  const self = `/tour/booking/${booking._id}`;
  const qr = `${self}/qr`;
  const flight = booking.fast_track_info && Object.values(booking.fast_track_info).some(Boolean) ? booking.fast_track_info : null;
  return (
    <>
      <PageHeader
        title={t("detail.title", { uid: booking.uid })}
        crumbs={[{ label: t("crumb") }, { label: t("list.title"), to: "/tour/bookings" }, { label: booking.uid }]}
        help="help-tour-booking-detail"
        actions={
          <Group gap="xs" data-testid="booking-actions">
            {BOOKING_ACTIONS.filter((a) => actions.includes(a)).map((a) => (
              <Button key={a} component={Link} to={`${self}${withParams("", { do: a })}`} preventScrollReset
                color={a === "cancelled" ? "red" : undefined} variant={a === "cancelled" ? "light" : "filled"} data-testid={`action-${a}`}>
                {t(`action.${a}`)}
              </Button>
            ))}
          </Group>
        }
      />
      <Stack gap="md">
        <div className="detail-grid">
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="sm">{cruise ? t("detail.cruise") : t("detail.tour")}</Title>
            <dl className="facts" data-testid="booking-facts">
              <dt>{cruise ? t("detail.cruise") : t("detail.tour")}</dt>
              <dd>
                {booking.tour?.name}
                {cruise && booking.duration ? <Text size="sm" c="dimmed">{t("detail.duration", { days: booking.duration + 1, nights: booking.duration })}</Text> : null}
              </dd>
              <dt>{t("detail.bookingDate")}</dt><dd>{formatDate(booking.created_at, "dateTime")}</dd>
              <dt>{t("detail.departureDate")}</dt><dd data-testid="booking-travel-date">{formatDate(booking.date_travel, "date")}</dd>
              {cruise && booking.tour?.cruise_time_checkin ? (<><dt>{t("detail.checkin")}</dt><dd>{booking.tour.cruise_time_checkin}</dd></>) : null}
              <dt>{t("detail.travellers")}</dt><dd>{booking.total_traveler}</dd>
              <dt>{t("detail.status")}</dt><dd data-testid="booking-status"><StatusTag status={booking.status} /></dd>
              {booking.note ? (<><dt>{t("detail.note")}</dt><dd>{booking.note}</dd></>) : null}
              {booking.reason_cancel ? (<><dt>{t("detail.reasonCancel")}</dt><dd data-testid="booking-reason">{booking.reason_cancel}</dd></>) : null}
            </dl>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="sm">{t("detail.guest")}</Title>
            <dl className="facts" data-testid="booking-guest">
              <dt>{t("detail.guest")}</dt><dd>{booking.contact?.fullname}</dd>
              <dt>{t("detail.phone")}</dt><dd><Anchor href={`tel:${booking.contact?.phone}`}>{booking.contact?.phone}</Anchor></dd>
              <dt>{t("detail.email")}</dt><dd><Anchor href={`mailto:${booking.contact?.email}`}>{booking.contact?.email}</Anchor></dd>
            </dl>
          </Paper>
          <Paper withBorder radius="md" p="md" ta="center">
            <img src={qr} alt={t("detail.qr")} className="qr-image" width={160} height={160} data-testid="booking-qr" />
            <Text className="uid" mt={4}>{booking.uid}</Text>
            <Button component="a" href={`${qr}?download=1`} download={`${booking.uid}.png`} variant="light" size="xs" mt="xs" data-testid="booking-qr-download">
              {t("detail.downloadQr")}
            </Button>
          </Paper>
        </div>

        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {CONTACT_KINDS.map((kind) => (
            <ContactCard key={kind} kind={kind} contact={booking[kind]} updateTo={editable ? `${self}${withParams("", { contact: kind })}` : null} />
          ))}
        </SimpleGrid>

        {flight ? <FlightCard flight={flight} /> : null}

        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">{t("detail.items")}</Title>
          <BookingItems lines={lines} money={money} currency={booking.currency} cruise={cruise} subtotal={booking.subtotal} />
        </Paper>
        <div><Anchor component={Link} to="/tour/bookings">← {t("detail.back")}</Anchor></div>
      </Stack>
      {dialog ? <ActionDialog action={dialog} booking={booking} closeTo={self} /> : null}
      {contactDialog ? <ContactDialog kind={contactDialog} booking={booking} closeTo={self} /> : null}
    </>
  );
}

function ContactCard({ kind, contact, updateTo }: { kind: ContactKind; contact: ContactPerson | Driver | null; updateTo: string | null }) {
  const { t } = useTranslation("bookings");
  return (
    <Paper withBorder radius="md" p="md" data-testid={`contact-card-${kind}`}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">{t(`contact.${kind}`)}</Title>
        {updateTo ? <Anchor component={Link} to={updateTo} preventScrollReset size="sm" data-testid={`contact-update-${kind}`}>{t("contact.update")}</Anchor> : null}
      </Group>
      {contact ? (
        <Stack gap={2}>
          <Text fw={600}>{contact.fullname}</Text>
          {"email" in contact && contact.email ? <Text size="sm">{contact.email}</Text> : null}
          {"license_plate" in contact && contact.license_plate ? <Text size="sm">{t("contact.licensePlate")}: {contact.license_plate}</Text> : null}
          {contact.contact_methods?.map((m, i) => (
            <Text key={i} size="sm" c="dimmed">{t(`contact.methods.${m.name}`, { defaultValue: m.name })}: {m.value}</Text>
          ))}
          {contact.note ? <Text size="sm" c="dimmed">{contact.note}</Text> : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">{t("contact.notSet")}</Text>
      )}
    </Paper>
  );
}

function FlightCard({ flight }: { flight: FlightInfo }) {
  const { t } = useTranslation("bookings");
  const rows: [string, string | null | undefined][] = [
    ["airline", flight.airline], ["flightNumber", flight.flight_number],
    ["departureAirport", flight.departure_airport], ["arrivalAirport", flight.arrival_airport],
    ["departureTime", flight.departure_time ? formatDate(flight.departure_time, "dateTime") : null],
    ["arrivalTime", flight.arrival_time ? formatDate(flight.arrival_time, "dateTime") : null],
    ["departureTerminal", flight.departure_terminal], ["arrivalTerminal", flight.arrival_terminal],
  ];
  return (
    <Paper withBorder radius="md" p="md" data-testid="booking-flight">
      <Title order={2} size="h4" mb="sm">{t("detail.flight")}</Title>
      <Facts rows={rows.map(([k, v]) => ({ key: k, label: t(`detail.${k}`), value: v }))} />
    </Paper>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
