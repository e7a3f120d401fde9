// The marketplace side of the cruises (spec tours-cruises §3 "Cruise extras", "Cabin
// type", §5 "Cruise", "Cabin form") over real HTTP: the seeded cruises and their cabins, the list's
// type filter, a cruise created and edited with images, cabin types with persons computed from the
// bed types, the calendar link, moderation, and another supplier's cruise and cabin not found.
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { apiCaller, apiLogin } from "../support/api";
import { createSupplier } from "../../marketplace/agency/create";

const APP_ID = "supplier-backoffice";
type Account = { token: string };
type Ref = { _id: string; name: string; slug?: string; code?: string; numofperson?: number };
const server = serverForThisFile();
let a: Account; // supplier@demo.vn: three seeded cruises
let b: Account; // another cruise line (created below)
let c: Account; // newsupplier@demo.vn: tours only, no cruises
const refs = {} as { area: Ref; country: Ref; city: Ref; cruiseFacilities: Ref[]; cabinFacilities: Ref[]; beds: Ref[] };

const login = (email: string) => apiLogin(server.url, email);
const call = apiCaller(server, () => a);
const docs = async (p: string, who: Account = a) => (await call("GET", p, undefined, who)).body.data.docs as Ref[];

beforeAll(async () => {
  a = await login("supplier@demo.vn");
  // a second supplier that sells cruises, made as the operator makes one (create-supplier)
  await createSupplier(server.dataDir, {
    email: "othercruise@example.vn",
    name: "Other Cruise Line",
    password: "Demo@12345",
    services: ["tour", "cruise"],
    verified: true,
  });
  b = await login("othercruise@example.vn");
  c = await login("newsupplier@demo.vn");
  refs.area = (await docs("destination/area?perPage=-1")).find((x) => x.slug === "chau-a")!;
  refs.country = (await docs(`destination/country?perPage=-1&area=${refs.area._id}`)).find((c) => c.code === "VN")!;
  refs.city = (await docs(`destination/city?perPage=-1&country=${refs.country._id}&lang=en`)).find(
    (c) => c.name === "Ha Long",
  )!;
  refs.cruiseFacilities = await docs("tour/cruise-facility?perPage=-1&type=cruise");
  refs.cabinFacilities = await docs("facility?perPage=-1&type=cabin");
  refs.beds = await docs("bedtype?perPage=-1");
});

