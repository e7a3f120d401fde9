// The month grid of a sales calendar, server-rendered in plain elements (like DataList: no Mantine in
// the cells, a month draws ~40 of them): one <table>, a week per row down to a 390 px phone, where the
// amounts shrink to compact numbers. A day with a setting and not past is a link to its edit dialog; a
// free day from today on links to the bulk schedule for that day. Days without a setting look unlike
// sold-out days; today and past days are marked.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { monthGrid } from "@contract/calendar";
import { formatMoney } from "~/lib/money";
import type { CalendarDay, CalendarDescription } from "./description";
import { MonthBar } from "./month-bar";

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0]; // Monday first, numbered 0 = Sunday as in the spec

const compactFormats = new Map<string, Intl.NumberFormat>();
function compact(n: number, lang: string) {
  let f = compactFormats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang === "en" ? "en-US" : "vi-VN", { notation: "compact", maximumFractionDigits: 1 });
    compactFormats.set(lang, f);
  }
  return f.format(n);
}

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
                const classes = ["cal-day", `cal-${state}`, past ? "cal-past" : "", g.day === today ? "cal-today" : ""];
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
                ]
                  .filter(Boolean)
                  .join(", ");
                const body = (
                  <>
                    <span className="cal-date">
                      {Number(g.day.slice(8))}
                      {g.day === today ? <span className="cal-today-tag">{words.today}</span> : null}
                    </span>
                    {day ? (
                      <>
                        <span className="cal-count">
                          {state === "soldout" ? <span className="cal-soldout-tag">{words.soldOut}</span> : day.empty}
                          <span className="cal-of">/{day.available}</span>
                        </span>
                        {/* the compact amount (a narrow grid) is drawn by CSS from data-compact */}
                        {values.map((f) => (
                          <span key={f.name} className="cal-value" title={f.text} data-compact={compact(f.v, lang)}>
                            {f.full}
                          </span>
                        ))}
                      </>
                    ) : past ? null : (
                      <span className="cal-none">{words.notSet}</span>
                    )}
                  </>
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
      <Legend />
    </section>
  );
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
function Legend() {
  const { t } = useTranslation("calendar");
  return (
    <ul className="cal-legend">
      <li className="cal-legend-set">{t("legend.set")}</li>
      <li className="cal-legend-soldout">{t("legend.soldOut")}</li>
      <li className="cal-legend-unset">{t("legend.unset")}</li>
      <li className="cal-legend-past">{t("legend.past")}</li>
    </ul>
  );
}

/** DD/MM/YYYY of a YYYY-MM-DD (spec §9), without a date library in the grid. */
export const formatDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
