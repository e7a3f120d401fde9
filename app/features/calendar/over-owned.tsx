// The warning (not a refusal) when a day's availability exceeds what the type has (a cabin type's
// cabins): spec tours-cruises §5 bounds cabins for sale by 1–100 only, so the marketplace accepts it;
// the supplier is told before selling what does not exist.
import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { overOwned, type CalendarDescription } from "./description";

export function OverOwned({ description, value }: { description: CalendarDescription; value: unknown }) {
  const { t } = useTranslation("calendar");
  const over = overOwned(description, value);
  if (!over || !description.availability.overOwned) return null;
  return (
    <Alert color="orange" variant="light" role="status" data-testid="over-owned">
      {t(description.availability.overOwned, over)}
    </Alert>
  );
}
