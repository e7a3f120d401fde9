// Bikes (spec hotels-bikes-transport §2 Bike): the listings and their rental options with their
// calendars, the bookings, statistics and revenue are built.
import { BIKE } from "@contract/services";
import type { AppService } from "./types";

export const BIKE_APP = {
  service: BIKE,
  flag: "is_bike",
  group: { key: "bike", label: "layout:menu.bikeGroup", icon: "bike" },
  menu: [
    { to: "/bike", label: "layout:menu.bikes" },
    { to: "/bike/today", label: "layout:menu.bikeToday" },
  ],
  bookings: "built",
  soon: [],
  listingForm: "/bike/action",
  desk: "/bike/today",
  calendar: { page: "/bike/:id/options", param: "option" },
} as const satisfies AppService;
