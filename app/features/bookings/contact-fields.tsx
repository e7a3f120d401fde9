// The fields of one contact block (tour operator, guide: name, e-mail; driver: name, license
// plate), each with its contact-method rows (Conform insert/remove buttons: no scripts needed;
// the first row cannot be removed, spec §5) and a note.
import { getInputProps, getTextareaProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FieldInput, intentButton, useFieldError, useServerAutoFocus } from "~/components/form";
import { CONTACT_METHODS } from "~/features/profile";
import type { ContactKind } from "./schema";
import type { Booking, ContactPerson, Driver } from "./types";

// a block of any of the three forms (confirm, contact update): typed by shape, not by schema
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any, any, string[]> & {
  getFieldset(): Record<string, AnyField>;
  getFieldList(): AnyField[];
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm = FormMetadata<any, string[]>;

/**
 * `field` is the block's Conform field (tour_operator, tour_guide or tour_driver; transport's operator…) of
 * any of the forms; `driver`: the block asks a license plate instead of an e-mail.
 */
export function ContactFields({
  form,
  field,
  kind,
  label,
  driver = false,
  optional = false,
}: {
  form: AnyForm;
  field: object;
  kind: ContactKind;
  /** the person's title in the service's words (contactLabel) */
  label: string;
  driver?: boolean;
  optional?: boolean;
}) {
  const { t } = useTranslation("bookings");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const set = (field as AnyField).getFieldset();
  const methods = set.contact_methods!;
  const rows = methods.getFieldList() as AnyField[];
  const required = !optional;
  const { key: noteKey, ...noteProps } = getTextareaProps(set.note!);
  return (
    <Fieldset legend={label} data-testid={`contact-${kind}`}>
      <Stack gap="sm">
        {optional ? (
          <Text size="sm" c="dimmed">
            {t("contact.optional")}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FieldInput
            field={set.fullname!}
            label={t("contact.fullname")}
            withAsterisk={required}
            maxLength={64}
            autoComplete="off"
          />
          {driver ? (
            <FieldInput
              field={set.license_plate!}
              label={t("contact.licensePlate")}
              withAsterisk={required}
              maxLength={64}
              autoComplete="off"
            />
          ) : (
            <FieldInput
              field={set.email!}
              label={t("contact.email")}
              withAsterisk={required}
              maxLength={64}
              autoComplete="off"
              inputMode="email"
            />
          )}
        </SimpleGrid>
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t("contact.contactMethods")}
            {required ? <span className="required-mark"> *</span> : null}
          </Text>
          <Stack gap="xs">
            {rows.map((row, index) => (
              <ContactMethodRow key={row.key} form={form} list={methods.name} row={row} index={index} kind={kind} />
            ))}
            {methods.errors ? (
              <Text size="xs" c="red">
                {fieldError(methods.errors)}
              </Text>
            ) : null}
            <Button
              variant="light"
              size="xs"
              w="fit-content"
              {...intentButton(
                form.insert.getButtonProps({ name: methods.name, defaultValue: { name: "phone", value: "" } as never }),
              )}
              data-testid={`${kind}-add-method`}
            >
              {t("contact.addContact")}
            </Button>
          </Stack>
        </div>
        <Textarea
          key={noteKey}
          {...noteProps}
          label={t("contact.note")}
          maxLength={200}
          autosize
          minRows={2}
          error={fieldError(set.note!.errors)}
          autoFocus={autoFocus(set.note!.errors)}
        />
      </Stack>
    </Fieldset>
  );
}

/** One way to reach the person (a method and its value); every row but the first can be removed. */
function ContactMethodRow({
  form,
  list,
  row,
  index,
  kind,
}: {
  form: AnyForm;
  /** the contact_methods list's field name */
  list: string;
  row: AnyField;
  index: number;
  kind: ContactKind;
}) {
  const { t } = useTranslation("bookings");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const c = row.getFieldset() as Record<string, AnyField>;
  const { key: valueKey, ...valueProps } = getInputProps(c.value!, { type: "text" });
  return (
    <Group align="flex-start" wrap="nowrap" data-testid="contact-method-row">
      <NativeSelect
        key={c.name!.key}
        name={c.name!.name}
        defaultValue={String(c.name!.initialValue ?? "phone")}
        aria-label={t("contact.contactName")}
        data={CONTACT_METHODS.map((m) => ({ value: m, label: t(`contact.methods.${m}`) }))}
        error={fieldError(c.name!.errors)}
        autoFocus={autoFocus(c.name!.errors)}
      />
      <TextInput
        key={valueKey}
        {...valueProps}
        aria-label={t("contact.contactValue")}
        placeholder={t("contact.contactValue")}
        maxLength={50}
        style={{ flex: 1 }}
        error={fieldError(c.value!.errors)}
        autoFocus={autoFocus(c.value!.errors)}
      />
      {index > 0 ? (
        <Button
          variant="subtle"
          color="red"
          {...intentButton(form.remove.getButtonProps({ name: list, index }))}
          data-testid={`${kind}-remove-method`}
        >
          {t("contact.remove")}
        </Button>
      ) : null}
    </Group>
  );
}

/** A contact block's default form value: the stored contact, or one empty phone row. */
export function contactDefault(contact: { contact_methods?: { name: string; value: string }[] } | null | undefined) {
  if (!contact) return { contact_methods: [{ name: "phone", value: "" }] };
  return {
    ...contact,
    contact_methods: contact.contact_methods?.length ? contact.contact_methods : [{ name: "phone", value: "" }],
  };
}

/** A contact person of a booking by its order field (tour_operator…, operator…). */
export const contactOf = (booking: Booking, kind: ContactKind) =>
  ((booking as Record<string, unknown>)[kind] as ContactPerson | Driver | null | undefined) ?? null;
