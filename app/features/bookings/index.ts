// The bookings feature's public entry: the pages every service's bookings, statistics and
// revenue routes render, and the tours' own parts of a booking's page. Server loaders and actions are
// in the *.server.ts files (bookings-list, booking-page, actions, statistic-page, revenue-page).
// Re-exports only: code here would tie every page's download to every module it names.
export { BookingsPage } from "./bookings-list";
export { BookingDetailPage, type BookingParts } from "./booking-detail";
export { StatisticPage } from "./statistic-page";
export { RevenuePage } from "./revenue-page";
export { TourFacts } from "./tour-facts";
export { TourItems } from "./booking-items";
export { TOUR_PARTS } from "./tour-parts";
export { TRANSPORT_PARTS } from "./transport-parts";
export { titleMeta } from "./meta";
export type { Booking, BookingBase } from "./types";
export { HOTEL_PARTS } from "./hotel-parts";
export { BIKE_PARTS } from "./bike-parts";
export { CancelDialog as CancelBookingDialog } from "./booking-dialogs";
export { actionLabel } from "./words";
