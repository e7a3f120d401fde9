// The day edit of a sales calendar (a URL state, ?modal=day&date=…): availability (not below what is
// booked: the message names that floor, once, the hint under the field giving way to it) and the area's
// values; a remove-setting button offered only when the day has no booking (spec tours-cruises §2 "edit
// modal with a remove-setting button", §5).
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FieldInput, FormAlert, useSchemaForm } from "~/components/form";
import { UrlDialog } from "~/components/url-dialog";
import { currencySymbol } from "~/lib/money";
import { messageParts } from "~/lib/validation";
import { bookedOf, type CalendarDay, type CalendarDescription } from "./description";
import { OverOwned } from "./over-owned";
import { NightRuleFields } from "./night-rule-fields";
import { dayEditSchema, dayFormValues } from "./schedule-form";
import { formatDay } from "./month-calendar";

export type DayReply = { form: "day"; result: SubmissionResult<string[]> };

export function DayDialog({
  description,
  day,
  closeTo,
}: {
  description: CalendarDescription;
  day: CalendarDay;
  closeTo: string;
}) {
  const { t } = useTranslation("calendar");
  const navigation = useNavigation();
  const reply = useActionData() as DayReply | undefined;
  const booked = bookedOf(day);
  const [form, fields] = useSchemaForm(dayEditSchema(description, booked), {
    id: `${description.id}-day`,
    lastResult: reply?.form === "day" ? reply.result : undefined,
    defaultValue: dayFormValues(day),
  });
  const anyField = fields as unknown as Record<string, Parameters<typeof FieldInput>[0]["field"]>;
  // a refusal below the floor says the floor itself: the hint is not shown beside it a second time
  const saysFloor = fields.available.errors?.some((e) => messageParts(e).key === "below_booked") ?? false;
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <UrlDialog title={t("day.title", { date: formatDay(day.date) })} closeTo={closeTo} testId="day-dialog">
      <Form method="post" {...getFormProps(form)} className="dialog-form" preventScrollReset>
        <input type="hidden" name="date" value={day.date} />
        <Stack>
          <FormAlert errors={form.errors} id={form.errorId} />
          <Text size="sm" data-testid="day-booked">
            {t("day.booked", { booked, empty: day.empty })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FieldInput
              field={fields.available}
              label={t(description.availability.label)}
              type="number"
              description={
                booked > 0 && !saysFloor
                  ? t("day.floor", { floor: Math.max(booked, description.availability.min) })
                  : undefined
              }
            />
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
          <OverOwned description={description} value={fields.available.value ?? fields.available.initialValue} />
          {description.rules ? <NightRuleFields fields={anyField} /> : null}
          <Group justify="space-between">
            {booked === 0 ? (
              <Button
                type="submit"
                name="intent"
                value="day-remove"
                formNoValidate
                color="red"
                variant="light"
                loading={busy("day-remove")}
                data-testid="day-remove"
              >
                {t("day.remove")}
              </Button>
            ) : (
              <Text size="xs" c="dimmed" data-testid="day-remove-blocked">
                {t("day.removeBlocked")}
              </Text>
            )}
            <Group>
              <Button component={Link} to={closeTo} variant="default" preventScrollReset data-testid="dialog-close">
                {t("common:close")}
              </Button>
              <Button type="submit" name="intent" value="day-save" loading={busy("day-save")} data-testid="day-save">
                {t("common:save")}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Form>
    </UrlDialog>
  );
}
