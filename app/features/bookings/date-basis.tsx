// Which day of a booking the statistics' date range selects (marketplace date_by), kept in the URL
// as date_by: the booking (creation) day by default, as the marketplace's lists filter (marketplace-
// api.md "lists": created_at; the spec names no other day for statistics), or the service's own
// day (travel, pickup, check-in: its dayField). A select in the filter bar's GET form, so the
// choice works without scripts, and a sentence saying which day the range applies to.
import { NativeSelect, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
// the zod-free list (contract/options.ts): the schemas stay out of the page's JavaScript
import { DATE_BASES, type DateBasis } from "@contract/options";
import type { ServiceDescriptor } from "@contract/services";

type Service = Pick<ServiceDescriptor, "dayField">;

export const dateBasisOf = (params: URLSearchParams): DateBasis => {
  const wanted = params.get("date_by") ?? "";
  return (DATE_BASES as readonly string[]).includes(wanted) ? (wanted as DateBasis) : "created";
};

/** The basis as this service names it: the booking day, or its own day (travel, pickup, check-in). */
const basisKey = (basis: DateBasis, service: Service) => (basis === "created" ? "created" : service.dayField);

export function DateBasisField({ value, service }: { value: DateBasis; service: Service }) {
  const { t } = useTranslation("bookings");
  return (
    <NativeSelect
      name="date_by"
      label={t("statistic.dateBy.label")}
      defaultValue={value}
      data-testid="date-basis"
      // the chevron drawn by app.css (.select-chevron): no inline SVG path in the page, whose weight
      // the revenue pages' limit counts
      rightSection={<span className="select-chevron" aria-hidden="true" />}
      data={DATE_BASES.map((b) => ({ value: b, label: t(`statistic.dateBy.${basisKey(b, service)}`) }))}
    />
  );
}

/** Which day the range applies to (and, on the revenue page, that payouts go by their payment date). */
export function RangeAppliesTo({ value, service, payouts }: { value: DateBasis; service: Service; payouts?: boolean }) {
  const { t } = useTranslation("bookings");
  return (
    <Text size="sm" c="dimmed" mb="md" data-testid="range-applies" data-basis={value}>
      {t(`statistic.rangeApplies.${basisKey(value, service)}`)}
      {payouts ? ` ${t("statistic.rangePayouts")}` : null}
    </Text>
  );
}
