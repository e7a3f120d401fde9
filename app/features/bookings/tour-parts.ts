// A tour or cruise booking's own parts of its page, in a module of their own so a page that needs only
// the list (or another service's booking) does not download them.
import { TourItems } from "./booking-items";
import { TourFacts } from "./tour-facts";
import type { BookingParts } from "./booking-detail";

/** A tour or cruise booking's own parts of its page: the tour facts card and the item table. */
export const TOUR_PARTS: BookingParts = { Facts: TourFacts, Items: TourItems };
