// The calendar part of /bike/{idBike}/options: the chosen option's sales calendar (bikes for sale,
// empty, price per day and per hour) with its set-up and day dialogs, on the shared calendar panel.
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
