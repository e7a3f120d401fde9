// /hotel/{idHotel}/rooms (spec hotels-bikes-transport §2 "Hotel"): the room list on the left, the
// chosen room's sales calendar on the right (the shared month calendar: `month`, `year`, the schedule
// and day dialogs as URL states). The chosen room is ?room= (the first by default); delete asks first,
// as a URL state that needs no scripts.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { localName } from "~/lib/local-name";
import { typesPageAction, typesPageTitle, typeToConfirm } from "~/features/listing/types-page.server";
import { TypesPage } from "~/features/listing/types-page";
import { deleteRoom, type HotelRecord } from "~/features/hotels/api.server";
import { requireHotel } from "~/features/hotels/hotel-page.server";
import { NoRoomPanel, RoomList } from "~/features/hotels/room-list";
import { RoomCalendarPanel } from "~/features/hotels/room-calendar/panel";
import { roomCalendarAction, roomCalendarData, type ChosenRoom } from "~/features/hotels/room-calendar/page.server";
import { ErrorPage } from "~/components/error-page";

export const handle = { i18n: ["hotel", "calendar"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

/** The room the URL chooses (?room=), else the hotel's first. */
function chosenRoom(hotel: HotelRecord, url: URL): ChosenRoom | null {
  const rooms = hotel.rooms ?? [];
  const room = rooms.find((r) => r._id === url.searchParams.get("room")) ?? rooms[0];
  return room
    ? { _id: room._id, calendar: room.calendar?._id ?? null, num_room: room.num_room, price: room.price }
    : null;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, lang, hotel } = await requireHotel(request, context, params.idHotel);
  const url = new URL(request.url);
  const currency = hotel.currency ?? "VND";
  const rooms = (hotel.rooms ?? []).map((r) => ({
    _id: r._id,
    name: localName(r, lang),
    num_room: r.num_room,
    price: r.price,
    is_active: r.is_active,
    // booked from today on: the marketplace refuses its deletion, so none is offered
    has_bookings: Boolean((r as { has_bookings?: boolean }).has_bookings),
  }));
  const chosen = chosenRoom(hotel, url);
  const { name, title } = await typesPageTitle(request, "hotel:rooms", hotel, lang);
  return {
    title,
    hotel: { _id: hotel._id, name, currency },
    rooms,
    chosen: chosen ? (rooms.find((r) => r._id === chosen._id) ?? null) : null,
    confirm: typeToConfirm(url, rooms),
    calendar: await roomCalendarData(api, url, chosen, currency),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { api, hotel } = await requireHotel(request, context, params.idHotel);
  return typesPageAction(request, {
    // the calendar's forms act on the chosen room, which must be one of this hotel's
    calendar: (form, url) => {
      const room = chosenRoom(hotel, url);
      if (!room) throw new Response(null, { status: 404 });
      return roomCalendarAction(form, { api, context, url, room, currency: hotel.currency ?? "VND" });
    },
    context,
    base: `/hotel/${hotel._id}/rooms`,
    ownIds: (hotel.rooms ?? []).map((r) => r._id),
    remove: (id) => deleteRoom(api, id),
    isBooked: (reply) => reply.code === 409,
    booked: "hotel:rooms.deleteBooked",
  });
}

export default function HotelRooms() {
  const { hotel, rooms, chosen, confirm, calendar } = useLoaderData<typeof loader>();
  return (
    <TypesPage words="hotel:rooms" name={hotel.name} listPath="/hotel" help="help-hotel-rooms" confirm={confirm}>
      <RoomList hotelId={hotel._id} rooms={rooms} chosen={chosen?._id ?? null} currency={hotel.currency} />
      {calendar && chosen ? (
        <RoomCalendarPanel data={calendar} roomName={chosen.name} hotelId={hotel._id} />
      ) : (
        <NoRoomPanel />
      )}
    </TypesPage>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
