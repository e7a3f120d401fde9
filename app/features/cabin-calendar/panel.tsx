// The right side of /cruise/{idTour}/cabins: duration choice, the set-up button, the chosen cabin's
// month calendar, and its dialogs (URL states), all on the shared month calendar.
import { Link, useLocation } from "@remix-run/react";
import { Button, Group, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DayDialog, MonthCalendar, ScheduleDialog } from "~/features/calendar";
import { withParams } from "~/lib/list-query";
import { cabinDescription } from "./description";
import type { CabinCalendarData } from "./page.server";

export function CabinCalendarPanel({ data, cabinName }: { data: CabinCalendarData; cabinName: string }) {
  const { t } = useTranslation("calendar");
  const { pathname, search } = useLocation();
  const to = (changes: Record<string, string | number | null>) => `${pathname}${withParams(search, changes)}`;
  const closed = { modal: null, date: null, from: null };
  const description = cabinDescription(data.durations, data.currency, data.nights, data.owned);
  const keep: Record<string, string> = Object.fromEntries(
    [...new URLSearchParams(search)].filter(([k]) => !["month", "year", "modal", "date", "from"].includes(k)),
  );
  return (
    <section className="cabin-calendar" data-testid="cabin-calendar-panel">
      <Group justify="space-between" align="center" mb="xs" wrap="wrap">
        <Title order={2} size="h4">
          {t("cabin.calendarOf", { name: cabinName })}
        </Title>
        <Button
          component={Link}
          to={to({ ...closed, modal: "schedule" })}
          preventScrollReset
          data-testid="schedule-open"
        >
          {t("setUp")}
        </Button>
      </Group>
      {data.durations.length > 1 ? (
        <nav className="duration-pick" aria-label={t("cabin.duration")} data-testid="duration-pick">
          {data.durations.map((n) => (
            <Link
              key={n}
              to={to({ ...closed, nights: n })}
              preventScrollReset
              aria-current={n === data.nights ? "true" : undefined}
              className="duration-link"
            >
              {t("cabin.durationLabel", { count: n, days: n + 1 })}
            </Link>
          ))}
        </nav>
      ) : null}
      <MonthCalendar
        description={description}
        month={data.month}
        year={data.year}
        today={data.today}
        days={data.days}
        to={(changes) => to({ ...closed, ...changes })}
        keep={keep}
      />
      {data.dialog?.kind === "schedule" ? (
        <ScheduleDialog description={description} today={data.today} closeTo={to(closed)} from={data.dialog.from} />
      ) : null}
      {data.dialog?.kind === "day" ? (
        <DayDialog description={description} day={data.dialog.day} closeTo={to(closed)} />
      ) : null}
    </section>
  );
}
