// The calendar part of /bike/{idBike}/options: the chosen option's sales calendar (bikes for sale,
// empty, price per day and per hour) with its set-up and day dialogs, on the shared calendar panel.
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CalendarPanel } from "~/features/calendar";
import { optionDescription } from "./description";
import type { OptionCalendarData } from "./page.server";

export function OptionCalendarPanel({ data, optionName }: { data: OptionCalendarData; optionName: string }) {
  const { t } = useTranslation("bike");
  return (
    <CalendarPanel
      data={data}
      description={optionDescription(data.currency, data.owned)}
      title={t("options.calendarOf", { name: optionName })}
      testId="option-calendar-panel"
    />
  );
}

/**
 * How a rental takes its bikes, said where the owner sets them for sale: the calendar counts bikes per
 * day (marketplace bikes/orders-dev.ts), so an hourly rental holds its bike for the whole day — the
 * safer reading, which never sells one bike twice in a day — and pickups and returns fall within the
 * bike's opening hours (spec hotels-bikes-transport §3 "Bike": opening, close).
 */
export function OptionStockRule() {
  const { t } = useTranslation("bike");
  return (
    <Text size="xs" c="dimmed" mt="sm" data-testid="option-stock-rule">
      {t("options.stockRule")}
    </Text>
  );
}
