// The occupancy grid's bar: 14 or 31 days, the span before and after, and the first day to show (a GET
// form: works without scripts; the URL holds `days` and `from` so a grid can be shared).
import { Link } from "@remix-run/react";
import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { addDays } from "@contract/calendar";
import { DateField } from "~/components/date-field";
import { GRID_SPANS, occupancySearch, type GridSpan } from "./query";

export function GridBar({ from, days, today }: { from: string; days: GridSpan; today: string }) {
  const { t } = useTranslation("rates");
  return (
    <Group align="flex-end" wrap="wrap" gap="sm" mb="md" className="occ-bar">
      <nav aria-label={t("occupancy.span")}>
        <Group gap={6}>
          {GRID_SPANS.map((n) => (
            <Button
              key={n}
              component={Link}
              to={occupancySearch(from, n)}
              variant={n === days ? "filled" : "default"}
              size="sm"
              aria-current={n === days ? "page" : undefined}
              data-testid={`occ-days-${n}`}
            >
              {t("occupancy.days", { count: n })}
            </Button>
          ))}
          <Button component={Link} to={occupancySearch(addDays(from, -days), days)} variant="default" size="sm">
            {t("occupancy.before")}
          </Button>
          <Button component={Link} to={occupancySearch(today, days)} variant="default" size="sm">
            {t("calendar:today")}
          </Button>
          <Button
            component={Link}
            to={occupancySearch(addDays(from, days), days)}
            variant="default"
            size="sm"
            data-testid="occ-next"
          >
            {t("occupancy.after")}
          </Button>
        </Group>
      </nav>
      <form method="get" className="occ-from" data-testid="occ-from">
        <input type="hidden" name="days" value={days} />
        <Group align="flex-end" gap={6}>
          <DateField name="from" label={t("occupancy.from")} defaultValue={from} />
          <Button type="submit" variant="default">
            {t("calendar:show")}
          </Button>
        </Group>
      </form>
    </Group>
  );
}
