// A bike booking's own parts of its page, in a module of their own (see tour-parts.ts).
import { BikeFacts, BikeItems } from "./bike-facts";
import type { BookingParts } from "./booking-detail";

/** The rental (bike, pickup and return, rental method and time) and its option lines with the money footer (hotels-bikes-transport §3, §9). */
export const BIKE_PARTS: BookingParts = { Facts: BikeFacts, Items: BikeItems };
