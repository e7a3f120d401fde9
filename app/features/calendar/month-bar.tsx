// The bar above a sales calendar's month grid: the month's title, links to the months before and
// after (within the spec's range), and a month and year picker that is a GET form (works without scripts).
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { neighbours, yearChoices } from "@contract/calendar";
import { monthName } from "~/lib/dates";

/** The month's title, its neighbours' links, and the month and year picker (a GET form: works without scripts). */
export function MonthBar({
  month,
  year,
  today,
  to,
  keep,
}: {
  month: number;
  year: number;
  today: string;
  /** The page's URL with these query changes (month, year…). */
  to: (changes: Record<string, string | number | null>) => string;
  /** Hidden fields the month picker keeps (the chosen cabin and duration). */
  keep: Record<string, string>;
}) {
  const { t, i18n } = useTranslation("calendar");
  const lang = i18n.language;
  const { prev, next } = neighbours(month, year, today);
  return (
    <div className="month-calendar-bar">
      {prev ? (
        <Link
          to={to(prev)}
          className="month-step"
          preventScrollReset
          aria-label={t("prevMonth")}
          data-testid="month-prev"
        >
          ‹
        </Link>
      ) : null}
      <h3 id="month-calendar-title" className="month-calendar-title">
        {t("monthTitle", { month, year })}
      </h3>
      {next ? (
        <Link
          to={to(next)}
          className="month-step"
          preventScrollReset
          aria-label={t("nextMonth")}
          data-testid="month-next"
        >
          ›
        </Link>
      ) : null}
      {/* a GET form: the month and year picker works without scripts (spec §2: years ±10) */}
      <form method="get" className="month-pick" data-testid="month-pick">
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label>
          <span className="visually-hidden">{t("month")}</span>
          <select name="month" defaultValue={month} key={`m${month}`}>
            {Array.from({ length: 12 }, (_, i) => (
              <option key={i} value={i + 1}>
                {monthName(i + 1, lang)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="visually-hidden">{t("year")}</span>
          <select name="year" defaultValue={year} key={`y${year}`}>
            {yearChoices(today).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="month-go">
          {t("show")}
        </button>
      </form>
    </div>
  );
}
