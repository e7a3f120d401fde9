// The filters of a list: a GET form, so they work without scripts and land in the URL.
// Refresh clears them (a link to the bare list); search submits; add leads to the form.
import { Form, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { dateRangeProblem, enteredDateRange, type DateRange } from "~/lib/list-query";
import { isApiDate } from "~/lib/dates";
import { DateField } from "../date-field";
import { StaticButton, StaticButtonLink, StaticGroup, StaticPaper } from "../static-mantine";

export function FilterBar({
  action,
  children,
  addTo,
  addLabel,
}: {
  action: string;
  children: React.ReactNode;
  addTo?: string;
  addLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    // Mantine's look written out (static-mantine.tsx): on every list page, the cost of Mantine's
    // components bought nothing here
    <StaticPaper>
      <Form method="get" action={action} className="filter-bar" data-testid="filter-bar">
        <div className="filter-fields">{children}</div>
        <StaticGroup className="filter-buttons">
          <StaticButton type="submit" data-testid="filter-search">
            {t("common:list.search")}
          </StaticButton>
          <StaticButtonLink to={action} variant="default" data-testid="filter-refresh">
            {t("common:list.refresh")}
          </StaticButtonLink>
          {addTo ? (
            <StaticButtonLink to={addTo} variant="light" data-testid="list-add">
              {addLabel ?? t("common:list.add")}
            </StaticButtonLink>
          ) : null}
        </StaticGroup>
      </Form>
    </StaticPaper>
  );
}

/** With scripts either field's picker chooses the whole range, written into both. */
const RANGE = { start: "start", end: "end" };

/**
 * A date range as two date fields (start, end: DD-MM-YYYY, spec §9); the list's loader turns
 * them into date_range JSON. The fields show what was entered, read from the URL, and say why a
 * range filters nothing (a wrong date, a start after the end) rather than dropping it silently.
 */
export function DateRangeFields({
  fromLabel,
  toLabel,
}: {
  range?: DateRange | null;
  fromLabel: string;
  toLabel: string;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const entered = enteredDateRange(params.get("date_range"));
  const problem = dateRangeProblem(entered);
  const wrong = (value: string | undefined) => (value && !isApiDate(value) ? t("list.invalidDate") : undefined);
  return (
    <>
      <DateField
        key={`start-${entered.start ?? ""}`}
        name="start"
        label={fromLabel}
        defaultValue={entered.start}
        error={problem === "start_after_end" ? t("list.startAfterEnd") : wrong(entered.start)}
        range={RANGE}
        data-testid="range-start"
      />
      <DateField
        key={`end-${entered.end ?? ""}`}
        name="end"
        label={toLabel}
        defaultValue={entered.end}
        error={wrong(entered.end)}
        range={RANGE}
        data-testid="range-end"
      />
    </>
  );
}
