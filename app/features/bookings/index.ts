// The bookings feature's public entry (issue 11): the pages every service's bookings, statistics and
// revenue routes render, and the tours' own parts of a booking's page. Server loaders and actions are
// in the *.server.ts files (bookings-list, booking-page, actions, statistic-page, revenue-page).
import type { MetaFunction } from "@remix-run/node";
import { TourItems } from "./booking-items";
import { TourFacts } from "./tour-facts";
import { TransportFacts, TransportItems } from "./transport-facts";
import type { BookingParts } from "./booking-detail";

export { BookingsPage } from "./bookings-list";
export { BookingDetailPage, type BookingParts } from "./booking-detail";
export { StatisticPage } from "./statistic-page";
export { RevenuePage } from "./revenue-page";
export { TourFacts, TourItems };

/** A tour or cruise booking's own parts of its page: the tour facts card and the item table. */
export const TOUR_PARTS: BookingParts = { Facts: TourFacts, Items: TourItems };
/** A transport booking's own parts: the transfer as booked and its money lines (hotels-bikes-transport §2, §9). */
export const TRANSPORT_PARTS: BookingParts = { Facts: TransportFacts, Items: TransportItems };
export type { Booking, BookingBase } from "./types";

/** Every bookings page's title: the one its loader translated. */
export const titleMeta: MetaFunction = ({ data }) => [{ title: (data as { title?: string } | undefined)?.title ?? "" }];
