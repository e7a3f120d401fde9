// The filters of a list: a GET form, so they work without scripts and land in the URL.
// Refresh clears them (a link to the bare list); search submits; add leads to the form.
import { Button, Group, Paper } from "@mantine/core";
import { Form, Link, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { dateRangeProblem, enteredDateRange, type DateRange } from "~/lib/list-query";
import { isApiDate } from "~/lib/dates";
import { DateField } from "../date-field";

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
    <Paper withBorder p="md" mb="md">
      <Form method="get" action={action} className="filter-bar" data-testid="filter-bar">
        <div className="filter-fields">{children}</div>
        <Group gap="xs" className="filter-buttons">
          <Button type="submit" data-testid="filter-search">
            {t("common:list.search")}
          </Button>
          <Button component={Link} to={action} variant="default" data-testid="filter-refresh">
            {t("common:list.refresh")}
          </Button>
          {addTo ? (
            <Button component={Link} to={addTo} variant="light" data-testid="list-add">
              {addLabel ?? t("common:list.add")}
            </Button>
          ) : null}
        </Group>
      </Form>
    </Paper>
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
