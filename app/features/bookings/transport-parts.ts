// A transport booking's own parts of its page, in a module of their own (see tour-parts.ts).
import { TransportFacts, TransportItems } from "./transport-facts";
import type { BookingParts } from "./booking-detail";

/** The transfer as booked and its money lines (hotels-bikes-transport §2, §9). */
export const TRANSPORT_PARTS: BookingParts = { Facts: TransportFacts, Items: TransportItems };
