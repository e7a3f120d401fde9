// Bikes (spec hotels-bikes-transport §2 Bike): the listings and their rental options are built; the
// bookings, statistics and revenue pages still answer "coming soon".
import { BIKE } from "@contract/services";
import type { AppService } from "./types";

export const BIKE_APP = {
  service: BIKE,
  flag: "is_bike",
  group: { key: "bike", label: "layout:menu.bikeGroup", icon: "bike" },
  menu: [{ to: "/bike", label: "layout:menu.bikes" }],
  bookings: "soon",
  soon: [],
} as const satisfies AppService;
