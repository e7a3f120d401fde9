// The dashboard's booking cards: paid bookings to confirm (with the days the rules still allow),
// today's departures, check-ins, check-outs, pickups and returns (with what blocks each), and begun
// bookings past their day to complete. Each line links to the booking (the confirm dialog to confirm).
import { useTranslation } from "react-i18next";
import { DASHBOARD_ROWS, type Blocker } from "@contract/api/dashboard";
import type { ContactFields } from "@contract/services";
import { formatDate } from "~/lib/dates";
import type { DashboardView } from "./view";
import { Line, Section } from "./section";

type Booked = DashboardView["toComplete"][number];

/** Whose contact a blocker is about (bookings:words.<wording>.<role>: the service's own word for them). */
const BLOCKER_ROLE: Record<Blocker, keyof ContactFields> = { no_driver: "driver", no_operator: "operator" };

/** The guest, the booking's code and its day as its service words it. */
function Who({ row, day }: { row: Booked | DashboardView["todayItems"][number]; day?: string }) {
  const { t } = useTranslation("dashboard");
  return (
    <div className="dash-meta">
      <span>{row.guest}</span>
      <span className="dash-code">{row.code}</span>
      {day ? <span>{t(`dayOn.${row.dayLabel}`, { date: formatDate(day, "date") })}</span> : null}
    </div>
  );
}

/** "Showing the oldest 20 of 34" when a section holds more than it lists. */
const shownOf = (t: (k: string, o?: Record<string, unknown>) => string, shown: number, count: number) =>
  count > shown ? t("shownOf", { shown: Math.min(shown, DASHBOARD_ROWS), count }) : null;

export function ToConfirm({ rows, count }: { rows: DashboardView["toConfirm"]; count: number }) {
  const { t } = useTranslation("dashboard");
  return (
    <Section
      id="to-confirm"
      title={t("section.toConfirm")}
      count={count}
      empty={t("empty.toConfirm")}
      note={shownOf(t, rows.length, count)}
    >
      {rows.map((r) => (
        <Line
          key={r.key}
          tag={t(`service.${r.wording}`)}
          title={r.name}
          href={r.href}
          action={{ label: r.confirms ? t("confirm.action") : t("open"), href: r.href, strong: r.confirms }}
          testId="dash-confirm-line"
        >
          <Who row={r} day={r.day} />
          {r.lastDay !== null && r.daysLeft !== null ? <Deadline lastDay={r.lastDay} daysLeft={r.daysLeft} /> : null}
        </Line>
      ))}
    </Section>
  );
}

/** How long the day rules still allow confirming: the last day and the days left, urgent from the last day on. */
function Deadline({ lastDay, daysLeft }: { lastDay: string; daysLeft: number }) {
  const { t } = useTranslation("dashboard");
  const left =
    daysLeft < 0
      ? t("confirm.tooLate")
      : daysLeft === 0
        ? t("confirm.lastDay")
        : t("confirm.daysLeft", { count: daysLeft });
  return (
    <div className={daysLeft <= 1 ? "dash-deadline dash-urgent" : "dash-deadline"} data-testid="dash-deadline">
      {daysLeft < 0 ? left : `${t("confirm.by", { date: formatDate(lastDay, "date") })} · ${left}`}
    </div>
  );
}

export function Today({ rows }: { rows: DashboardView["todayItems"] }) {
  const { t } = useTranslation(["dashboard", "bookings"]);
  return (
    <Section id="today" title={t("section.today")} count={rows.length} empty={t("empty.today")}>
      {rows.map((r) => (
        <Line
          key={r.key}
          tag={t(`service.${r.wording}`)}
          title={r.name}
          href={r.href}
          action={{ label: t("open"), href: r.href }}
          testId="dash-today-line"
        >
          <div className="dash-when">
            {t(`kind.${r.kind}`)}
            {r.time ? <span className="dash-time"> {r.time}</span> : null}
          </div>
          <Who row={r} />
          {r.blockers.map((b) => (
            <div key={b} className="dash-blocker" data-testid="dash-blocker" data-blocker={b}>
              {t(`blocker.${b}`, {
                who: t(`bookings:words.${r.wording}.${BLOCKER_ROLE[b]}`),
              })}
            </div>
          ))}
        </Line>
      ))}
    </Section>
  );
}

export function ToComplete({ rows, count }: { rows: DashboardView["toComplete"]; count: number }) {
  const { t } = useTranslation("dashboard");
  return (
    <Section
      id="to-complete"
      title={t("section.toComplete")}
      count={count}
      empty={t("empty.toComplete")}
      note={shownOf(t, rows.length, count)}
    >
      {rows.map((r) => (
        <Line
          key={r.key}
          tag={t(`service.${r.wording}`)}
          title={r.name}
          href={r.href}
          action={{ label: t("open"), href: r.href }}
          testId="dash-complete-line"
        >
          <Who row={r} day={r.day} />
        </Line>
      ))}
    </Section>
  );
}
