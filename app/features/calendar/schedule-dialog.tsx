// The bulk schedule of a sales calendar (a URL state, ?modal=schedule): range, excluded weekdays,
// availability and the area's values. A first press previews (how many days, first and last, every
// clashing day); applying is one more press, offered only when nothing clashes. Without scripts the
// preview is the same form drawn again by the action's reply.
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FieldInput, FormAlert, useFieldError, useSchemaForm, type AnyField } from "~/components/form";
import { Link } from "@remix-run/react";
import { UrlDialog } from "~/components/url-dialog";
import { FormOnce } from "~/components/form-once";
import { currencySymbol } from "~/lib/money";
import { scheduleDefaults, type CalendarDescription } from "./description";
import { scheduleSchema, type SchedulePreview } from "./schedule-form";
import { formatDay } from "./month-calendar";
import { OverOwned } from "./over-owned";
import { WeekdayPrices } from "./weekday-prices";
import { RangeFields } from "./range-fields";

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

export type ScheduleReply = { form: "schedule"; result: SubmissionResult<string[]>; preview?: SchedulePreview | null };

export function ScheduleDialog({
  description,
  today,
  closeTo,
  from,
}: {
  description: CalendarDescription;
  today: string;
  closeTo: string;
  /** A day the person clicked: the range starts and ends there. */
  from: string | null;
}) {
  const { t } = useTranslation("calendar");
  const navigation = useNavigation();
  const reply = useActionData() as ScheduleReply | undefined;
  const mine = reply?.form === "schedule" ? reply : undefined;
  const schema = scheduleSchema(description, today);
  const [form, fields] = useSchemaForm(schema, {
    id: `${description.id}-schedule`,
    lastResult: mine?.result,
    // spec hotels-bikes-transport §5 "Hotel room schedule setup": from the type's own count and price
    defaultValue: { ...scheduleDefaults(description), dateStart: from ?? "", dateEnd: from ?? "" },
  });
  const preview = mine?.preview ?? null;
  const excluded = ([] as unknown[]).concat(fields.exclusion_date.initialValue ?? []).map(String);
  const anyField = fields as unknown as Record<string, Parameters<typeof FieldInput>[0]["field"]>;
  const canApply = preview !== null && preview.count > 0 && preview.clashes.length === 0;
  return (
    <UrlDialog title={t("schedule.title")} closeTo={closeTo} testId="schedule-dialog" wide>
      <Form method="post" {...getFormProps(form)} className="dialog-form" preventScrollReset>
        <input type="hidden" name="intent" value="schedule" />
        <FormOnce />
        <Stack>
          <FormAlert errors={form.errors} id={form.errorId} />
          <RangeFields start={fields.dateStart} end={fields.dateEnd} testId="schedule" />
          <ExcludeWeekdays field={fields.exclusion_date} excluded={excluded} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FieldInput field={fields.available} label={t(description.availability.label)} type="number" />
            {description.values.map((f) => (
              <FieldInput
                key={f.name}
                field={anyField[f.name]!}
                label={`${t(f.label, f.labelValues)}${f.money ? ` (${currencySymbol(description.currency)})` : ""}`}
                type="number"
                required={f.required}
              />
            ))}
          </SimpleGrid>
          {description.weekdayPrices ? (
            <WeekdayPrices fields={anyField} money={` (${currencySymbol(description.currency)})`} />
          ) : null}
          {preview ? <PreviewSummary preview={preview} /> : null}
          {preview ? <OverOwned description={description} value={fields.available.initialValue} /> : null}
          <Group justify="flex-end">
            <Button component={Link} to={closeTo} variant="default" preventScrollReset data-testid="dialog-close">
              {t("common:close")}
            </Button>
            <Button
              type="submit"
              name="step"
              value="preview"
              variant={canApply ? "default" : "filled"}
              loading={navigation.state === "submitting" && navigation.formData?.get("step") === "preview"}
              data-testid="schedule-preview"
            >
              {t(preview ? "schedule.previewAgain" : "schedule.preview")}
            </Button>
            {canApply ? (
              <Button
                type="submit"
                name="step"
                value="apply"
                loading={navigation.state === "submitting" && navigation.formData?.get("step") === "apply"}
                data-testid="schedule-apply"
              >
                {t("schedule.apply", { count: preview.count })}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Form>
    </UrlDialog>
  );
}

/** The weekdays a schedule leaves out. */
function ExcludeWeekdays({ field, excluded }: { field: AnyField; excluded: string[] }) {
  const { t } = useTranslation("calendar");
  const fieldError = useFieldError();
  // plain checkboxes in a fieldset: each posts its weekday (a Checkbox.Group would own their values)
  return (
    <fieldset className="weekday-pick" data-testid="schedule-exclude">
      <legend>{t("schedule.exclude")}</legend>
      <Group gap="sm" mt={4}>
        {WEEKDAYS.map((w) => (
          <Checkbox
            key={w}
            name={field.name}
            value={String(w)}
            label={t(`weekdayShort.${w}`)}
            defaultChecked={excluded.includes(String(w))}
            data-testid={`exclude-${w}`}
          />
        ))}
      </Group>
      {field.errors ? (
        <Text size="xs" c="red">
          {fieldError(field.errors)}
        </Text>
      ) : null}
    </fieldset>
  );
}

function PreviewSummary({ preview }: { preview: SchedulePreview }) {
  const { t } = useTranslation("calendar");
  if (preview.clashes.length)
    return (
      <Alert color="red" variant="light" role="alert" data-testid="schedule-clashes">
        {/* hotels-bikes §8 hotel.scheduleSameDate names the date; here every one of them */}
        <Text size="sm">{t("schedule.clashes", { count: preview.clashes.length })}</Text>
        <Text size="sm" fw={600}>
          {preview.clashes.map(formatDay).join(", ")}
        </Text>
      </Alert>
    );
  return (
    <Alert color="blue" variant="light" role="status" data-testid="schedule-summary">
      <Text size="sm">
        {t("schedule.summary", {
          count: preview.count,
          first: preview.first ? formatDay(preview.first) : "",
          last: preview.last ? formatDay(preview.last) : "",
        })}
      </Text>
    </Alert>
  );
}
