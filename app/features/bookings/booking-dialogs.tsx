// The booking detail's dialogs, rendered by the server when the URL asks (?do=<target status>,
// ?contact=<kind>), so they work without scripts. Each is one form posting intent = the target
// status (or updInfo), checked by its schema in the browser and again in the action.
import { Form, useActionData } from "@remix-run/react";
import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Stack, Text, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert, useFieldError, useServerAutoFocus, useSchemaForm } from "~/components/form";
import { DialogActions, UrlDialog } from "~/components/url-dialog";
import type { ContactFields as ContactFieldNames } from "@contract/services";
import { ContactFields, contactDefault, contactOf } from "./contact-fields";
import { cancelSchemaFor, confirmSchema, startSchema } from "./schema";
import type { BookingAction } from "./rules";
import { actionLabel, contactLabel, serviceWord } from "./words";
import type { Booking } from "./types";

type ActionReply = { result?: SubmissionResult<string[]> } | undefined;

export function ActionDialog({
  action,
  contacts,
  startNeedsDriver = false,
  booking,
  closeTo,
}: {
  action: BookingAction;
  contacts: ContactFieldNames | null;
  /** the start carries the driver (transport §4) */
  startNeedsDriver?: boolean;
  booking: Booking;
  closeTo: string;
}) {
  const { t } = useTranslation("bookings");
  if (action === "confirmed" && contacts) {
    return <ConfirmDialog contacts={contacts} booking={booking} closeTo={closeTo} />;
  }
  if (action === "cancelled") return <CancelDialog booking={booking} closeTo={closeTo} />;
  if (action === "agency_begin" && contacts && startNeedsDriver) {
    return <StartDialog contacts={contacts} booking={booking} closeTo={closeTo} />;
  }
  // the tours' kit says start and complete; a status a service's table sets by hand says its own
  const key = action === "agency_begin" ? "start" : action === "agency_completed" ? "complete" : action;
  return (
    <UrlDialog
      title={t(`action.${key}Title`, { uid: booking.uid })}
      closeTo={closeTo}
      testId={`dialog-${action}`}
      role="alertdialog"
    >
      <Form method="post" className="dialog-form">
        <Stack>
          <Text>{serviceWord(t, booking.service, `${key}Text`)}</Text>
          <DialogActions
            closeTo={closeTo}
            saveTestId={`submit-${action}`}
            intent={action}
            label={actionLabel(t, booking.service, action)}
          />
        </Stack>
      </Form>
    </UrlDialog>
  );
}

function ConfirmDialog({
  contacts,
  booking,
  closeTo,
}: {
  contacts: ContactFieldNames;
  booking: Booking;
  closeTo: string;
}) {
  const { t } = useTranslation("bookings");
  const reply = useActionData() as ActionReply;
  const { operator, guide, driver } = contacts;
  const [form, fields] = useSchemaForm(confirmSchema(contacts), {
    id: "booking-confirm",
    lastResult: reply?.result,
    defaultValue: Object.fromEntries(
      [operator, guide, driver].map((kind) => [kind, contactDefault(contactOf(booking, kind))]),
    ),
  });
  return (
    <UrlDialog title={t("action.confirmTitle", { uid: booking.uid })} closeTo={closeTo} testId="dialog-confirmed" wide>
      <Form method="post" className="dialog-form" {...getFormProps(form)}>
        {/* Conform's add/remove buttons submit the form without its submit button: say which form it is */}
        <input type="hidden" name="intent" value="confirmed" />
        <Stack>
          <Text size="sm">{serviceWord(t, booking.service, "confirmText")}</Text>
          <FormAlert errors={form.errors} id={form.errorId} />
          <ContactFields
            form={form}
            field={fields[operator]!}
            kind={operator}
            label={contactLabel(t, booking.service, operator)}
          />
          <ContactFields
            form={form}
            field={fields[guide]!}
            kind={guide}
            label={contactLabel(t, booking.service, guide)}
            optional
          />
          <ContactFields
            form={form}
            field={fields[driver]!}
            kind={driver}
            label={contactLabel(t, booking.service, driver)}
            driver
            optional
          />
          <DialogActions
            closeTo={closeTo}
            saveTestId="submit-confirmed"
            intent="confirmed"
            label={t("action.confirmed")}
          />
        </Stack>
      </Form>
    </UrlDialog>
  );
}

/** confirmed → agency_begin with the driver who picks the guest up, prefilled with the booking's (transport §4). */
function StartDialog({
  contacts,
  booking,
  closeTo,
}: {
  contacts: ContactFieldNames;
  booking: Booking;
  closeTo: string;
}) {
  const { t } = useTranslation("bookings");
  const reply = useActionData() as ActionReply;
  const { driver } = contacts;
  const [form, fields] = useSchemaForm(startSchema(contacts), {
    id: "booking-start",
    lastResult: reply?.result,
    defaultValue: { [driver]: contactDefault(contactOf(booking, driver)) },
  });
  const field = (fields as unknown as Record<string, object>)[driver]!;
  return (
    <UrlDialog title={t("action.startTitle", { uid: booking.uid })} closeTo={closeTo} testId="dialog-agency_begin" wide>
      <Form method="post" className="dialog-form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="agency_begin" />
        <Stack>
          <Text size="sm">{t("action.startDriverText")}</Text>
          <FormAlert errors={form.errors} id={form.errorId} />
          <ContactFields
            form={form}
            field={field}
            kind={driver}
            label={contactLabel(t, booking.service, driver)}
            driver
          />
          <DialogActions
            closeTo={closeTo}
            saveTestId="submit-agency_begin"
            intent="agency_begin"
            label={actionLabel(t, booking.service, "agency_begin")}
          />
        </Stack>
      </Form>
    </UrlDialog>
  );
}

/** The cancel form (a reason required); `hidden`: the fields a page of several bookings adds (the booking's id). */
export function CancelDialog({
  booking,
  closeTo,
  hidden = {},
}: {
  booking: { service: string; uid: string };
  closeTo: string;
  hidden?: Record<string, string>;
}) {
  const { t } = useTranslation("bookings");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const reply = useActionData() as ActionReply;
  const [form, fields] = useSchemaForm(cancelSchemaFor({ id: booking.service }), {
    id: "booking-cancel",
    lastResult: reply?.result,
  });
  const { key, ...reason } = getTextareaProps(fields.reason_cancel);
  return (
    <UrlDialog title={t("action.cancelTitle", { uid: booking.uid })} closeTo={closeTo} testId="dialog-cancelled">
      <Form method="post" className="dialog-form" {...getFormProps(form)}>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Stack>
          <Text size="sm">{t("action.cancelText")}</Text>
          <FormAlert errors={form.errors} id={form.errorId} />
          <Textarea
            key={key}
            {...reason}
            label={t("action.reason")}
            withAsterisk
            autosize
            minRows={3}
            maxLength={200}
            error={fieldError(fields.reason_cancel.errors)}
            autoFocus={autoFocus(fields.reason_cancel.errors)}
            data-testid="cancel-reason"
          />
          <DialogActions
            closeTo={closeTo}
            saveTestId="submit-cancelled"
            intent="cancelled"
            label={t("action.cancelled")}
            danger
          />
        </Stack>
      </Form>
    </UrlDialog>
  );
}
