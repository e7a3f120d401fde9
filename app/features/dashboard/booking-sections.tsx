// The dashboard's booking cards: paid bookings to confirm (with the days the rules still allow),
// today's departures, check-ins, check-outs, pickups and returns (with what blocks each), and begun
// bookings past their day to complete. Each line links to the booking (the confirm dialog to confirm).
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import type { Blocker } from "@contract/api/dashboard";
import type { ContactFields } from "@contract/services";
import { formatDate } from "~/lib/dates";
import type { DashboardView } from "./view";
import { Line, Section } from "./section";

type T = (key: string, options?: Record<string, unknown>) => string;
type Booked = DashboardView["toComplete"][number] | DashboardView["todayItems"][number];

/** Whose contact a blocker is about (bookings:words.<wording>.<role>: the service's own word for them). */
const BLOCKER_ROLE: Partial<Record<Blocker, keyof ContactFields>> = { no_driver: "driver", no_operator: "operator" };

type DueList = DashboardView["toConfirmLists"][number];

/**
 * Each bookings list holding a figure's bookings, narrowed to exactly them (`?due=`): "Tours: all 3",
 * or with what today's are ("Hotels · Check-in: all 16").
 */
function DueLinks({ t, lists }: { t: T; lists: DueList[] }) {
  return lists.map((l) => (
    <Link key={l.href} to={l.href} prefetch="intent" className="dash-more" data-testid="dash-due-link" data-due={l.due}>
      {l.kind
        ? t("seeKind", { list: t(l.label), kind: t(`kind.${l.kind}`), count: l.count })
        : t("seeAll", { list: t(l.label), count: l.count })}
    </Link>
  ));
}

/** A card's note: how many of how many it shows (when it shows fewer), then where to read them all. */
function Note({ more, lists, t }: { more: string | null; lists: DueList[]; t: T }) {
  if (!more && !lists.length) return null;
  return (
    <>
      {more}
      <DueLinks t={t} lists={lists} />
    </>
  );
}

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
  const { toConfirm: rows, toConfirmCount: count, toConfirmLists: lists } = view;
  return (
    <Section
      id="to-confirm"
      title={t("section.toConfirm")}
      count={count}
      empty={t("empty.toConfirm")}
      note={<Note t={t} more={shownOf(t, rows.length, count, "firstOf")} lists={lists} />}
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
  const { todayItems: rows, todayCount: count, todayLists: lists } = view;
  return (
    <Section
      id="today"
      title={t("section.today")}
      count={count}
      empty={t("empty.today")}
      note={<Note t={t} more={shownOf(t, rows.length, count)} lists={lists} />}
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
              {t(`blocker.${b}`, BLOCKER_ROLE[b] ? { who: t(`bookings:words.${r.wording}.${BLOCKER_ROLE[b]}`) } : {})}
            </div>
          ))}
        </Line>
      ))}
    </Section>
  );
}

export function ToComplete({ view }: { view: DashboardView }) {
  const { toComplete: rows, toCompleteCount: count, toCompleteLists: lists } = view;
  return <OpenLines id="to-complete" rows={rows} count={count} lists={lists} testId="dash-complete-line" />;
}

/**
 * Bookings still waiting for confirmation whose time to confirm has passed: the supplier can no longer
 * act on them here; the card says what is left to do (support settles them) and leads to each and to
 * the lists holding them all.
 */
export function Stuck({ view }: { view: DashboardView }) {
  const { t } = useTranslation("dashboard");
  const { stuck: rows, stuckCount: count, stuckLists: lists } = view;
  const lead = <p className="dash-hint">{t("stuckWhat")}</p>;
  return <OpenLines id="stuck" rows={rows} count={count} lists={lists} lead={lead} testId="dash-stuck-line" />;
}

/** A section of bookings each with its "Open" link, the lists holding them all under it. */
function OpenLines(props: {
  id: "to-complete" | "stuck";
  rows: DashboardView["stuck"];
  count: number;
  lists: DashboardView["stuckLists"];
  lead?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation("dashboard");
  const { id, rows, count, lists } = props;
  const key = id === "stuck" ? "stuck" : "toComplete";
  return (
    <Section
      id={id}
      title={t(`section.${key}`)}
      count={count}
      empty={t(`empty.${key}`)}
      lead={props.lead}
      note={<Note t={t} more={shownOf(t, rows.length, count, "shownOf")} lists={lists} />}
    >
      {rows.map((r) => (
        <Line
          key={r.href}
          tag={t(`service.${r.wording}`)}
          title={r.name}
          href={r.href}
          action={{ label: t("open"), href: r.href }}
          testId={props.testId}
        >
          <Who t={t} row={r} day={r.day} />
        </Line>
      ))}
    </Section>
  );
}
