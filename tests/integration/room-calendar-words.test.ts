// A hotel room's sales calendar as the owner reads it (spec hotels-bikes-transport §2 "/hotel/{idHotel}/
// rooms", §5 "Hotel room schedule setup"): an unscheduled day is named with the legend's own word in
// both languages, and the schedule dialog starts from the room type's own count and price.
import { beforeAll, describe, expect, it } from "vitest";
import { apiToken } from "../support/api";
import { serverForThisFile } from "../support/server";
import { loggedIn, marketplaceCall } from "../support/browserless";

const server = serverForThisFile();
let token: string;
const api = (method: string, p: string, body?: unknown) => marketplaceCall(server.url, method, p, body, token);
const texts = (html: string, cls: string) =>
  [...html.matchAll(new RegExp(`<(?:span|li) class="${cls}"[^>]*>([^<]*)<`, "g"))].map((m) => m[1]!);
const inputValue = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ??
  new RegExp(`<input[^>]*value="([^"]*)"[^>]*name="${name}"`).exec(html)?.[1];

let hotelId: string;
let room: { _id: string; num_room: number; price: number };

beforeAll(async () => {
  token = await apiToken(server.url, "supplier@demo.vn");
  hotelId = (await api("GET", "hotel/hotel?perPage=1")).body.data.docs[0]._id;
  // a room type of its own, so its count and price are known and its calendar is empty
  const facility = (await api("GET", "facility?type=room&perPage=-1")).body.data.docs[0]._id as string;
  const bed = (await api("GET", "bedtype?perPage=-1")).body.data.docs[0]._id as string;
  const made = await api("POST", "hotel/room", {
    hotel: hotelId,
    name: "Phòng đôi hướng hồ",
    translations: { en: { name: "Double, lake view" } },
    price: 1_250_000,
    num_room: 7,
    currency: "VND",
    facilities: [facility],
    beds: [{ type: bed, quantity: 2 }],
  });
  expect(made.body.code, JSON.stringify(made.body)).toBe(200);
  room = { _id: made.body.data._id, num_room: 7, price: 1_250_000 };
});

describe("a room's sales calendar", () => {
  for (const lng of ["vi", "en"]) {
    it(`${lng}: an unscheduled day reads as the legend names it`, async () => {
      const b = await loggedIn(server.url, "supplier@demo.vn", lng);
      const page = await b.get(`/hotel/${hotelId}/rooms?room=${room._id}`);
      expect(page.status).toBe(200);
      const legend = texts(page.html, "cal-legend-unset");
      expect(legend).toHaveLength(1);
      const days = texts(page.html, "cal-none");
      expect(days.length, "the month's coming days are unscheduled").toBeGreaterThan(0);
      expect(new Set(days)).toEqual(new Set(legend));
    });
  }

  it("the schedule dialog starts from the room type's own count and price", async () => {
    const b = await loggedIn(server.url, "supplier@demo.vn", "vi");
    const page = await b.get(`/hotel/${hotelId}/rooms?room=${room._id}&modal=schedule`);
    expect(page.status).toBe(200);
    expect(inputValue(page.html, "available")).toBe(String(room.num_room));
    expect(inputValue(page.html, "price")).toBe(String(room.price));
  });
});
