// The right side of /cruise/{idTour}/cabins: the chosen cabin's month calendar for the chosen duration
// (with the duration choice above the grid), on the shared calendar panel.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CalendarPanel, useCalendarLinks } from "~/features/calendar";
import { cabinDescription } from "./description";
import type { CabinCalendarData } from "./page.server";

export function CabinCalendarPanel({ data, cabinName }: { data: CabinCalendarData; cabinName: string }) {
  const { t } = useTranslation("calendar");
  const { closedTo } = useCalendarLinks();
  const description = cabinDescription(data.durations, data.currency, data.nights, data.owned);
  return (
    <CalendarPanel
      data={data}
      description={description}
      title={t("cabin.calendarOf", { name: cabinName })}
      testId="cabin-calendar-panel"
    >
      {data.durations.length > 1 ? (
        <nav className="duration-pick" aria-label={t("cabin.duration")} data-testid="duration-pick">
          {data.durations.map((n) => (
            <Link
              key={n}
              to={closedTo({ nights: n })}
              preventScrollReset
              aria-current={n === data.nights ? "true" : undefined}
              className="duration-link"
            >
              {t("cabin.durationLabel", { count: n, days: n + 1 })}
            </Link>
          ))}
        </nav>
      ) : null}
    </CalendarPanel>
  );
}
