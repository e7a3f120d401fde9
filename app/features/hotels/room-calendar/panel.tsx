// The right side of /hotel/{idHotel}/rooms: the chosen room's sales calendar (rooms for sale, empty,
// price per day) with its set-up and day dialogs, on the shared calendar panel.
import { Link } from "@remix-run/react";
import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CalendarPanel } from "~/features/calendar";
import { roomDescription } from "./description";
import type { RoomCalendarData } from "./page.server";

export function RoomCalendarPanel({
  data,
  roomName,
  hotelId,
}: {
  data: RoomCalendarData;
  roomName: string;
  hotelId: string;
}) {
  const { t } = useTranslation("hotel");
  return (
    <CalendarPanel
      data={data}
      description={roomDescription(data.currency, data.owned, data.price)}
      title={t("calendar.of", { name: roomName })}
      testId="room-calendar-panel"
    >
      {/* the whole hotel at a glance, and changes over a range of days already on sale */}
      <Group gap="xs" mb="xs">
        <Button
          component={Link}
          to={`/hotel/${hotelId}/occupancy`}
          variant="light"
          size="xs"
          data-testid="occupancy-open"
        >
          {t("rooms.occupancy")}
        </Button>
        <Button
          component={Link}
          to={`/hotel/${hotelId}/bulk?room=${encodeURIComponent(data.roomId)}`}
          variant="light"
          size="xs"
          data-testid="bulk-open"
        >
          {t("rooms.bulk")}
        </Button>
      </Group>
    </CalendarPanel>
  );
}
