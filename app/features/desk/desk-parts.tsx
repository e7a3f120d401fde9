// What both today pages draw (contract/front-desk.ts): the day's bar (a GET form with the shared date
// field, so the day lives in the URL), a row's guest, money still due, and its actions: a desk step is a
// button posting the row's form; a step that asks first opens its dialog as a URL state
// (?confirm=<intent>&id=), which works without scripts.
import { Button, Title } from "@mantine/core";
import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DateField } from "~/components/date-field";
import { RowLink, RowSubmit } from "~/components/list/row-button";
import { formatMoney } from "~/lib/money";
import { formatDate, toInputDate } from "~/lib/dates";
import { withParams } from "~/lib/list-query";
import { actionLabel } from "~/features/bookings";

/** The refusals a row offering nothing is explained by (contract/front-desk.ts hotelDeskIdle, bikeDeskIdle); others say "nothing to do". */
const DESK_IDLE = [
  "already_checked_out",
  "already_returned",
  "warning_date_checkin",
  "warning_date_handover",
  "invalid_transition",
] as const;

/** The page on its day and page: where a row's form posts and where a dialog closes to. */
export function useDeskHref() {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  return `${pathname}${withParams("", { date: params.get("date"), page: params.get("page") })}`;
}

/** The page on its day with a row's dialog open. */
export const askHref = (href: string, intent: string, id: string) => {
  const [path, query = ""] = href.split("?");
  return `${path}${withParams(query, { confirm: intent, id })}`;
};

export function DayBar({
  path,
  entered,
  date,
  invalid,
}: {
  path: string;
  entered: string;
  date: string | null;
  invalid: boolean;
}) {
  const { t } = useTranslation("desk");
  return (
    <Form method="get" action={path} className="desk-day filter-bar" data-testid="desk-day">
      <DateField
        key={entered || date || ""}
        name="date"
        label={t("day")}
        defaultValue={invalid ? entered : (date ?? "")}
        error={invalid ? t("validation:invalid_date") : undefined}
        data-testid="desk-date"
      />
      <div className="desk-day-buttons">
        <Button type="submit" data-testid="desk-show">
          {t("show")}
        </Button>
        <Button component={Link} to={path} variant="default" data-testid="desk-today">
          {t("today")}
        </Button>
      </div>
    </Form>
  );
}

/** A titled group of rows (arrivals, out now…) with its count. */
export function DeskSection({
  id,
  title,
  count,
  order = 3,
  children,
}: {
  id: string;
  title: string;
  count: number;
  /** its heading's level: under the page's title (2), or under a place's name (3) */
  order?: 2 | 3;
  children: React.ReactNode;
}) {
  return (
    <section className="desk-section" aria-labelledby={`desk-${id}`} data-testid={`desk-${id}`}>
      <Title order={order} size="h4" id={`desk-${id}`} className="desk-section-title">
        {title} <span className="desk-count">{count}</span>
      </Title>
      {children}
    </section>
  );
}

export function GuestCell({ guest }: { guest: { fullname: string; phone: string } }) {
  return (
    <div className="cell-stack">
      <strong>{guest.fullname}</strong>
      <span className="muted">{guest.phone}</span>
    </div>
  );
}

export function DueCell({ amount, currency }: { amount: number; currency: string }) {
  const { i18n, t } = useTranslation("desk");
  return (
    <span className={amount > 0 ? "money desk-due" : "money muted"} data-testid="desk-due">
      {amount > 0 ? formatMoney(amount, currency, i18n.language) : t("settled")}
    </span>
  );
}

/** A day and time of a rental (pickup, return), in Vietnam time. */
export const when = (instant: string) => formatDate(instant, "dateTime");
export const dayText = (day: string) => toInputDate(day);

type RowProps = {
  id: string;
  service: string;
  /** the status changes the transition table allows today */
  actions: string[];
  /** the desk's steps allowed today, each posted at once unless it asks first */
  desk: readonly string[];
  /** the desk's steps that open a dialog first */
  asks: readonly string[];
  /** why the row offers nothing (a desk refusal key), said where its buttons would be */
  idle: string | null;
};

/** A row's buttons: its desk steps first (what the desk does most), then the booking's status changes. */
export function RowActions({ id, service, actions, desk, asks, idle }: RowProps) {
  const { t } = useTranslation(["desk", "bookings"]);
  const href = useDeskHref();
  const ask = (intent: string) => askHref(href, intent, id);
  if (!actions.length && !desk.length)
    return (
      <span className="muted" data-testid="desk-idle">
        {t(idle && (DESK_IDLE as readonly string[]).includes(idle) ? `desk:idle.${idle}` : "desk:noAction")}
      </span>
    );
  return (
    <div className="row-actions desk-actions" data-testid="desk-actions">
      {desk.map((step) =>
        asks.includes(step) ? (
          <RowLink key={step} to={ask(step)} preventScrollReset data-testid={`desk-${step}`}>
            {t(`desk:step.${step}`)}
          </RowLink>
        ) : (
          <Form key={step} method="post" action={href} preventScrollReset className="desk-step">
            <input type="hidden" name="id" value={id} />
            <RowSubmit name="intent" value={step} data-testid={`desk-${step}`}>
              {t(`desk:step.${step}`)}
            </RowSubmit>
          </Form>
        ),
      )}
      {actions.map((a) => (
        <RowLink
          key={a}
          to={ask(a)}
          preventScrollReset
          variant="subtle"
          color={a === "cancelled" ? "red" : "blue"}
          data-testid={`desk-status-${a}`}
        >
          {actionLabel(t, service, a)}
        </RowLink>
      ))}
    </div>
  );
}
