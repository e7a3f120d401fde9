// What the listing lists tell an owner, as a browser without scripts sees them (real server, fresh
// SQLite, plain form posts): a delete that bookings refuse says why, and its confirmation warns before
// (hotels, bikes and their options, tours with bookings still to come); a listing awaiting moderation
// or rejected is never tagged "Active" on any service's list (tours-cruises §4, hotels-bikes-transport
// §4: listings are moderated before being public); each save says what it saved; a bike rental keeps to
// the bike's opening hours, and the options page states how a rental takes its bikes.
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { apiToken } from "../support/api";
import { loggedIn, marketplaceCall, pageForm, visibleText } from "../support/browserless";

const server = serverForThisFile();
const OWNER = "supplier@demo.vn";

type Day = { date: string; empty: number };
type HotelOnSale = { _id: string; name: string; status: string; agency: string; rooms: { _id: string; days: Day[] }[] };
type BikeOnSale = {
  _id: string;
  name: string;
  status: string;
  agency: string;
  opening: string;
  close: string;
  rental_by_hour: boolean;
  options: { _id: string; days: Day[] }[];
};
const dev = async <T>(path: string) => (await marketplaceCall(server.url, "GET", path)).body.data.docs as T[];
const customer = {
  contact: { fullname: "Lê Văn An", phone: "+84901234567", email: "customer@demo.vn" },
  user: "customer@demo.vn",
};
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** The confirmation's warning, as text (none: null). */
const warningOf = (html: string) => {
  const m = /data-testid="confirm-warning"[^>]*>([\s\S]*?)<\/div>/.exec(html);
  return m ? visibleText(m[1]!) : null;
};

/** A hotel of the owner with a room booked for a night from today on (a customer's booking). */
async function bookedHotel() {
  const hotel = (await dev<HotelOnSale>("dev/hotels")).find(
    (h) => h.agency === OWNER && h.rooms.some((r) => r.days.some((d) => d.empty > 0)),
  )!;
  const room = hotel.rooms.find((r) => r.days.some((d) => d.empty > 0))!;
  const night = room.days.find((d) => d.empty > 0)!.date;
  const booked = await marketplaceCall(server.url, "POST", "dev/order", {
    service: "hotel",
    hotel: hotel._id,
    date_checkin: night,
    date_checkout: dayAfter(night),
    items: [{ room: room._id, quantity: 1 }],
    ...customer,
  });
  expect(booked.body.code, JSON.stringify(booked.body)).toBe(200);
  return hotel;
}

/** A bike of the owner with an option rented from today on, picked up and returned within its hours. */
async function rentedBike() {
  const bike = (await dev<BikeOnSale>("dev/bikes")).find(
    (b) => b.agency === OWNER && b.options.some((o) => o.days.some((d) => d.empty > 0)),
  )!;
  const option = bike.options.find((o) => o.days.some((d) => d.empty > 0))!;
  const day = option.days.find((d) => d.empty > 0)!.date;
  const rented = await marketplaceCall(server.url, "POST", "dev/order", {
    service: "bike",
    bike: bike._id,
    rental_method: "day",
    date_pickup: day,
    time_pickup: bike.opening,
    date_return: dayAfter(day),
    time_return: bike.opening,
    items: [{ option: option._id, quantity: 1 }],
    ...customer,
  });
  expect(rented.body.code, JSON.stringify(rented.body)).toBe(200);
  return { bike, option };
}

