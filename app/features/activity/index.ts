// The activity feature's public entry (spec team.md §Screens): the /activity page and a booking's
// history, which every service's booking page shows. Re-exports only.
export { ActivityPage } from "./activity-page";
export { BookingHistory, type BookingHistoryData } from "./booking-history";
