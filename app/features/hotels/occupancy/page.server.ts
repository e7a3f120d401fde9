// The occupancy grid's loader half (contract/front-desk.ts "Occupancy at a glance"): every room type
// of the hotel with its days over the grid's span, read with the calendar call, in parallel.
import type { AppLoadContext } from "@remix-run/node";
import { todayInVietnam } from "@contract/calendar";
import { localName } from "~/lib/local-name";
import { getRoomDays } from "../api.server";
import { requireHotelPage } from "../hotel-page.server";
import { gridCells, occupancyQuery } from "./query";

export async function occupancyData(request: Request, context: AppLoadContext, id: string | undefined) {
  const { api, lang, hotel, title, page } = await requireHotelPage(request, context, id, "rates:occupancy");
  const today = todayInVietnam();
  const query = occupancyQuery(new URL(request.url).searchParams, today);
  const last = query.dates.at(-1)!;
  const rooms = await Promise.all(
    (hotel.rooms ?? []).map(async (room) => {
      const reply = await getRoomDays(api, room._id, query.from, last);
      if (reply.code !== 200) throw new Response(null, { status: reply.code === 404 ? 404 : 502 });
      return { _id: room._id, name: localName(room, lang), cells: gridCells(query.dates, reply.data.calendars) };
    }),
  );
  return {
    title,
    hotel: page,
    today,
    ...query,
    rooms,
  };
}
export type OccupancyData = Awaited<ReturnType<typeof occupancyData>>;
