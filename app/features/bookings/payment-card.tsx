// A booking's payment on its page, for every service whose descriptor takes a transfer code
// (hotels-bikes-transport §2, §4 "Recording a transfer code", §7): the code, the order's transactions,
// and the dialog that records a code (?transfer=1, a form post without scripts too), offered while no
// money came in (payment.server.ts).
import { Form, Link, useActionData } from "@remix-run/react";
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Alert, Anchor, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TRANSFER_CODE_MAX } from "@contract/api/transfer-code";
import { formatDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { withParams } from "~/lib/list-query";
import { FormAlert, useFieldError, useServerAutoFocus, useSchemaForm } from "~/components/form";
import { DialogActions, UrlDialog } from "~/components/url-dialog";
import { TransferCodeFormSchema } from "./transfer-code-schema";
import type { BookingPayment } from "./payment.server";

/** What the card reads of a booking: its code and its recorded transfer code. */
type Payable = { _id: string; uid: string; payment_id: string | null };

/** The transfer code and the order's transactions (§4: a recorded code is a completed bank-transfer deposit). */
export function PaymentCard({ booking, payment, self }: { booking: Payable; payment: BookingPayment; self: string }) {
  const { t } = useTranslation("bookings");
  return (
    <Paper withBorder radius="md" p="md" data-testid="booking-payment">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t("payment.title")}
        </Title>
        {payment.open ? (
          <Anchor
            component={Link}
            to={`${self}${withParams("", { transfer: "1" })}`}
            preventScrollReset
            size="sm"
            data-testid="transfer-code-open"
          >
            {t("payment.recordTransferCode")}
          </Anchor>
        ) : null}
      </Group>
      <dl className="facts">
        <dt>{t("payment.transferCode")}</dt>
        <dd data-testid="booking-payment-id">{booking.payment_id ?? t("payment.noTransferCode")}</dd>
      </dl>
      <Transactions payment={payment} />
      {payment.dialog ? <TransferCodeDialog booking={booking} closeTo={self} /> : null}
    </Paper>
  );
}

function Transactions({ payment }: { payment: BookingPayment }) {
  const { t, i18n } = useTranslation("bookings");
  if (payment.error)
    return (
      <Alert color="yellow" variant="light" mt="xs" data-testid="transactions-error">
        {t("payment.errorGetTransactionInfo", { message: payment.error })}
      </Alert>
    );
  if (!payment.transactions.length)
    return (
      <Text size="sm" c="dimmed" mt="xs">
        {t("payment.noTransactions")}
      </Text>
    );
  return (
    // a list, not a table: the card is a column of the page's grid (about 300 px), and each
    // payment's id, kind and amount stay whole in it at any width
    <ul className="transactions" data-testid="booking-transactions">
      {payment.transactions.map((x) => (
        <li key={x._id} data-testid="booking-transaction">
          <div>
            <span className="uid">{x.payment_id}</span>
            <Text size="sm">{t(`payment.transactionTypes.${x.type}`, { defaultValue: "—" })}</Text>
            <Text size="xs" c="dimmed">
              {t(`payment.gateways.${x.gateway}`, { defaultValue: "—" })}
              {x.date_completed ? ` · ${formatDate(x.date_completed, "dateTime")}` : ""}
            </Text>
          </div>
          <div className="transaction-amount">
            <Text size="xs" c="dimmed">
              {t("payment.amount")}
            </Text>
            <span className="money">{formatMoney(x.amount, x.currency, i18n.language)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

type Reply = { result?: SubmissionResult<string[]> } | undefined;

function TransferCodeDialog({ booking, closeTo }: { booking: Payable; closeTo: string }) {
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
    <UrlDialog title={t("payment.transferTitle", { uid: booking.uid })} closeTo={closeTo} testId="dialog-transfer-code">
      <Form method="post" className="dialog-form" {...getFormProps(form)}>
        <Stack>
          <Text size="sm">{t("payment.transferText")}</Text>
          <FormAlert errors={form.errors} id={form.errorId} />
          <TextInput
            key={key}
            {...input}
            label={t("payment.transferCode")}
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
            label={t("payment.saveTransferCode")}
          />
        </Stack>
      </Form>
    </UrlDialog>
  );
}
