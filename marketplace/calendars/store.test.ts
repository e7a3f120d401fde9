// The shared sales calendar on a real SQLite database (spec hotels-bikes-transport §4 "Hotel and
// room", §5 "Hotel room schedule setup", "Hotel room date edit"; tours-cruises §5 for cabins): the
// first schedule makes and links the calendar, a clash writes nothing and names the first clashing
// day, a day's edit keeps what is booked, a booked day stays, and stock taken is given back.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInVietnam } from "@contract/calendar";
import { openDatabase } from "../db/database";
import type { DB } from "../db/database";
import { ROOM_CALENDAR } from "../hotels/calendar";
import {
  calendarDays,
  calendarOfItem,
  dayOf,
  editDay,
  itemsBookedAhead,
  removeDay,
  seedDays,
  writeDays,
} from "./store";
import { givePlacesBack, takePlaces } from "./stock";

let db: DB;
let dir: string;
const ROOM = "room-1";
const start = addDays(todayInVietnam(), 5);
const dates = [start, addDays(start, 1), addDays(start, 2)];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "calendar-kit-"));
  db = (await openDatabase(dir)).db;
  await sql`pragma foreign_keys = OFF`.execute(db); // a room without its hotel and supplier rows
  await db
    .insertInto("rooms")
    .values({
      _id: ROOM,
      agency_id: "a",
      hotel_id: "h",
      name: "Phòng",
      price: 1,
      num_person: 2,
      currency: "VND",
    } as never)
    .execute();
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const read = async () => {
  const calendar = await calendarOfItem(db, ROOM_CALENDAR, ROOM);
  return calendar ? calendarDays(db, ROOM_CALENDAR, calendar._id) : [];
};

describe("the shared sales calendar (rooms as the kind)", () => {
  it("the first schedule makes the calendar and links it to the item; every day is written", async () => {
    const calendar = await db
      .transaction()
      .execute((trx) => writeDays(trx, ROOM_CALENDAR, ROOM, dates, 3, { price: 500 }));
    const room = await db.selectFrom("rooms").select("calendar_id").where("_id", "=", ROOM).executeTakeFirstOrThrow();
    expect(room.calendar_id).toBe(calendar._id);
    const days = await read();
    expect(days.map((d) => [d.date, d.room_available, d.empty, d.price])).toEqual(dates.map((d) => [d, 3, 3, 500]));
  });

  it("a range meeting a set day is refused as a whole, naming the first clashing day", async () => {
    const before = await read();
    const range = [addDays(start, -1), dates[1]!, dates[2]!, addDays(start, 3)];
    const refused = db.transaction().execute((trx) => writeDays(trx, ROOM_CALENDAR, ROOM, range, 1, { price: 9 }));
    await expect(refused).rejects.toMatchObject({
      code: 409,
      message: "schedule_same_date",
      data: { existDate: dates[1] },
    });
    expect(await read()).toEqual(before);
  });

  it("stock taken is refused beyond what is empty, edits keep the booked count, and is given back", async () => {
    await db.transaction().execute((trx) => takePlaces(trx, ROOM_CALENDAR, ROOM, dates.slice(0, 2), 2));
    const over = db.transaction().execute((trx) => takePlaces(trx, ROOM_CALENDAR, ROOM, [dates[2]!, dates[0]!], 2));
    await expect(over).rejects.toMatchObject({ code: 409, message: "sold_out" });
    const missing = db.transaction().execute((trx) => takePlaces(trx, ROOM_CALENDAR, ROOM, [addDays(start, 40)], 1));
    await expect(missing).rejects.toMatchObject({ code: 409, message: "not_on_sale" });
    // the refused booking took nothing, not even its first day's rooms
    expect((await read()).map((d) => d.empty)).toEqual([1, 1, 3]);
    expect(await itemsBookedAhead(db, ROOM_CALENDAR, [ROOM, "other"])).toEqual(new Set([ROOM]));

    const [first] = await read();
    await expect(editDay(db, ROOM_CALENDAR, first!._id, 1, { price: 700 })).rejects.toMatchObject({
      code: 422,
      data: { min: 2, issues: [{ path: "room_available", message: "below_booked:2" }] },
    });
    const edited = await editDay(db, ROOM_CALENDAR, first!._id, 4, { price: 700 });
    expect([edited.room_available, edited.empty, edited.price]).toEqual([4, 2, 700]);
    await expect(removeDay(db, ROOM_CALENDAR, first!._id)).rejects.toMatchObject({
      code: 409,
      message: "has_bookings",
    });

    await db.transaction().execute((trx) => givePlacesBack(trx, ROOM_CALENDAR, ROOM, dates.slice(0, 2), 2));
    await db.transaction().execute((trx) => givePlacesBack(trx, ROOM_CALENDAR, ROOM, dates.slice(0, 2), 2));
    // never above the rooms for sale, however often given back
    expect((await read()).map((d) => [d.room_available, d.empty])).toEqual([
      [4, 4],
      [3, 3],
      [3, 3],
    ]);
    await removeDay(db, ROOM_CALENDAR, first!._id);
    expect((await read()).map((d) => d.date)).toEqual(dates.slice(1));
  });

  it("a past day is history: it cannot be edited", async () => {
    const calendar = (await calendarOfItem(db, ROOM_CALENDAR, ROOM))!;
    const past = addDays(todayInVietnam(), -3);
    await sql`insert into room_calendar_days (_id, calendar_id, date, room_available, empty, price, created_at, updated_at)
      values ('past', ${calendar._id}, ${past}, 1, 1, 1, '', '')`.execute(db);
    await expect(dayOf(db, ROOM_CALENDAR, calendar._id, "past")).rejects.toMatchObject({
      code: 409,
      message: "day_passed",
    });
    await expect(dayOf(db, ROOM_CALENDAR, "other", "past")).rejects.toMatchObject({ code: 404 });
  });

  it("a demo calendar is seeded linked, each day with its own values and booked count", async () => {
    await db
      .insertInto("rooms")
      .values({
        _id: "room-2",
        agency_id: "a",
        hotel_id: "h",
        name: "P",
        price: 1,
        num_person: 1,
        currency: "VND",
      } as never)
      .execute();
    const id = await seedDays(
      db,
      ROOM_CALENDAR,
      "room-2",
      [
        { date: dates[0]!, available: 5, booked: 2, values: { price: 100 } },
        { date: dates[1]!, available: 5, booked: 5, values: { price: 120 } },
      ],
      "2030-01-01T00:00:00.000Z",
    );
    expect((await calendarOfItem(db, ROOM_CALENDAR, "room-2"))?._id).toBe(id);
    expect((await calendarDays(db, ROOM_CALENDAR, id)).map((d) => [d.room_available, d.empty, d.price])).toEqual([
      [5, 3, 100],
      [5, 0, 120],
    ]);
  });
});
