// The dialog that changes one contact person of a booking (?contact=<kind>), rendered by the server
// so it works without scripts; it posts intent updInfo, checked by its schema here and in the action.
import { Form, useActionData } from "@remix-run/react";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert, useSchemaForm } from "~/components/form";
import { DialogActions, UrlDialog } from "~/components/url-dialog";
import type { ContactFields as ContactFieldNames } from "@contract/services";
import { ContactFields, contactDefault, contactOf } from "./contact-fields";
import { contactUpdateSchema, type ContactKind } from "./schema";
import { contactLabel } from "./words";
import type { Booking } from "./types";

type ActionReply = { result?: SubmissionResult<string[]> } | undefined;

export function ContactDialog({
  kind,
  contacts,
  booking,
  closeTo,
}: {
  kind: ContactKind;
  contacts: ContactFieldNames;
  booking: Booking;
  closeTo: string;
}) {
  const { t } = useTranslation("bookings");
  const reply = useActionData() as ActionReply;
  const [form, fields] = useSchemaForm(contactUpdateSchema(contacts, kind), {
    id: `booking-contact-${kind}`,
    lastResult: reply?.result,
    defaultValue: { [kind]: contactDefault(contactOf(booking, kind)) },
  });
  const field = (fields as unknown as Record<ContactKind, object>)[kind]!;
  return (
    <UrlDialog
      title={t("contact.updateTitle", { who: contactLabel(t, booking.service, kind) })}
      closeTo={closeTo}
      testId={`dialog-contact-${kind}`}
      wide
    >
      <Form method="post" className="dialog-form" {...getFormProps(form)}>
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="intent" value="updInfo" />
        <Stack>
          <FormAlert errors={form.errors} id={form.errorId} />
          <ContactFields
            form={form}
            field={field}
            kind={kind}
            label={contactLabel(t, booking.service, kind)}
            driver={kind === contacts.driver}
          />
          <DialogActions closeTo={closeTo} saveTestId="submit-contact" intent="updInfo" />
        </Stack>
      </Form>
    </UrlDialog>
  );
}
