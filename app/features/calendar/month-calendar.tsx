// The month grid of a sales calendar, server-rendered in plain elements (like DataList: no Mantine in
// the cells, a month draws ~40 of them): one <table>, a week per row down to a 390 px phone, where the
// amounts shrink to compact numbers. A day with a setting and not past is a link to its edit dialog; a
// free day from today on links to the bulk schedule for that day. Days without a setting look unlike
// sold-out days; today and past days are marked.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { monthGrid } from "@contract/calendar";
import { compactNumber, formatMoney } from "~/lib/money";
import type { CalendarDay, CalendarDescription } from "./description";
import { MonthBar } from "./month-bar";
import { ruleMarks } from "./night-rules";

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0]; // Monday first, numbered 0 = Sunday as in the spec

type Props = {
  description: CalendarDescription;
  month: number;
  year: number;
  today: string;
  /** The month's days with a setting. */
  days: CalendarDay[];
  /** The page's URL with these query changes (month, year, modal, date…). */
  to: (changes: Record<string, string | number | null>) => string;
  /** Hidden fields the month picker keeps (the chosen cabin and duration). */
  keep: Record<string, string>;
};

export function MonthCalendar({ description, month, year, today, days, to, keep }: Props) {
  const { t, i18n } = useTranslation("calendar");
  const lang = i18n.language;
  const byDate = new Map(days.map((d) => [d.date, d]));
  const weeks = monthGrid(month, year);
  // every label once per month, not once per cell: i18next's interpolation is the grid's main cost
  const cellFields = description.values.filter((f) => f.inCell).map((f) => ({ ...f, text: t(f.label, f.labelValues) }));
  const { words, rule } = useCellWords();
  return (
    <section className="month-calendar" aria-labelledby="month-calendar-title" data-testid="month-calendar">
      <MonthBar month={month} year={year} today={today} to={to} keep={keep} />
      <table className="month-grid">
        <WeekdayHeader />
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.day}>
              {week.map((g) => {
                if (!g.inMonth) return <td key={g.day} className="cal-day cal-out" aria-hidden="true" />;
                const day = byDate.get(g.day);
                const past = g.day < today;
                const state = !day ? "unset" : day.empty <= 0 ? "soldout" : "set";
                const marks = ruleMarks(day?.rules).map((m) => ({ key: m.key, ...rule(m.key, m.n) }));
                const classes = [
                  "cal-day",
                  `cal-${state}`,
                  day?.rules?.stop_sell ? "cal-closed" : "",
                  past ? "cal-past" : "",
                  g.day === today ? "cal-today" : "",
                ];
                const href = past
                  ? null
                  : day
                    ? to({ modal: "day", date: g.day })
                    : to({ modal: "schedule", from: g.day });
                const values = day
                  ? cellFields.flatMap((f) => {
                      const v = day.values[f.name];
                      if (v === null || v === undefined) return [];
                      return [{ ...f, full: f.money ? formatMoney(v, description.currency, lang) : String(v), v }];
                    })
                  : [];
                // what a screen reader says of the day, in one label instead of hidden words between the numbers
                const label = [
                  `${formatDay(g.day)}${href ? `: ${day ? words.edit : words.schedule}` : ""}`,
                  g.day === today ? words.today : null,
                  day
                    ? `${state === "soldout" ? words.soldOut : `${words.empty} ${day.empty}`} / ${words.forSale} ${day.available}`
                    : null,
                  ...values.map((f) => `${f.text}: ${f.full}`),
                  ...marks.map((m) => m.spoken),
                ]
                  .filter(Boolean)
                  .join(", ");
                const body = (
                  <CellBody
                    date={g.day}
                    day={day}
                    soldOut={state === "soldout"}
                    past={past}
                    today={g.day === today ? words.today : null}
                    words={words}
                    values={values.map((f) => ({
                      name: f.name,
                      text: f.text,
                      full: f.full,
                      compact: compactNumber(f.v, lang),
                    }))}
                    marks={marks}
                  />
                );
                return (
                  <td
                    key={g.day}
                    className={classes.filter(Boolean).join(" ")}
                    data-date={g.day}
                    data-count={day ? `${day.empty}/${day.available}` : undefined}
                    data-testid="cal-day"
                    aria-current={g.day === today ? "date" : undefined}
                  >
                    {href ? (
                      // named by what it shows, then the spelled-out label: the visible text is inside
                      // the link's name (WCAG 2.5.3), so speech input can say what it sees; the dialog
                      // opens over the month, which keeps its scroll position
                      <Link
                        to={href}
                        preventScrollReset
                        className="cal-link"
                        data-testid={day ? "cal-edit" : "cal-schedule"}
                      >
                        {body}
                        <span className="visually-hidden">, {label}</span>
                      </Link>
                    ) : (
                      <div className="cal-link">
                        <span className="visually-hidden">{label}</span>
                        <span className="cal-shown" aria-hidden="true">
                          {body}
                        </span>
                      </div>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <Legend rules={description.rules ?? false} />
    </section>
  );
}

type CellProps = {
  date: string;
  day: CalendarDay | undefined;
  soldOut: boolean;
  past: boolean;
  /** the word for today, on today's cell */
  today: string | null;
  words: { soldOut: string; notSet: string };
  values: { name: string; text: string; full: string; compact: string }[];
  marks: { key: string; short: string }[];
};

/** What a day's cell shows: its date, count of empty / for sale, values and the night's rules. */
function CellBody({ date, day, soldOut, past, today, words, values, marks }: CellProps) {
  return (
    <>
      <span className="cal-date">
        {Number(date.slice(8))}
        {today ? <span className="cal-today-tag">{today}</span> : null}
      </span>
      {day ? (
        <>
          <span className="cal-count">
            {soldOut ? <span className="cal-soldout-tag">{words.soldOut}</span> : day.empty}
            <span className="cal-of">/{day.available}</span>
          </span>
          {/* the compact amount (a narrow grid) is drawn by CSS from data-compact */}
          {values.map((f) => (
            <span key={f.name} className="cal-value" title={f.text} data-compact={f.compact}>
              {f.full}
            </span>
          ))}
          {marks.map((m) => (
            <span key={m.key} className={`cal-rule cal-rule-${m.key}`} data-testid={`cal-rule-${m.key}`}>
              {m.short}
            </span>
          ))}
        </>
      ) : past ? null : (
        <span className="cal-none">{words.notSet}</span>
      )}
    </>
  );
}

/** The cells' words, translated once per month, not once per cell (i18next's interpolation is the grid's main cost). */
function useCellWords() {
  const { t } = useTranslation("calendar");
  const words = {
    today: t("today"),
    soldOut: t("soldOut"),
    // the legend's own word: a day and the legend never name the unset state differently
    notSet: t("legend.unset"),
    empty: t("emptyLabel"),
    forSale: t("forSaleLabel"),
    edit: t("editDay"),
    schedule: t("scheduleDay"),
  };
  // a night's rules in words (shown short, spoken whole) and a mark, never colour alone
  const rule = (key: string, n?: number) => ({
    short: t(`rules.mark.${key}`, { n }),
    spoken: t(`rules.said.${key}`, { n }),
  });
  return { words, rule };
}

/** The weekdays, Monday first: short names shown, full names for screen readers. */
function WeekdayHeader() {
  const { t } = useTranslation("calendar");
  const weekdayName = (w: number) => t(`weekday.${w}`);
  return (
    <thead>
      <tr>
        {WEEKDAYS.map((w) => (
          <th key={w} scope="col" abbr={weekdayName(w)}>
            <span aria-hidden="true">{t(`weekdayShort.${w}`)}</span>
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** What the cells' looks mean. */
function Legend({ rules }: { rules: boolean }) {
  const { t } = useTranslation("calendar");
  return (
    <ul className="cal-legend">
      <li className="cal-legend-set">{t("legend.set")}</li>
      <li className="cal-legend-soldout">{t("legend.soldOut")}</li>
      <li className="cal-legend-unset">{t("legend.unset")}</li>
      {rules ? <li className="cal-legend-closed">{t("legend.closed")}</li> : null}
      <li className="cal-legend-past">{t("legend.past")}</li>
    </ul>
  );
}

/** DD/MM/YYYY of a YYYY-MM-DD (spec §9), without a date library in the grid. */
export const formatDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
