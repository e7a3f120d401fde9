// The add/edit dialog of a departure (spec §3 Group calendar, §5): a URL state of /tour/{idTour}/calendar-group-option.
import type { Departure } from "./api.server";
import { Form, useActionData } from "@remix-run/react";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Button, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DepartureSchema, toFormValues } from "~/features/tours/calendar-form";
import { CommissionFields } from "~/features/listing";
import { FieldInput, FormAlert, useFieldError, useSchemaForm, intentButton } from "~/components/form";
import { FormOnce } from "~/components/form-once";
import { OptionCard } from "./option-card";
import { DialogActions, UrlDialog } from "~/components/url-dialog";
import { DateField } from "~/components/date-field";

export function DepartureDialog({
  mode,
  from,
  currency,
  closeTo,
}: {
  mode: "add" | "edit";
  from: Departure | null;
  currency: string;
  closeTo: string;
}) {
  const { t } = useTranslation("tours");
  const fieldError = useFieldError();
  const actionData = useActionData() as { result: SubmissionResult<string[]> } | undefined;
  const [form, fields] = useSchemaForm(DepartureSchema, {
    id: "departure",
    lastResult: actionData?.result,
    defaultValue: toFormValues(from, mode),
  });
  const optionRows = fields.options.getFieldList();
  return (
    <UrlDialog
      title={t(mode === "edit" ? "calendar.editTitle" : "calendar.addTitle")}
      closeTo={closeTo}
      testId="departure-dialog"
      wide
    >
      <Form method="post" {...getFormProps(form)} className="dialog-form" preventScrollReset>
        <input type="hidden" name={fields.dateId.name} value={mode === "edit" ? (from?._id ?? "") : ""} />
        <FormOnce />
        <Stack>
          <FormAlert errors={form.errors} id={form.errorId} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {/* spec §9: DD/MM/YYYY HH:mm in both languages, scripts off too (the browser's own input follows its locale) */}
            <DateField
              withTime
              name={fields.departure_date.name}
              id={fields.departure_date.id}
              label={t("calendar.departure")}
              defaultValue={String(fields.departure_date.initialValue ?? "")}
              error={fieldError(fields.departure_date.errors)}
              data-testid="departure-date"
            />
            <FieldInput field={fields.available} label={t("calendar.available")} type="number" />
          </SimpleGrid>
          <Text fw={600}>{t("groups.options")}</Text>
          {optionRows.map((row, index) => {
            const o = row.getFieldset();
            return (
              <OptionCard
                key={row.key}
                testId="departure-option"
                name={o.name}
                english={o.translations.getFieldset().en.getFieldset().name}
                commission={{ type: o.commission_type, value: o.commission_value, price: o.price }}
                currency={currency}
                remove={index > 0 ? form.remove.getButtonProps({ name: fields.options.name, index }) : null}
              >
                <input type="hidden" name={o.optionId.name} value={String(o.optionId.initialValue ?? "")} />
                <FieldInput field={o.price} label={t("age.priceIn", { currency })} type="number" />
                <FieldInput field={o.min} label={t("calendar.optionMin")} type="number" />
                <FieldInput field={o.sort} label={t("calendar.sort")} type="number" />
              </OptionCard>
            );
          })}
          <Button
            w="fit-content"
            size="xs"
            variant="light"
            {...intentButton(
              form.insert.getButtonProps({
                name: fields.options.name,
                defaultValue: { commission_type: "percent", min: "1", sort: String(optionRows.length + 1) },
              }),
            )}
            data-testid="option-add"
          >
            {t("groups.addOption")}
          </Button>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <FieldInput
              field={fields.single_room_surcharge}
              label={t("calendar.singleRoom", { currency })}
              type="number"
            />
            <CommissionFields
              type={fields.single_room_commission_type}
              value={fields.single_room_commission_value}
              price={fields.single_room_surcharge}
              currency={currency}
              span="two"
            />
            <FieldInput field={fields.extra_bed_surcharge} label={t("calendar.extraBed", { currency })} type="number" />
            <CommissionFields
              type={fields.extra_bed_commission_type}
              value={fields.extra_bed_commission_value}
              price={fields.extra_bed_surcharge}
              currency={currency}
              span="two"
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t("commission.hint")}
          </Text>
          <DialogActions closeTo={closeTo} saveTestId="departure-save" />
        </Stack>
      </Form>
    </UrlDialog>
  );
}
