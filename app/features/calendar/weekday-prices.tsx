// "Weekday prices" (contract/front-desk.ts): a price per weekday over the common one, optional (e.g.
// Friday and Saturday higher), in a room's schedule and in the bulk rate update. Fields
// `weekday_price_0` (Sunday) … `weekday_price_6`, Monday first on screen.
import { SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FieldInput, type AnyField } from "~/components/form";
import { WEEKDAY_NUMBERS, weekdayPriceName } from "./schedule-form";

/** "Weekday prices": a price per weekday over the common one (optional; e.g. Friday and Saturday higher). */
export function WeekdayPrices({ fields, money }: { fields: Record<string, AnyField>; money: string }) {
  const { t } = useTranslation("calendar");
  return (
    <fieldset className="weekday-pick" data-testid="weekday-prices">
      <legend>{`${t("schedule.weekdayPrices")}${money}`}</legend>
      <Text size="xs" c="dimmed" mb={4}>
        {t("schedule.weekdayPricesHint")}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
        {WEEKDAY_NUMBERS.map((d) => (
          <FieldInput
            key={d}
            field={fields[weekdayPriceName(d)]!}
            label={t(`weekday.${d}`)}
            type="number"
            data-testid={`wp-${d}`}
          />
        ))}
      </SimpleGrid>
    </fieldset>
  );
}
