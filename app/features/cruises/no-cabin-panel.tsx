// The right side of /cruise/{idTour}/cabins while the cruise has no cabin type: a cabin's sales
// calendar needs a cabin (spec tours-cruises §2 Cruises), so it says to add one first.
import { Paper, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function NoCabinPanel() {
  const { t } = useTranslation("cruise");
  return (
    <Paper withBorder p="md" radius="md" className="cabin-calendar-panel" data-testid="cabin-calendar-panel">
      <Title order={2} size="h4">
        {t("cabins.calendar")}
      </Title>
      <Text size="sm" c="dimmed" mt="xs">
        {t("cabins.calendarNoCabin")}
      </Text>
    </Paper>
  );
}
