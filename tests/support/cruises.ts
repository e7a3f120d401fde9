// A cabin made for a test on the demo supplier's first cruise (spec tours-cruises §3 "Cabin type"):
// its beds, facilities and photos copied from the cruise's first seeded cabin, so only what the test
// cares about is named.
import { expect } from "vitest";

type Api = (method: string, path: string, body?: unknown) => Promise<{ body: { code: number; data: any } }>;
export type TestCruise = { _id: string; durations_cruise: number[] };

/** A new cabin of `num_cabin` rooms named `name` (`en` in English) on the first cruise `api` lists. */
export async function cabinOnFirstCruise(api: Api, name: string, en: string, num_cabin: number) {
  const cruises = (await api("GET", "tour/tour?perPage=-1&type=cruise")).body.data.docs;
  const cruise = (await api("GET", `tour/tour/${cruises[0]._id}`)).body.data as TestCruise;
  const seeded = (await api("GET", `cruise/cabin?cruise=${cruise._id}&perPage=-1`)).body.data.docs[0];
  const made = await api("POST", "cruise/cabin", {
    cruise: cruise._id,
    name,
    translations: { en: { name: en } },
    price: 1_000_000,
    num_cabin,
    beds: seeded.beds.map((x: { type: string; quantity: number }) => ({ type: x.type, quantity: x.quantity })),
    all_board: false,
    extrabed: true,
    acreage: 18,
    is_active: true,
    facilities: seeded.facilities.map((f: { _id: string }) => f._id),
    image: seeded.image,
  });
  expect(made.body.code, JSON.stringify(made.body)).toBe(200);
  return { cruise, cabinId: made.body.data._id as string };
}
