// A hotel booking's own parts of its page (spec hotels-bikes-transport §2 "/hotel/booking/{id}", §3
// "Hotel order", §4, §9): the stay (hotel, check-in in its 12:00–14:00 window, check-out at 12:00,
// nights, note), its payment (the bank-transfer code and the order's transactions, with the dialog
// that records a code: ?transfer=1, a form post without scripts too); then the room lines and the fee
// footer (subtotal, service fee, VAT, total, commission = total − real income, real income).
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Alert, Anchor, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { bookingPaths, HOTEL } from "@contract/services";
import { TRANSFER_CODE_MAX } from "@contract/api/hotel-orders";
import { formatDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { withParams } from "~/lib/list-query";
import {
  BookingDateFact,
  FactsCard,
  LinesAndFees,
  NameWithAddress,
  NoteAndReason,
  StatusFact,
  useLineMoney,
} from "./fact-parts";
import { FormAlert, useFieldError, useServerAutoFocus, useSchemaForm } from "~/components/form";
import { DialogActions, UrlDialog } from "~/components/url-dialog";
import { booksItem, type Booking, type HotelBooking } from "./types";
import { TransferCodeFormSchema } from "./hotel-transfer-schema";
import type { HotelPayment } from "./hotel-booking.server";

/** spec §9 "Check-in window shown as 12:00 to 14:00, check-out 12:00". */
export const CHECKIN_WINDOW = { from: "12:00", to: "14:00" } as const;
export const CHECKOUT_TIME = "12:00";

type PaymentData = { payment?: HotelPayment };

export function HotelFacts({ booking }: { booking: Booking }) {
  const { t } = useTranslation("bookings");
  const { payment } = useLoaderData() as PaymentData;
  if (!booksItem(booking, "hotel")) return null;
  return (
    <>
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
      <PaymentCard booking={booking} payment={payment} />
    </>
  );
}

/** The transfer code and the order's transactions (§4: a recorded code is a completed bank-transfer deposit). */
function PaymentCard({ booking, payment }: { booking: HotelBooking; payment?: HotelPayment }) {
  const { t, i18n } = useTranslation("bookings");
  const self = bookingPaths(HOTEL).detail(booking._id);
  return (
    <Paper withBorder radius="md" p="md" data-testid="booking-payment">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t("hotel.payment")}
        </Title>
        <Anchor
          component={Link}
          to={`${self}${withParams("", { transfer: "1" })}`}
          preventScrollReset
          size="sm"
          data-testid="transfer-code-open"
        >
          {t(booking.payment_id ? "hotel.changeTransferCode" : "hotel.recordTransferCode")}
        </Anchor>
      </Group>
      <dl className="facts">
        <dt>{t("hotel.transferCode")}</dt>
        <dd data-testid="booking-payment-id">{booking.payment_id ?? t("hotel.noTransferCode")}</dd>
      </dl>
      {payment?.error ? (
        <Alert color="yellow" variant="light" mt="xs" data-testid="transactions-error">
          {t("hotel.errorGetTransactionInfo", { message: payment.error })}
        </Alert>
      ) : payment?.transactions.length ? (
        // a list, not a table: the card is a column of the page's grid (about 300 px), and each
        // payment's id, kind and amount stay whole in it at any width
        <ul className="transactions" data-testid="booking-transactions">
          {payment.transactions.map((x) => (
            <li key={x._id} data-testid="booking-transaction">
              <div>
                <span className="uid">{x.payment_id}</span>
                <Text size="sm">{t(`hotel.transactionTypes.${x.type}`, { defaultValue: "—" })}</Text>
                <Text size="xs" c="dimmed">
                  {t(`hotel.gateways.${x.gateway}`, { defaultValue: "—" })}
                  {x.date_completed ? ` · ${formatDate(x.date_completed, "dateTime")}` : ""}
                </Text>
              </div>
              <div className="transaction-amount">
                <Text size="xs" c="dimmed">
                  {t("hotel.amount")}
                </Text>
                <span className="money">{formatMoney(x.amount, x.currency, i18n.language)}</span>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <Text size="sm" c="dimmed" mt="xs">
          {t("hotel.noTransactions")}
        </Text>
      )}
      {payment?.dialog ? <TransferCodeDialog booking={booking} closeTo={self} /> : null}
    </Paper>
  );
}

type Reply = { result?: SubmissionResult<string[]> } | undefined;

function TransferCodeDialog({ booking, closeTo }: { booking: HotelBooking; closeTo: string }) {
  const { t } = useTranslation("bookings");
  const reply = useActionData() as Reply;
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const [form, fields] = useSchemaForm(TransferCodeFormSchema, {
    id: "booking-transfer-code",
    lastResult: reply?.result,
    defaultValue: { payment_id: booking.payment_id ?? "" },
  });
  const { key, ...input } = getInputProps(fields.payment_id, { type: "text" });
  return (
    <UrlDialog title={t("hotel.transferTitle", { uid: booking.uid })} closeTo={closeTo} testId="dialog-transfer-code">
      <Form method="post" className="dialog-form" {...getFormProps(form)}>
        <Stack>
          <Text size="sm">{t("hotel.transferText")}</Text>
          <FormAlert errors={form.errors} id={form.errorId} />
          <TextInput
            key={key}
            {...input}
            label={t("hotel.transferCode")}
            withAsterisk
            maxLength={TRANSFER_CODE_MAX}
            autoComplete="off"
            error={fieldError(fields.payment_id.errors)}
            autoFocus={autoFocus(fields.payment_id.errors) ?? true}
            data-testid="transfer-code"
          />
          <DialogActions
            closeTo={closeTo}
            saveTestId="submit-transfer-code"
            intent="transferCode"
            label={t("hotel.saveTransferCode")}
          />
        </Stack>
      </Form>
    </UrlDialog>
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
