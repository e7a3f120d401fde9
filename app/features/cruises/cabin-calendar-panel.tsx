// ─── SLOT: the right side of /cruise/{idTour}/cabins ─────────────────────────────────────────────
// The cabin sales calendar (issue 13, helper C2) replaces this component: it gets the cruise, its
// cabins and the chosen cabin (?cabin=, the first by default) and draws the month calendar, the bulk
// schedule and the day edit. Until then it says what will be here.
import { Paper, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CabinRow } from "./cabin-list";

export type CabinCalendarPanelProps = {
  cruise: { _id: string; name: string; durations: number[]; currency: string };
  cabins: CabinRow[];
  chosen: CabinRow | null;
};

export function CabinCalendarPanel({ chosen }: CabinCalendarPanelProps) {
  const { t } = useTranslation("cruise");
  return (
    <Paper withBorder p="md" radius="md" className="cabin-calendar-panel" data-testid="cabin-calendar-panel">
      <Title order={2} size="h4">
        {chosen ? t("cabins.calendarOf", { name: chosen.name }) : t("cabins.calendar")}
      </Title>
      <Text size="sm" c="dimmed" mt="xs">
        {chosen ? t("cabins.calendarSoon") : t("cabins.calendarNoCabin")}
      </Text>
    </Paper>
  );
}
