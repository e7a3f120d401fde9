// The bikes feature's server half for other features: the rental desk's calls (contract/front-desk.ts
// "Rentals out today", "Per-vehicle units", "Deposits").
export { getBikeToday, handOver, listUnits, takeBack, type DeskRentalRecord } from "./api.server";
