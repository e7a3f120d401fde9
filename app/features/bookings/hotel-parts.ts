// A hotel booking's own parts of its page, in a module of their own (see tour-parts.ts).
import { HotelFacts, HotelItems } from "./hotel-facts";
import type { BookingParts } from "./booking-detail";

/** The stay, its payment and transfer code, and its room lines with the fee footer (hotels-bikes-transport §2, §9). */
export const HOTEL_PARTS: BookingParts = { Facts: HotelFacts, Items: HotelItems };
