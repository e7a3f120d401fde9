// The bulk rate form (schema.ts): room types, the range and its weekdays, then what to change. Every
// choice starts at "keep"; the preview press redraws the page with the plan (preview.tsx) and its apply.
import { Form, useNavigation } from "@remix-run/react";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  FieldInput,
  FormAlert,
  useFieldError,
  useSchemaForm,
  useServerAutoFocus,
  type AnyField,
} from "~/components/form";
import { FieldSelect } from "~/components/field-select";
import { currencySymbol } from "~/lib/money";
import { RangeFields, WeekdayPrices } from "~/features/calendar";
import { bulkSchema, STAY_CHOICES, WEEKDAY_NUMBERS } from "./schema";

type Room = { _id: string; name: string };

/** A list field's posted values (checkboxes), as strings. */
const listOf = (v: unknown) => ([] as unknown[]).concat(v ?? []).map(String);

/** Checkboxes of one list field, in a fieldset with its error under them. */
function Ticks({
  field,
  legend,
  options,
  testId,
}: {
  field: AnyField;
  legend: string;
  options: { value: string; label: string }[];
  testId: string;
}) {
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const ticked = listOf(field.initialValue);
  return (
    <fieldset className="weekday-pick" data-testid={testId}>
      <legend>{legend}</legend>
      <Group gap="sm" mt={4}>
        {options.map((o, i) => (
          <Checkbox
            key={`${field.key}-${o.value}`}
            name={field.name}
            value={o.value}
            label={o.label}
            defaultChecked={ticked.includes(o.value)}
            autoFocus={i === 0 ? autoFocus(field.errors) : undefined}
            data-testid={`${testId}-${o.value}`}
          />
        ))}
      </Group>
      {field.errors ? (
        <Text size="xs" c="red" role="alert">
          {fieldError(field.errors)}
        </Text>
      ) : null}
    </fieldset>
  );
}

/** A keep-or-change choice (a plain select: works without scripts). */
function Choice({
  field,
  label,
  options,
}: {
  field: AnyField;
  label: string;
  options: { value: string; label: string }[];
}) {
  const { t } = useTranslation("rates");
  return (
    <FieldSelect
      field={field}
      label={label}
      data={[{ value: "", label: t("bulk.keep") }, ...options]}
      testId={`bulk-${field.name}`}
    />
  );
}

export function BulkForm(props: {
  rooms: Room[];
  chosen: string | null;
  today: string;
  currency: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("rates");
  const navigation = useNavigation();
  const schema = bulkSchema(
    props.rooms.map((r) => r._id),
    props.today,
  );
  const [form, fields] = useSchemaForm(schema, {
    id: "rate-bulk",
    lastResult: props.lastResult,
    defaultValue: { rooms: props.chosen ? [props.chosen] : props.rooms.map((r) => r._id) },
  });
  const f = fields as unknown as Record<string, AnyField>;
  const money = ` (${currencySymbol(props.currency)})`;
  const nights = STAY_CHOICES.map((v) => ({
    value: v,
    label: v === "none" ? t("bulk.noRule") : t("bulk.nights", { count: Number(v) }),
  }));
  const yesNo = (yes: string, no: string) => [
    { value: "yes", label: t(yes) },
    { value: "no", label: t(no) },
  ];
  return (
    <Form method="post" {...getFormProps(form)} data-testid="bulk-form">
      <Stack>
        <FormAlert errors={form.errors} id={form.errorId} />
        <Ticks
          field={f.rooms!}
          legend={t("bulk.rooms")}
          options={props.rooms.map((r) => ({ value: r._id, label: r.name }))}
          testId="bulk-room"
        />
        <RangeFields start={fields.dateStart} end={fields.dateEnd} testId="bulk" />
        <Ticks
          field={f.exclusion_date!}
          legend={t("calendar:schedule.exclude")}
          options={WEEKDAY_NUMBERS.map((w) => ({ value: String(w), label: t(`calendar:weekdayShort.${w}`) }))}
          testId="bulk-exclude"
        />
        <Fieldset legend={t("bulk.changes")}>
          <Text size="sm" c="dimmed" mb="xs">
            {t("bulk.changesHint")}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FieldInput field={f.price!} label={`${t("bulk.price")}${money}`} type="number" data-testid="bulk-price" />
            <FieldInput
              field={f.room_available!}
              label={t("hotel:calendar.available")}
              type="number"
              data-testid="bulk-available"
            />
          </SimpleGrid>
          <WeekdayPrices fields={f} money={money} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
            <Choice
              field={f.stop_sell!}
              label={t("bulk.stopSell")}
              options={[
                { value: "close", label: t("bulk.close") },
                { value: "open", label: t("bulk.open_again") },
              ]}
            />
            <Choice field={f.min_stay!} label={t("calendar:rules.minStay")} options={nights} />
            <Choice field={f.max_stay!} label={t("calendar:rules.maxStay")} options={nights} />
            <Choice
              field={f.closed_to_arrival!}
              label={t("bulk.arrival")}
              options={yesNo("bulk.closedArrival", "bulk.openArrival")}
            />
            <Choice
              field={f.closed_to_departure!}
              label={t("bulk.departure")}
              options={yesNo("bulk.closedDeparture", "bulk.openDeparture")}
            />
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end">
          <Button
            type="submit"
            name="intent"
            value="preview"
            loading={navigation.state === "submitting" && navigation.formData?.get("intent") === "preview"}
            data-testid="bulk-preview"
          >
            {t("bulk.preview")}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
