// The rate calendar's screens without scripts (contract/front-desk.ts "Stop-sell and restrictions per
// day", "Bulk update of days already on sale", "Weekday prices", "Occupancy at a glance"): a night's
// edit closes and opens it again keeping price and count, with its stay rules shown in words on the
// month; the bulk form previews the nights it changes (before → after) and those below what is
// booked, then applies the same values once; the occupancy grid shows 14 or 31 days of every room
// type. Refusals keep the values; a malformed post is a 400; another supplier's hotel is not shown.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInVietnam, weekdayOf } from "@contract/calendar";
import { text } from "../security/support";
import { serverForThisFile } from "../support/server";
import { apiToken } from "../support/api";
import { type Browserless, loggedIn, marketplaceCall, pageForm, visibleText } from "../support/browserless";
import { supplierWith } from "../support/suppliers";
import { formDataOf } from "../support/form-data";

const server = serverForThisFile();
const HOTELIER = "hotelbike@demo.vn";
const today = todayInVietnam();
const dmy = (d: string) => `${d.slice(8)}-${d.slice(5, 7)}-${d.slice(0, 4)}`;
let token: string;
const call = (method: string, p: string, body?: unknown) => marketplaceCall(server.url, method, p, body, token);
const ok = (reply: { body: { code: number; data: any } }) => {
  expect(reply.body.code, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
};
type Night = { _id: string; date: string; room_available: number; empty: number; price: number; stop_sell: boolean };
const nights = async (room: string) =>
  new Map(((ok(await call("GET", `hotel/calendar?room=${room}`)).calendars ?? []) as Night[]).map((n) => [n.date, n]));

let hotelId: string;
let rooms: string[];
const first = addDays(today, 3);
let b: Browserless;

/** A room type of the hotel of its own, its nights set from `first` for 14 days at 1,000,000, 5 a night. */
async function roomWithNights(name: string) {
  const facility = ok(await call("GET", "facility?type=room&perPage=-1")).docs[0]._id;
  const bed = ok(await call("GET", "bedtype?perPage=-1")).docs[0]._id;
  const room = ok(
    await call("POST", "hotel/room", {
      hotel: hotelId,
      name,
      translations: { en: { name } },
      price: 1_000_000,
      num_room: 5,
      currency: "VND",
      facilities: [facility],
      beds: [{ type: bed, quantity: 1 }],
    }),
  )._id as string;
  const calendar = ok(
    await call("POST", "hotel/calendar", {
      room,
      price: 1_000_000,
      dateStart: first,
      dateEnd: addDays(first, 13),
      room_available: 5,
      exclusion_date: [],
    }),
  );
  ok(await call("PATCH", `hotel/room/${room}`, { calendar: calendar._id }));
  return room;
}

beforeAll(async () => {
  token = await apiToken(server.url, HOTELIER);
  hotelId = ok(await call("GET", "hotel/hotel?perPage=1")).docs[0]._id;
  rooms = [await roomWithNights("Phòng thử A"), await roomWithNights("Phòng thử B")];
  b = await loggedIn(server.url, HOTELIER, "en");
});

describe("a night's stop-sell and stay rules", () => {
  it("closes a day keeping its price and count, shows it in words, and opens it again", async () => {
    const day = addDays(first, 1);
    const url = `/hotel/${hotelId}/rooms?room=${rooms[0]}&modal=day&date=${day}`;
    const dialog = await b.get(url);
    expect(dialog.status).toBe(200);
    const closed = await b.post(
      url,
      pageForm(dialog.html, { intent: "day-save", stop_sell: "on", min_stay: "2" }, "room-day"),
    );
    expect(closed.redirects.length).toBe(1);
    expect(visibleText(closed.html)).toContain("Calendar saved");
    expect(closed.html).toMatch(/data-testid="cal-rule-closed"[^>]*>Closed</);
    expect(closed.html).toMatch(/data-testid="cal-rule-minStay"[^>]*>Min 2 n\.</);
    expect((await nights(rooms[0]!)).get(day)).toMatchObject({
      stop_sell: true,
      min_stay: 2,
      price: 1_000_000,
      room_available: 5,
    });
    // open again: the form without the tick; the price and count stay
    const again = await b.get(url);
    expect(again.html).toMatch(/name="stop_sell"[^>]*checked/);
    const opened = await b.post(url, pageForm(again.html, { intent: "day-save", stop_sell: null }, "room-day"));
    expect(opened.redirects.length).toBe(1);
    expect((await nights(rooms[0]!)).get(day)).toMatchObject({ stop_sell: false, min_stay: 2, price: 1_000_000 });
  });

  it("a maximum stay below the minimum is refused, the values kept and the field focused", async () => {
    const day = addDays(first, 2);
    const url = `/hotel/${hotelId}/rooms?room=${rooms[0]}&modal=day&date=${day}`;
    const dialog = await b.get(url);
    const refused = await b.post(
      url,
      pageForm(dialog.html, { intent: "day-save", min_stay: "4", max_stay: "2", stop_sell: "on" }, "room-day"),
    );
    expect(refused.status).toBe(200);
    expect(visibleText(refused.html)).toContain("Minimum value is 4");
    expect(refused.html).toMatch(/<input[^>]*name="max_stay"[^>]*autofocus/i);
    expect(refused.html).toMatch(/name="min_stay"[^>]*value="4"|value="4"[^>]*name="min_stay"/);
    expect((await nights(rooms[0]!)).get(day)).toMatchObject({ stop_sell: false, min_stay: null });
  });
});

const bulkUrl = () => `/hotel/${hotelId}/bulk`;
const fields = (changes: Record<string, string | string[]>) => {
  const all = { rooms, dateStart: dmy(first), dateEnd: dmy(addDays(first, 6)), ...changes };
  return formDataOf(all);
};

describe("weekday prices in the schedule", () => {
  it("a Saturday priced apart takes its own price, the other days the common one", async () => {
    const start = addDays(first, 20);
    const url = `/hotel/${hotelId}/rooms?room=${rooms[1]}&modal=schedule`;
    const dialog = await b.get(url);
    expect(dialog.html).toContain('name="weekday_price_6"');
    const form = pageForm(
      dialog.html,
      {
        intent: "schedule",
        step: "apply",
        dateStart: dmy(start),
        dateEnd: dmy(addDays(start, 6)),
        price: "900000",
        weekday_price_6: "1400000",
      },
      "room-schedule",
    );
    const saved = await b.post(url, form);
    expect(saved.redirects.length, visibleText(saved.html).slice(-400)).toBe(1);
    const set = await nights(rooms[1]!);
    for (let i = 0; i < 7; i++) {
      const d = addDays(start, i);
      expect(set.get(d)!.price).toBe(weekdayOf(d) === 6 ? 1_400_000 : 900_000);
    }
  });
});

describe("the bulk update", () => {
  it("previews the nights it changes and those below what is booked, then applies them once", async () => {
    // two rooms booked on the first night of room B: 1 for sale is below them
    ok(
      await marketplaceCall(server.url, "POST", "dev/order", {
        service: "hotel",
        hotel: hotelId,
        date_checkin: first,
        date_checkout: addDays(first, 1),
        items: [{ room: rooms[1], quantity: 2, quantity_extrabed: 0 }],
        contact: { fullname: "Nguyễn Thu Hà", phone: "+84901234567", email: "ha@example.vn" },
        status: "paid",
      }),
    );
    const page = await b.get(bulkUrl());
    expect(page.status).toBe(200);
    const preview = await b.post(
      bulkUrl(),
      fields({ intent: "preview", room_available: "1", weekday_price_5: "1500000" }),
    );
    expect(preview.status).toBe(200);
    const text = visibleText(preview.html);
    expect(text).toMatch(/Rooms for sale: 5 → 1/);
    expect(text).toContain(`${dmy(first).replaceAll("-", "/")}: 2 rooms are already booked`);
    const friday = Array.from({ length: 7 }, (_, i) => addDays(first, i)).find((d) => weekdayOf(d) === 5)!;
    expect(preview.html).toContain(`data-date="${friday}"`);
    expect(text).toMatch(/Price: 1,000,000 ₫ → 1,500,000 ₫/);
    // nothing written by the preview
    expect((await nights(rooms[0]!)).get(first)!.room_available).toBe(5);

    const applyForm = formOf(preview.html, "bulk-apply-form");
    const applied = await b.post(bulkUrl(), applyForm);
    expect(applied.redirects[0]).toMatch(new RegExp(`^/hotel/${hotelId}/occupancy\\?days=31&from=`));
    expect(visibleText(applied.html)).toMatch(/13 days changed/);
    const a = await nights(rooms[0]!);
    expect(a.get(first)!.room_available).toBe(1);
    expect(a.get(friday)!.price).toBe(1_500_000);
    expect((await nights(rooms[1]!)).get(first)!.room_available).toBe(5);
    // the same apply posted again: already saved, nothing new
    const twice = await b.post(bulkUrl(), formOf(preview.html, "bulk-apply-form"));
    expect(visibleText(twice.html)).toContain("Already saved");
  });

  it("refuses nothing to change, another hotel's room and a past range, keeping the values", async () => {
    const empty = await b.post(bulkUrl(), fields({ intent: "preview" }));
    expect(empty.status).toBe(200);
    expect(visibleText(empty.html)).toContain("Choose at least one change");
    expect(empty.html).toMatch(/<input[^>]*name="price"[^>]*autofocus/i);
    const foreign = await b.post(bulkUrl(), fields({ intent: "preview", rooms: ["not-this-hotels"], price: "5" }));
    expect(visibleText(foreign.html)).toContain("Please choose one of the options");
    const past = await b.post(bulkUrl(), fields({ intent: "preview", dateStart: dmy(addDays(today, -1)), price: "7" }));
    expect(visibleText(past.html)).toContain("The date cannot be before today");
    expect(past.html).toMatch(/name="price"[^>]*value="7"|value="7"[^>]*name="price"/);
  });

  it("a post no form offers is refused with a 400 and changes nothing", async () => {
    const bad = await b.post(bulkUrl(), fields({ intent: "drop", price: "9" }));
    expect(bad.status).toBe(400);
    const wrong = await b.post(bulkUrl(), fields({ intent: "apply", price: "abc", min_stay: "<script>" }));
    expect(wrong.status).toBe(200);
    expect((await nights(rooms[0]!)).get(addDays(first, 5))!.price).not.toBe(9);
  });
});

describe("the occupancy grid", () => {
  it("every room type × 14 or 31 days: for sale, sold, empty, price, stop-sell; a day links to its edit", async () => {
    const page = await b.get(`/hotel/${hotelId}/occupancy?days=31&from=${dmy(first)}`);
    expect(page.status).toBe(200);
    const sections = page.html.split('data-testid="occ-room"').length - 1;
    expect(sections).toBeGreaterThanOrEqual(3);
    const cells = [...page.html.matchAll(/data-testid="occ-cell"/g)].length;
    expect(cells).toBe(sections * 31);
    expect(page.html).toContain(`/hotel/${hotelId}/rooms?room=${rooms[1]}&amp;month=`);
    expect(page.html).toMatch(new RegExp(`modal=day&amp;date=${first}`));
    const text = visibleText(page.html);
    for (const w of ["For sale", "Sold", "Empty", "Price", "Stop-sell"]) expect(text).toContain(w);
    const fourteen = await b.get(`/hotel/${hotelId}/occupancy?days=7&from=nonsense`);
    expect(fourteen.status).toBe(200);
    expect([...fourteen.html.matchAll(/data-testid="occ-cell"/g)].length).toBe(sections * 14);
  });

  it("is linked from the hotels list and the room calendar", async () => {
    expect((await b.get("/hotel")).html).toContain(`href="/hotel/${hotelId}/occupancy"`);
    const rooms = await b.get(`/hotel/${hotelId}/rooms`);
    expect(rooms.html).toContain(`href="/hotel/${hotelId}/occupancy"`);
    expect(rooms.html).toContain(`href="/hotel/${hotelId}/bulk?room=`);
  });

  it("another supplier's hotel is not shown: back to the list with its warning", async () => {
    const other = await loggedIn(server.url, await supplierWith(server, "rates-other@demo.vn", ["hotel"]), "en");
    for (const p of [`/hotel/${hotelId}/occupancy`, `/hotel/${hotelId}/bulk`]) {
      const page = await other.get(p);
      expect(page.url).toBe("/hotel");
      expect(page.html).not.toContain("Phòng thử A");
    }
    const post = await other.post(`/hotel/${hotelId}/bulk`, fields({ intent: "apply", price: "11" }));
    expect(post.url).toBe("/hotel");
    // as the rooms page does: a foreign or unknown id lands on the list with the hotel's warning, scripts off
    const warning = text("en", "hotel:hotelNotExist");
    for (const id of [hotelId, "000000000000000000000000", "no-such-hotel", "a.b~c", "x".repeat(300)])
      for (const page of ["rooms", "occupancy", "bulk"]) {
        const seen = await other.get(`/hotel/${id}/${page}`);
        expect([seen.status, seen.url, visibleText(seen.html).includes(warning)], `${page} ${id}`).toEqual([
          200,
          "/hotel",
          true,
        ]);
      }
    expect((await nights(rooms[0]!)).get(addDays(first, 5))!.price).not.toBe(11);
  });
});

/** The fields of the form with this test id, as the browser posts them. */
function formOf(html: string, testId: string) {
  const start = html.lastIndexOf("<form", html.indexOf(`data-testid="${testId}"`));
  const end = html.indexOf("</form>", start);
  const fd = new FormData();
  for (const m of html.slice(start, end).matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(m[0])?.[1];
    const value = /value="([^"]*)"/.exec(m[0])?.[1] ?? "";
    if (name) fd.append(name, value.replace(/&amp;/g, "&").replace(/&quot;/g, '"'));
  }
  fd.append("intent", "apply");
  return fd;
}
