// The right side of a sales page (a cabin's, a room's calendar): its title, the set-up button, what
// the area adds above the grid (a cabin's duration choice), the month grid and its dialogs (URL
// states), all on the shared month calendar.
import type { ReactNode } from "react";
import { Link, useLocation } from "@remix-run/react";
import { Button, Group, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { withParams } from "~/lib/list-query";
import type { CalendarDay, CalendarDescription } from "./description";
import { MonthCalendar } from "./month-calendar";
import { ScheduleDialog } from "./schedule-dialog";
import { DayDialog } from "./day-dialog";

/** What a calendar page's loader hands the panel (calendarMonth + calendarDialog, with the days). */
export type CalendarPanelData = {
  today: string;
  month: number;
  year: number;
  days: CalendarDay[];
  dialog: { kind: "schedule"; from: string | null } | { kind: "day"; day: CalendarDay } | null;
};

/** The URL of the same page with some parameters changed, the calendar's dialogs closed. */
export function useCalendarLinks() {
  const { pathname, search } = useLocation();
  const closed = { modal: null, date: null, from: null };
  const to = (changes: Record<string, string | number | null>) => `${pathname}${withParams(search, changes)}`;
  return {
    to,
    closed,
    closedTo: (changes: Record<string, string | number | null> = {}) => to({ ...closed, ...changes }),
  };
}

export function CalendarPanel({
  data,
  description,
  title,
  children,
  testId,
}: {
  data: CalendarPanelData;
  description: CalendarDescription;
  title: string;
  /** shown between the title and the grid */
  children?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation("calendar");
  const { search } = useLocation();
  const { closedTo } = useCalendarLinks();
  const keep: Record<string, string> = Object.fromEntries(
    [...new URLSearchParams(search)].filter(([k]) => !["month", "year", "modal", "date", "from"].includes(k)),
  );
  return (
    <section className="cabin-calendar" data-testid={testId}>
      <Group justify="space-between" align="center" mb="xs" wrap="wrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Button component={Link} to={closedTo({ modal: "schedule" })} preventScrollReset data-testid="schedule-open">
          {t("setUp")}
        </Button>
      </Group>
      {children}
      <MonthCalendar
        description={description}
        month={data.month}
        year={data.year}
        today={data.today}
        days={data.days}
        to={(changes) => closedTo(changes)}
        keep={keep}
      />
      {data.dialog?.kind === "schedule" ? (
        <ScheduleDialog description={description} today={data.today} closeTo={closedTo()} from={data.dialog.from} />
      ) : null}
      {data.dialog?.kind === "day" ? (
        <DayDialog description={description} day={data.dialog.day} closeTo={closedTo()} />
      ) : null}
    </section>
  );
}