async function image(who: Account = a) {
  const jpeg = await sharp({ create: { width: 160, height: 100, channels: 3, background: "#1c7ed6" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "cruise.jpg");
  form.append("type", "tour");
  const res = await fetch(`${server.url}/api/v1/extra/upload/image`, {
    method: "POST",
    headers: { "X-App-Id": APP_ID, "X-Upload-Key": APP_ID, Authorization: `Bearer ${who.token}` },
    body: form,
  });
  const { filename } = ((await res.json()) as { data: { filename: string } }).data;
  expect((await call("POST", "extra/upload/save-file", { filename, type: "tour" }, who)).body.code).toBe(200);
  return filename;
}

const lang = (name: string, departure: string) => ({
  name,
  departure,
  content: [
    { key: "overview", value: "<p>Hai ngày một đêm giữa vịnh</p>" },
    { key: "departure_return", value: "<p>Cảng Tuần Châu</p>" },
  ],
});
function cruiseBody(change: Record<string, unknown> = {}) {
  return {
    type: "cruise",
    ...lang("Du thuyền Hạ Long thử nghiệm", "Cảng Tuần Châu, Hạ Long, Quảng Ninh"),
    translations: { en: lang("Ha Long test cruise", "Tuan Chau port, Ha Long, Quang Ninh") },
    area: refs.area._id,
    country: refs.country._id,
    city: refs.city._id,
    durations_cruise: [2, 1],
    cruise_time_checkin: "12:00",
    cruise_time_checkout: "10:30",
    num_stars: 5,
    price: 4_500_000,
    commission_value: 85,
    key_words: "du thuyền",
    cruise_facilities: [refs.cruiseFacilities[0]!._id],
    images: [],
    ...change,
  };
}
const bed = (slug: string) => refs.beds.find((x) => x.slug === slug)!;
function cabinBody(cruise: string, change: Record<string, unknown> = {}) {
  return {
    cruise,
    name: "Phòng Deluxe ban công",
    note: "Ban công riêng",
    translations: { en: { name: "Deluxe Balcony", note: "Private balcony" } },
    price: 4_500_000,
    num_cabin: 8,
    beds: [
      { type: bed("double-bed")._id, quantity: 1 },
      { type: bed("single-bed")._id, quantity: 2 },
    ],
    all_board: true,
    extrabed: false,
    acreage: 28,
    num_person: 1, // the marketplace computes it: 2 × 1 + 1 × 2
    is_active: true,
    facilities: [refs.cabinFacilities[0]!._id],
    image: "",
    currency: "USD",
    ...change,
  };
}

describe("cruises", () => {
  it("lists the seeded cruises with type=cruise and keeps them out of type_exclude=cruise", async () => {
    const cruises = await docs("tour/tour?type=cruise&perPage=-1");
    expect(cruises.map((c) => (c as unknown as { type: string }).type)).toEqual(["cruise", "cruise", "cruise"]);
    const tours = await docs("tour/tour?type_exclude=cruise&perPage=-1");
    expect(tours.some((t) => (t as unknown as { type: string }).type === "cruise")).toBe(false);
    const detail = (await call("GET", `tour/tour/${cruises[0]!._id}`, undefined)).body.data;
    expect(detail.cabins.length).toBeGreaterThanOrEqual(2);
    expect(detail.cabins[0].num_person).toBeGreaterThanOrEqual(1);
    expect(detail.durations_cruise.length).toBeGreaterThanOrEqual(1);
  });

  it("creates a cruise with images, edits it as a cruise, awaits moderation", async () => {
    const [f1, f2] = [await image(), await image()];
    const img = async (filename: string) => (await call("POST", "tour/image", { filename })).body.data._id as string;
    const [i1, i2] = [await img(f1), await img(f2)];
    const created = await call("POST", "tour/tour?lang=en", cruiseBody({ images: [i1, i2] }));
    expect(created.body.code, JSON.stringify(created.body)).toBe(200);
    const c = created.body.data;
    expect(c).toMatchObject({
      type: "cruise",
      durations_cruise: [1, 2],
      num_stars: 5,
      cruise_time_checkin: "12:00",
      commission_value: 85,
      status: "pending",
      cabins: [],
      departure: "Cảng Tuần Châu, Hạ Long, Quảng Ninh",
    });
    expect(c.cruise_facilities).toEqual([{ _id: refs.cruiseFacilities[0]!._id, name: expect.any(String) }]);
    expect(c.images.map((i: { _id: string }) => i._id)).toEqual([i1, i2]);

    // moderated like a tour
    const moderated = await call("POST", `dev/listing/tour/${c._id}/moderate`, { approve: true });
    expect(moderated.body.data.status).toBe("approved");
    const edited = await call("PATCH", `tour/tour/${c._id}`, cruiseBody({ images: [i2], num_stars: 4 }));
    expect(edited.body.code, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ type: "cruise", num_stars: 4, status: "pending" });
    // a cruise is judged by the cruise rules, never the tour ones
    const asTour = await call("PATCH", `tour/tour/${c._id}`, { ...cruiseBody(), type: "default" });
    expect(asTour.status).toBe(422);
    const bad = await call("POST", "tour/tour", cruiseBody({ durations_cruise: [], price: 1_000_000_001 }));
    expect(bad.status).toBe(422);
    expect((bad.body.data.issues as { path: string }[]).map((i) => i.path).sort()).toEqual([
      "durations_cruise",
      "price",
    ]);
  });

  it("adds cabin types with two bed rows, persons computed from the bed types", async () => {
    const cruise = (await call("POST", "tour/tour", cruiseBody())).body.data._id as string;
    const file = await image();
    const reply = await call("POST", "cruise/cabin", cabinBody(cruise, { image: file }));
    expect(reply.body.code, JSON.stringify(reply.body)).toBe(200);
    const cabin = reply.body.data;
    expect(cabin).toMatchObject({
      cruise,
      name: "Phòng Deluxe ban công",
      translations: { en: { name: "Deluxe Balcony" } },
      num_person: 4,
      num_cabin: 8,
      all_board: true,
      extrabed: false,
      currency: "VND", // the cruise's
      image: file,
      calendar: null,
    });
    expect(cabin.beds.map((x: { quantity: number }) => x.quantity)).toEqual([1, 2]);

    const list = await call("GET", `cruise/cabin?cruise=${cruise}`, undefined);
    expect(list.body.data).toMatchObject({ total: 1, docs: [{ _id: cabin._id }] });

    const edited = await call(
      "PATCH",
      `cruise/cabin/${cabin._id}`,
      cabinBody(cruise, { beds: [{ type: bed("king-bed")._id, quantity: 1 }], is_active: false }),
    );
    expect(edited.body.data).toMatchObject({ num_person: 2, is_active: false });

    // too many persons, a room facility, another's file: refused, nothing changed
    const tooMany = await call(
      "PATCH",
      `cruise/cabin/${cabin._id}`,
      cabinBody(cruise, { beds: [{ type: bed("double-bed")._id, quantity: 6 }] }),
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.data.issues[0]).toMatchObject({ path: "num_person", message: "max_num:10" });
    const foreign = await call("PATCH", `cruise/cabin/${cabin._id}`, cabinBody(cruise, { image: await image(b) }));
    expect(foreign.body.data.issues[0]).toMatchObject({ path: "image.0", message: "foreign_file" });
    expect((await call("GET", `cruise/cabin/${cabin._id}`, undefined)).body.data.num_person).toBe(2);

    // the marketplace links a calendar at the first schedule; a client may not name one of its own making
    const linked = await call("PATCH", `cruise/cabin/${cabin._id}`, { calendar: "cal-1" });
    expect([linked.status, linked.body.data.issues]).toEqual([
      422,
      [{ path: "calendar", message: "invalid_calendar" }],
    ]);
    const kept = (await call("GET", `cruise/cabin/${cabin._id}`, undefined)).body.data;
    expect([kept.calendar, kept.num_person]).toEqual([null, 2]);

    expect((await call("DELETE", `cruise/cabin/${cabin._id}`, undefined)).body.code).toBe(200);
    expect((await call("GET", `cruise/cabin/${cabin._id}`, undefined)).status).toBe(404);
  });

  it("answers another supplier's cruise and cabin as not found", async () => {
    const cruise = (await call("POST", "tour/tour", cruiseBody())).body.data._id as string;
    const cabin = (await call("POST", "cruise/cabin", cabinBody(cruise))).body.data._id as string;
    expect((await call("GET", `tour/tour/${cruise}`, undefined, b)).status).toBe(404);
    expect((await call("GET", `cruise/cabin?cruise=${cruise}`, undefined, b)).status).toBe(404);
    expect((await call("POST", "cruise/cabin", cabinBody(cruise), b)).status).toBe(404);
    for (const method of ["GET", "PATCH", "DELETE"]) {
      const reply = await call(method, `cruise/cabin/${cabin}`, method === "PATCH" ? cabinBody(cruise) : undefined, b);
      expect(reply.status, method).toBe(404);
      expect(reply.body.message).toBe("cabin_not_found");
    }
    expect((await call("GET", `cruise/cabin/${cabin}`, undefined)).body.data.name).toBe("Phòng Deluxe ban công");
    // a supplier without cruises writes none (tours-cruises §3 "Supplier"): refused before anything
    for (const [method, p, body] of [
      ["POST", "tour/tour", cruiseBody()],
      ["POST", "cruise/cabin", cabinBody(cruise)],
      ["PATCH", `cruise/cabin/${cabin}`, cabinBody(cruise)],
      ["DELETE", `cruise/cabin/${cabin}`, undefined],
    ] as const) {
      const reply = await call(method, p, body, c);
      expect(reply.status, `${method} ${p}`).toBe(403);
      expect(reply.body.message).toBe("service_not_enabled");
    }
    expect((await call("GET", `cruise/cabin/${cabin}`, undefined)).body.data.name).toBe("Phòng Deluxe ban công");
    // a tour is not a cruise: it has no cabins
    const tour = (await docs("tour/tour?type_exclude=cruise"))[0]!._id;
    expect((await call("POST", "cruise/cabin", cabinBody(tour))).status).toBe(404);
  });
});
