// The hotels feature's server half for other features: the front desk's calls (contract/front-desk.ts
// "Today at the desk").
export { checkIn, checkOut, getHotelToday, markNotCome } from "./api.server";