describe("a delete that bookings refuse", () => {
  it("a hotel with guests to come: the dialog warns, the refusal says why", async () => {
    const hotel = await bookedHotel();
    const b = await loggedIn(server.url);
    const dialog = await b.get(`/hotel?confirm=delete&id=${hotel._id}`);
    expect(dialog.html).toContain('data-testid="confirm-dialog"');
    expect(warningOf(dialog.html)).toContain("Guests are booked in this hotel's rooms from today on");

    const refused = await b.post(`/hotel?confirm=delete&id=${hotel._id}`, { intent: "delete", id: hotel._id });
    expect(refused.url).toBe("/hotel");
    const text = visibleText(refused.html);
    expect(text).toContain("This hotel cannot be deleted: guests are booked in its rooms from today on.");
    expect(text).not.toContain("Delete failed");
    expect((await dev<HotelOnSale>("dev/hotels")).some((h) => h._id === hotel._id)).toBe(true);

    // a hotel nobody booked: no warning
    const token = await apiToken(server.url, OWNER);
    const hotels = (await marketplaceCall(server.url, "GET", "hotel/hotel?perPage=-1", undefined, token)).body.data
      .docs as { _id: string; has_bookings: boolean }[];
    expect(hotels.find((h) => h._id === hotel._id)?.has_bookings).toBe(true);
  });

  it("a bike and its option with rentals to come: refused by the marketplace (409), warned and said", async () => {
    const { bike, option } = await rentedBike();
    const token = await apiToken(server.url, OWNER);
    const direct = await marketplaceCall(server.url, "DELETE", `bike/bike/${bike._id}`, undefined, token);
    expect(direct.body).toMatchObject({ code: 409, message: "bike_has_bookings" });

    const b = await loggedIn(server.url);
    const dialog = await b.get(`/bike?confirm=delete&id=${bike._id}`);
    expect(warningOf(dialog.html)).toContain("This bike's options have rentals from today on");
    const refused = await b.post(`/bike?confirm=delete&id=${bike._id}`, { intent: "delete", id: bike._id });
    expect(visibleText(refused.html)).toContain("This bike cannot be deleted: its options have rentals from today on.");

    const optionDialog = await b.get(`/bike/${bike._id}/options?confirm=delete&id=${option._id}`);
    expect(warningOf(optionDialog.html)).toContain("This option has rentals from today on");
  });

  it("a tour with bookings still to come: the dialog says how many stay booked", async () => {
    const token = await apiToken(server.url, OWNER);
    const tours = (
      await marketplaceCall(server.url, "GET", "tour/tour?perPage=-1&type_exclude=cruise", undefined, token)
    ).body.data.docs as { _id: string; name: string; bookings_to_come: number }[];
    const busy = tours.find((t) => t.bookings_to_come > 1)!;
    expect(busy, "a demo tour with bookings to come").toBeTruthy();
    const b = await loggedIn(server.url);
    const dialog = await b.get(`/tour?name=${encodeURIComponent(busy.name)}&confirm=delete&id=${busy._id}`);
    expect(warningOf(dialog.html)).toContain(`This tour has ${busy.bookings_to_come} bookings still to come.`);
  });
});

describe("moderation on every listing list", () => {
  const stateTags = (html: string) => [...html.matchAll(/data-status="([^"]+)"/g)].map((m) => m[1]);

  it("a listing awaiting moderation or rejected is tagged so, never Active", async () => {
    const b = await loggedIn(server.url);
    // a hotel and a tour the demo leaves awaiting moderation
    const hotel = (await dev<HotelOnSale>("dev/hotels")).find((h) => h.agency === OWNER && h.status === "pending")!;
    const tours = await dev<{ _id: string; name: string; status: string; type: string; agency: string }>("dev/tours");
    const tour = tours.find((t) => t.agency === OWNER && t.status === "pending" && t.type !== "cruise")!;
    // a bike and a cruise the operator rejected
    const bike = (await dev<BikeOnSale>("dev/bikes")).find((x) => x.agency === OWNER)!;
    const cruise = tours.find((t) => t.agency === OWNER && t.type === "cruise")!;
    for (const [kind, id] of [
      ["bike", bike._id],
      ["tour", cruise._id],
    ] as const) {
      await marketplaceCall(server.url, "POST", `dev/listing/${kind}/${id}/moderate`, { approve: false });
    }
    for (const [path, name, status] of [
      ["/hotel", hotel.name, "pending"],
      ["/tour", tour.name, "pending"],
      ["/bike", bike.name, "rejected"],
      ["/cruise", cruise.name, "rejected"],
    ] as const) {
      const page = await b.get(`${path}?name=${encodeURIComponent(name)}`);
      const tags = stateTags(page.html);
      expect(tags, path).toContain(status);
      expect(tags, path).not.toContain("active");
    }

    // every transport service of the owner rejected: none of them is Active
    const services = (await dev<{ _id: string; agency: string }>("dev/transports")).filter((s) => s.agency === OWNER);
    for (const s of services)
      await marketplaceCall(server.url, "POST", `dev/listing/transport/${s._id}/moderate`, { approve: false });
    const list = await b.get("/transport/services");
    expect(stateTags(list.html)).toContain("rejected");
    expect(stateTags(list.html)).not.toContain("active");

    // approved again, the same bike is Active
    await marketplaceCall(server.url, "POST", `dev/listing/bike/${bike._id}/moderate`, { approve: true });
    const approved = stateTags((await b.get(`/bike?name=${encodeURIComponent(bike.name)}`)).html);
    expect(approved).toContain("active");
    expect(approved).not.toContain("rejected");
  });
});

