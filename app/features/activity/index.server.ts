// The activity feature's server half for other features: a booking's history for its page.
export { bookingHistory } from "./history.server";
