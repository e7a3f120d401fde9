// The right side of /hotel/{idHotel}/rooms: the chosen room's sales calendar (rooms for sale, empty,
// price per day) with its set-up and day dialogs, on the shared calendar panel.
import { useTranslation } from "react-i18next";
import { CalendarPanel } from "~/features/calendar";
import { roomDescription } from "./description";
import type { RoomCalendarData } from "./page.server";

export function RoomCalendarPanel({ data, roomName }: { data: RoomCalendarData; roomName: string }) {
  const { t } = useTranslation("hotel");
  return (
    <CalendarPanel
      data={data}
      description={roomDescription(data.currency, data.owned, data.price)}
      title={t("calendar.of", { name: roomName })}
      testId="room-calendar-panel"
    />
  );
}
