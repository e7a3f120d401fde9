// The dashboard's other cards: calendar days running low or sold out and items with nothing
// scheduled (each a link to that calendar's month), listings pending moderation or rejected (a link to
// the form), and this month's money in VND by the financial statistics' rules.
import { useTranslation } from "react-i18next";
import { NOTHING_SCHEDULED_DAYS, RUNNING_LOW_DAYS } from "@contract/dashboard";
import { formatDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import type { DashboardView } from "./view";
import { Line, Section } from "./section";

export function RunningLow({ view }: { view: DashboardView }) {
  const { t } = useTranslation("dashboard");
  const { runningLow: rows, runningLowCount: count } = view;
  return (
    <Section
      id="running-low"
      title={t("section.runningLow")}
      count={count}
      empty={t("empty.runningLow", { days: RUNNING_LOW_DAYS })}
      note={count > rows.length ? t("firstOf", { shown: rows.length, count }) : null}
    >
      {rows.map((r, i) => (
        <Line
          // a static list drawn by the server: its place is its identity
          key={i}
          tag={t(`calendarKind.${r.calendarKind}`)}
          title={r.itemName}
          href={r.href}
          action={r.href ? { label: t("low.calendar"), href: r.href } : null}
          testId="dash-low-line"
        >
          <div className="dash-meta">
            <span>{r.listingName}</span>
            {r.days.length ? (
              // its days, soonest first: one line per calendar, however many of its days run low
              r.days.map((d) => (
                <span
                  key={d.day}
                  className={d.reason === "low" ? undefined : "dash-urgent"}
                  data-reason={d.reason}
                  data-testid="dash-low-day"
                >
                  {t(`low.${d.reason}`, { left: d.left, total: d.total, date: formatDate(d.day, "date") })}
                </span>
              ))
            ) : (
              <span className="dash-urgent" data-reason={r.reason}>
                {t(`low.${r.reason}`, { days: NOTHING_SCHEDULED_DAYS })}
              </span>
            )}
          </div>
        </Line>
      ))}
    </Section>
  );
}

export function Listings({ view }: { view: DashboardView }) {
  const { t } = useTranslation("dashboard");
  const { listings: rows, listingsCount: count } = view;
  return (
    <Section
      id="listings"
      title={t("section.listings")}
      count={count}
      empty={t("empty.listings")}
      note={count > rows.length ? t("firstOf", { shown: rows.length, count }) : null}
    >
      {rows.map((l) => (
        <Line
          key={l.key}
          tag={t(`service.${l.wording}`)}
          title={l.name}
          href={l.href}
          action={l.href ? { label: t("listing.edit"), href: l.href } : null}
          testId="dash-listing-line"
        >
          <span className={`tag ${l.state === "rejected" ? "tag-red" : "tag-yellow"}`} data-state={l.state}>
            {t(`listing.${l.state}`)}
          </span>
        </Line>
      ))}
    </Section>
  );
}

export function Money({ money }: { money: DashboardView["money"] }) {
  const { t, i18n } = useTranslation("dashboard");
  const vnd = (n: number) => formatMoney(n, money.currency, i18n.language);
  const payout = money.lastPayout;
  const figures = [
    ["month-income", t("money.monthIncome"), vnd(money.monthIncome), t("money.monthIncomeHint")],
    [
      "last-payout",
      t("money.lastPayout"),
      // a foreign payout without a rate has no known VND amount (hotels-bikes-transport §9)
      payout ? (payout.amount === null ? t("money.unknown") : vnd(payout.amount)) : t("money.noPayout"),
      payout ? t("money.paidOn", { date: formatDate(payout.date, "date") }) : null,
    ],
    ["balance", t("money.balance"), vnd(money.balance), t("money.balanceHint")],
  ] as const;
  return (
    <section className="dash-card" aria-labelledby="dash-money-title" data-testid="dash-money">
      <h2 className="dash-title" id="dash-money-title">
        {t("section.money")}
      </h2>
      <dl className="dash-money">
        {figures.map(([key, label, value, hint]) => (
          <div key={key} className="dash-figure">
            <dt>{label}</dt>
            <dd
              className={key === "last-payout" && !payout ? "dash-figure-none" : "dash-figure-value"}
              data-testid={`dash-${key}`}
            >
              {value}
            </dd>
            {hint ? <dd className="dash-hint">{hint}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
