// A night's stop-sell and stay rules in the day edit (night-rules.ts): stop-sell says that price and
// rooms for sale are kept (unticking it opens the day again), the stay rules are empty for none.
import { Checkbox, SimpleGrid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FieldInput, type AnyField } from "~/components/form";

const FLAG_NAMES = ["closed_to_arrival", "closed_to_departure"] as const;

/** A checkbox posting "on", checked as its field starts (after a refused save: as it was sent). */
function Flag({ field, label, description }: { field: AnyField; label: string; description?: string }) {
  return (
    <Checkbox
      key={field.key}
      name={field.name}
      value="on"
      defaultChecked={field.initialValue === "on"}
      label={label}
      description={description}
      data-testid={`rule-${field.name}`}
    />
  );
}

export function NightRuleFields({ fields }: { fields: Record<string, AnyField> }) {
  const { t } = useTranslation("calendar");
  return (
    // a plain fieldset, as the weekday choice: Mantine's would be one more chunk on the calendar's first load
    <fieldset className="weekday-pick" data-testid="night-rules">
      <legend>{t("rules.title")}</legend>
      <Stack gap="sm">
        <Flag field={fields.stop_sell!} label={t("rules.stopSell")} description={t("rules.stopSellHint")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FieldInput field={fields.min_stay!} label={t("rules.minStay")} type="number" description={t("rules.none")} />
          <FieldInput field={fields.max_stay!} label={t("rules.maxStay")} type="number" description={t("rules.none")} />
        </SimpleGrid>
        {FLAG_NAMES.map((name) => (
          <Flag key={name} field={fields[name]!} label={t(`rules.${name}`)} />
        ))}
      </Stack>
    </fieldset>
  );
}
