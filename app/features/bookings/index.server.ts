// The bookings feature's server half for other features: a booking's status change from another page's
// row (the front desk's, contract/front-desk.ts).
export { rowStatusAction, isStatusIntent, type RowOutcome } from "./row-action.server";
