// The left side of /hotel/{idHotel}/rooms (spec §2 "Hotel"): the hotel's room types with their name in
// the page's language, default number of rooms and default price in the hotel's currency, on the
// listing kit's list of types (edit, delete with confirmation, add).
import { Paper, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { UnitList } from "~/features/listing";
import { formatMoney } from "~/lib/money";

export type RoomRow = {
  _id: string;
  name: string;
  num_room: number;
  price: number;
  is_active: boolean;
  has_bookings: boolean;
};

export function RoomList({
  hotelId,
  rooms,
  chosen,
  currency,
}: {
  hotelId: string;
  rooms: RoomRow[];
  chosen: string | null;
  currency: string;
}) {
  const { t, i18n } = useTranslation("hotel");
  const base = `/hotel/${hotelId}`;
  return (
    <UnitList
      rows={rooms.map((r) => ({ ...r, deletable: !r.has_bookings }))}
      chosen={chosen}
      param="room"
      title={t("rooms.listTitle")}
      addLabel={t("rooms.add")}
      empty={t("rooms.empty")}
      addTo={`${base}/room/action`}
      editTo={(room) => `${base}/room/action/${room._id}`}
      facts={(room) => (
        <>
          {t("rooms.count", { count: room.num_room })} · {formatMoney(room.price, currency, i18n.language)}
        </>
      )}
    />
  );
}

/** The right side while the hotel has no room type: a room's calendar needs a room. */
export function NoRoomPanel() {
  const { t } = useTranslation("hotel");
  return (
    <Paper withBorder p="md" radius="md" className="cabin-calendar-panel" data-testid="room-calendar-panel">
      <Title order={2} size="h4">
        {t("rooms.calendar")}
      </Title>
      <Text size="sm" c="dimmed" mt="xs">
        {t("rooms.calendarNoRoom")}
      </Text>
    </Paper>
  );
}
