// A tour or cruise booking's own parts of its page: the tour facts card and the item table. Its own
// module, so a page that needs only the list does not download the detail page's table.
import { TourItems } from "./booking-items";
import { TourFacts } from "./tour-facts";
import type { BookingParts } from "./booking-detail";

export const TOUR_PARTS: BookingParts = { Facts: TourFacts, Items: TourItems };