describe("each action its own message", () => {
  it("adding and saving a rental option says so, not the bike's words", async () => {
    const bike = (await dev<BikeOnSale>("dev/bikes")).find((x) => x.agency === OWNER)!;
    const b = await loggedIn(server.url);
    const page = await b.get(`/bike/${bike._id}/options`);
    const added = await b.post(
      `/bike/${bike._id}/options`,
      pageForm(
        page.html,
        {
          "vi.name": "Xe tay ga tiêu chuẩn",
          "vi.description": "Mũ bảo hiểm kèm theo",
          "en.name": "Standard scooter",
          "en.description": "Helmet included",
          quantity_default: "4",
          price_day_default: "150000",
          price_hour_default: "30000",
          is_active: "on",
          intent: "save",
        },
        "bike-option",
      ),
    );
    expect(added.url).toMatch(/\?option=[a-f0-9]{24}$/);
    expect(visibleText(added.html)).toContain("Rental option added.");
    expect(visibleText(added.html)).not.toContain("Bike added");

    const saved = await b.post(
      added.url,
      pageForm(added.html, { price_day_default: "160000", intent: "save" }, "bike-option"),
    );
    expect(visibleText(saved.html)).toContain("Rental option saved.");
    expect(visibleText(saved.html)).not.toContain("The content is reviewed");
  });
});

describe("a bike rental and the bike's hours", () => {
  it("refuses a pickup or a return outside the opening hours (422 with its key), takes one within them", async () => {
    const bike = (await dev<BikeOnSale>("dev/bikes")).find(
      (x) =>
        x.agency === OWNER &&
        x.rental_by_hour &&
        x.opening > "05:00" &&
        x.close < "23:30" &&
        x.options.some((o) => o.days.some((d) => d.empty > 1)),
    )!;
    const option = bike.options.find((o) => o.days.some((d) => d.empty > 1))!;
    const day = option.days.find((d) => d.empty > 1)!;
    const rent = (time_pickup: string, time_return: string) =>
      marketplaceCall(server.url, "POST", "dev/order", {
        service: "bike",
        bike: bike._id,
        rental_method: "hour",
        date_pickup: day.date,
        time_pickup,
        date_return: day.date,
        time_return,
        items: [{ option: option._id, quantity: 1 }],
        ...customer,
      });
    const early = await rent("05:00", bike.close);
    expect(early.body).toMatchObject({
      code: 422,
      data: { issues: [{ path: "time_pickup", message: "outside_opening_hours" }], opening: bike.opening },
    });
    const late = await rent(bike.opening, "23:30");
    expect(late.body.data.issues).toEqual([{ path: "time_return", message: "outside_opening_hours" }]);
    // nothing was taken by the refused ones
    const left = async () =>
      (await dev<BikeOnSale>("dev/bikes"))
        .find((x) => x._id === bike._id)!
        .options.find((o) => o._id === option._id)!
        .days.find((d) => d.date === day.date)!.empty;
    expect(await left()).toBe(day.empty);
    // the bounds themselves are open hours; an hourly rental holds its bike for that day (the stated rule)
    const within = await rent(bike.opening, bike.close);
    expect(within.body.code, JSON.stringify(within.body)).toBe(200);
    expect(await left()).toBe(day.empty - 1);

    const b = await loggedIn(server.url);
    const page = await b.get(`/bike/${bike._id}/options`);
    expect(visibleText(page.html)).toContain("hourly rentals included: the calendar counts bikes per day");
  });
});
