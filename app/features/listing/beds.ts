// The bed rows of a room-like listing (a cruise's cabin type, a hotel's room type; spec tours-cruises
// §5 "Cabin form", hotels-bikes-transport §5 "Room form"): each row a bed type and a quantity chosen
// from 1 to 15, the guests it sleeps worked out from the bed types (the marketplace does the same).
import type { Ref } from "./api.server";

/** A bed type of the reference list (spec §3 "Bed type": _id, name, numofperson). */
export type BedType = Ref & { numofperson: number };

export const BED_QUANTITIES = Array.from({ length: 15 }, (_, i) => i + 1); // spec §5: choices 1-15

/** spec §5: persons = Σ bed type persons × quantity (rows without a type or a number count nothing). */
export function personsOf(beds: { type?: unknown; quantity?: unknown }[], bedTypes: BedType[]) {
  const per = new Map(bedTypes.map((b) => [b._id, b.numofperson]));
  return beds.reduce((sum, b) => {
    const quantity = Number(b.quantity);
    return sum + (Number.isFinite(quantity) ? (per.get(String(b.type ?? "")) ?? 0) * quantity : 0);
  }, 0);
}
