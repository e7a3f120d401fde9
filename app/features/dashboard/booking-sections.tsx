// The dashboard's booking cards: paid bookings to confirm (with the days the rules still allow),
// today's departures, check-ins, check-outs, pickups and returns (with what blocks each), and begun
// bookings past their day to complete. Each line links to the booking (the confirm dialog to confirm).
import { PLAIN_LINK } from "~/components/plain-links";
import { useTranslation } from "react-i18next";
import type { Blocker } from "@contract/api/dashboard";
import type { ContactFields } from "@contract/services";
import { formatDate } from "~/lib/dates";
import type { DashboardView } from "./view";
import { Line, Section } from "./section";

type T = (key: string, options?: Record<string, unknown>) => string;
type Booked = DashboardView["toComplete"][number] | DashboardView["todayItems"][number];

/** Whose contact a blocker is about (bookings:words.<wording>.<role>: the service's own word for them). */
const BLOCKER_ROLE: Record<Blocker, keyof ContactFields> = { no_driver: "driver", no_operator: "operator" };

/** What happens (today's lines), the guest, the booking's code and its day as its service words it; then the rest. */
function Who({ t, row, day, lead, children }: WhoProps) {
  return (
    <div className="dash-meta">
      {lead}
      <span>{row.guest}</span>
      <span className="dash-code">{row.code}</span>
      {day ? <span>{t(`dayOn.${row.dayLabel}`, { date: formatDate(day, "date") })}</span> : null}
      {children}
    </div>
  );
}

// the card's translator is handed down: a hook per line costs the server on every line of every card
type WhoProps = { t: T; row: Booked; day?: string; lead?: React.ReactNode; children?: React.ReactNode };

/** "Showing the first 10 of 34" when a card holds more than it lists. */
const shownOf = (t: T, shown: number, count: number, key = "firstOf") =>
  count > shown ? t(key, { shown, count }) : null;

export function ToConfirm({ view }: { view: DashboardView }) {
  const { t } = useTranslation(["dashboard", "layout"]);
  const { toConfirm: rows, toConfirmCount: count, waiting } = view;
  const more = shownOf(t, rows.length, count, "shownOf");
  return (
    <Section
      id="to-confirm"
      title={t("section.toConfirm")}
      count={count}
      empty={t("empty.toConfirm")}
      note={
        more ? (
          <>
            {more}
            {waiting.map((w) => (
              <a key={w.href} href={w.href} className="dash-more" {...PLAIN_LINK}>
                {t("seeAll", { list: t(w.label), count: w.count })}
              </a>
            ))}
          </>
        ) : null
      }
    >
      {rows.map((r) => (
        <Line
          key={r.href}
          tag={t(`service.${r.wording}`)}
          title={r.name}
          href={r.href}
          action={{ label: r.confirms ? t("confirm.action") : t("open"), href: r.href, strong: r.confirms }}
          testId="dash-confirm-line"
        >
          <Who t={t} row={r} day={r.day}>
            {r.lastDay !== null && r.daysLeft !== null ? (
              <Deadline t={t} lastDay={r.lastDay} daysLeft={r.daysLeft} />
            ) : null}
          </Who>
        </Line>
      ))}
    </Section>
  );
}

/** How long the day rules still allow confirming: the last day and the days left, urgent from the day before on. */
function Deadline({ t, lastDay, daysLeft }: { t: T; lastDay: string; daysLeft: number }) {
  const left =
    daysLeft < 0
      ? t("confirm.tooLate")
      : daysLeft === 0
        ? t("confirm.lastDay")
        : `${t("confirm.by", { date: formatDate(lastDay, "date") })} · ${t("confirm.daysLeft", { count: daysLeft })}`;
  return (
    <span className={daysLeft <= 1 ? "dash-urgent" : undefined} data-testid="dash-deadline">
      {left}
    </span>
  );
}

export function Today({ view }: { view: DashboardView }) {
  const { t } = useTranslation(["dashboard", "bookings"]);
  const { todayItems: rows, todayCount: count } = view;
  return (
    <Section
      id="today"
      title={t("section.today")}
      count={count}
      empty={t("empty.today")}
      note={shownOf(t, rows.length, count)}
    >
      {rows.map((r) => (
        <Line
          key={`${r.href}-${r.kind}`}
          tag={t(`service.${r.wording}`)}
          title={r.name}
          href={r.href}
          action={{ label: t("open"), href: r.href }}
          testId="dash-today-line"
        >
          <Who
            t={t}
            row={r}
            lead={
              <span className="dash-when">
                {/* a service's own word first (a cruise's check-in is boarding), else the kind's */}
                {t(`kindFor.${r.wording}.${r.kind}`, { defaultValue: t(`kind.${r.kind}`) })}
                {r.time ? ` ${r.time}` : ""}
              </span>
            }
          />
          {r.blockers.map((b) => (
            <div key={b} className="dash-blocker" data-testid="dash-blocker" data-blocker={b}>
              {t(`blocker.${b}`, { who: t(`bookings:words.${r.wording}.${BLOCKER_ROLE[b]}`) })}
            </div>
          ))}
        </Line>
      ))}
    </Section>
  );
}

export function ToComplete({ view }: { view: DashboardView }) {
  const { t } = useTranslation("dashboard");
  const { toComplete: rows, toCompleteCount: count } = view;
  return (
    <Section
      id="to-complete"
      title={t("section.toComplete")}
      count={count}
      empty={t("empty.toComplete")}
      note={shownOf(t, rows.length, count, "shownOf")}
    >
      {rows.map((r) => (
        <Line
          key={r.href}
          tag={t(`service.${r.wording}`)}
          title={r.name}
          href={r.href}
          action={{ label: t("open"), href: r.href }}
          testId="dash-complete-line"
        >
          <Who t={t} row={r} day={r.day} />
        </Line>
      ))}
    </Section>
  );
}
