// A stay's times (spec hotels-bikes-transport §9 "Check-in window shown as 12:00 to 14:00, check-out
// 12:00"): the booking page shows them and the dashboard places a day's check-ins and check-outs at them.
export const CHECKIN_WINDOW = { from: "12:00", to: "14:00" } as const;
export const CHECKOUT_TIME = "12:00";
