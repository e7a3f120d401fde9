// marketplace-api.md "Hotels, bikes, transport": the room types of a hotel (hotel/room). Scoped to the
// token's supplier: another supplier's hotel or room answers 404. spec §5 "Room form": persons are
// computed here from the bed types, whatever the client sent.
import { Router, type Request } from "express";
import { ListQuery, RecordDaysQuery } from "@contract/api/list";
import { RoomBodySchema, RoomCalendarLink, RoomListQuery } from "@contract/api/hotels";
import { ApiError, handler, invalidField as invalid, nowIso, parse } from "../shared/http.js";
import { currentAgency, type Ctx } from "../context.js";
import { checkCalendarLink } from "../shared/calendar-link.js";
import { randomId } from "../shared/ids.js";
import { paginate } from "../shared/paging.js";
import type { Lang } from "../shared/translate.js";
import { itemsBookedAhead } from "../calendars/store.js";
import { ROOM_CALENDAR } from "./calendar.js";
import { roomColumns } from "./columns.js";
import { ownHotel, ownRoom, roomRecords, roomsShown } from "./record.js";

export function roomRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;
  const lang = (req: Request) => ListQuery.parse(req.query).lang;
  const shown = async (agencyId: string, id: string, l: Lang, days?: number) =>
    (await roomsShown(db, [await ownRoom(db, agencyId, id)], l, days))[0]!;

  r.get(
    "/hotel/room",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const q = ListQuery.parse(req.query);
      const { hotel } = RoomListQuery.parse(req.query);
      if (!hotel) throw invalid("hotel", "required");
      await ownHotel(db, agency._id, hotel);
      return paginate(await roomRecords(db, hotel, q.lang, RecordDaysQuery.parse(req.query).days), q);
    }),
  );

  r.get(
    "/hotel/room/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      return shown(agency._id, req.params.id!, lang(req), RecordDaysQuery.parse(req.query).days);
    }),
  );

  r.post(
    "/hotel/room",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const body = parse(RoomBodySchema, req.body);
      if (!body.hotel) throw invalid("hotel", "required");
      const hotel = await ownHotel(db, agency._id, body.hotel);
      const id = randomId();
      await db
        .insertInto("rooms")
        .values({
          _id: id,
          agency_id: agency._id,
          hotel_id: hotel._id,
          // spec §2: "The currency is passed along from the hotel": the hotel's own is the one kept
          currency: hotel.currency,
          is_deleted: 0,
          created_at: nowIso(),
          ...(await roomColumns(db, agency._id, body)),
        })
        .execute();
      return shown(agency._id, id, lang(req));
    }),
  );

  r.patch(
    "/hotel/room/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const room = await ownRoom(db, agency._id, req.params.id);
      const keys = req.body && typeof req.body === "object" ? Object.keys(req.body) : [];
      if (keys.length === 1 && keys[0] === "calendar") {
        // marketplace-api.md: PATCH with {calendar} links the room's calendar: only its own one
        const { calendar } = parse(RoomCalendarLink, req.body);
        await checkCalendarLink(
          async (id) =>
            (await db.selectFrom("room_calendars").select("room_id").where("_id", "=", id).executeTakeFirst())?.room_id,
          room._id,
          calendar,
        );
        await db
          .updateTable("rooms")
          .set({ calendar_id: calendar, updated_at: nowIso() })
          .where("_id", "=", room._id)
          .execute();
        return shown(agency._id, room._id, lang(req));
      }
      const body = parse(RoomBodySchema, req.body);
      if (body.hotel && body.hotel !== room.hotel_id) throw invalid("hotel", "invalid_choice");
      await db
        .updateTable("rooms")
        .set(await roomColumns(db, agency._id, body))
        .where("_id", "=", room._id)
        .execute();
      return shown(agency._id, room._id, lang(req));
    }),
  );

  r.delete(
    "/hotel/room/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const room = await ownRoom(db, agency._id, req.params.id);
      // a room type with guests still to come stays (their bookings name it); past nights do not hold it
      if ((await itemsBookedAhead(db, ROOM_CALENDAR, [room._id])).size) throw new ApiError(409, "room_has_bookings");
      await db.updateTable("rooms").set({ is_deleted: 1, updated_at: nowIso() }).where("_id", "=", room._id).execute();
      return { _id: room._id };
    }),
  );

  return r;
}
