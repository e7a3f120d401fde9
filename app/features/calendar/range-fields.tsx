// A schedule's range (spec hotels-bikes-transport §5 "Room form": date range required, at most 100
// days, no past dates): the first and last day as the shared date fields, side by side on a desktop.
// The schedule dialog and the hotel's bulk update draw it the same way.
import { SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useFieldError, type AnyField } from "~/components/form";
import { DateField } from "~/components/date-field";

export function RangeFields({ start, end, testId }: { start: AnyField; end: AnyField; testId: string }) {
  const { t } = useTranslation("calendar");
  const fieldError = useFieldError();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <DateField
        name={start.name}
        id={start.id}
        label={t("calendar:schedule.dateStart")}
        defaultValue={String(start.initialValue ?? "")}
        error={fieldError(start.errors)}
        data-testid={`${testId}-start`}
      />
      <DateField
        name={end.name}
        id={end.id}
        label={t("calendar:schedule.dateEnd")}
        defaultValue={String(end.initialValue ?? "")}
        error={fieldError(end.errors)}
        description={t("calendar:schedule.spanHint")}
        data-testid={`${testId}-end`}
      />
    </SimpleGrid>
  );
}
