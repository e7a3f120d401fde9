// The filters of a list: a GET form, so they work without scripts and land in the URL.
// Refresh clears them (a link to the bare list); search submits; add leads to the form.
import { Form, Link } from "@remix-run/react";
import { Button, Group, Paper, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { DateRange } from "~/lib/list-query";

export function FilterBar({ action, children, addTo, addLabel }: { action: string; children: React.ReactNode; addTo?: string; addLabel?: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" mb="md">
      <Form method="get" action={action} className="filter-bar" data-testid="filter-bar">
        <div className="filter-fields">{children}</div>
        <Group gap="xs" className="filter-buttons">
          <Button type="submit" data-testid="filter-search">{t("common:list.search")}</Button>
          <Button component={Link} to={action} variant="default" data-testid="filter-refresh">{t("common:list.refresh")}</Button>
          {addTo ? <Button component={Link} to={addTo} variant="light" data-testid="list-add">{addLabel ?? t("common:list.add")}</Button> : null}
        </Group>
      </Form>
    </Paper>
  );
}

/** A date range as two plain date fields (start, end); the list's loader turns them into date_range JSON. */
export function DateRangeFields({ range, fromLabel, toLabel }: { range: DateRange | null | undefined; fromLabel: string; toLabel: string }) {
  return (
    <>
      <TextInput type="date" name="start" label={fromLabel} defaultValue={range?.start ?? ""} data-testid="range-start" />
      <TextInput type="date" name="end" label={toLabel} defaultValue={range?.end ?? ""} data-testid="range-end" />
    </>
  );
}
