// Bikes (spec hotels-bikes-transport §2 Bike): still to come, every page answers "coming soon".
import { BIKE } from "@contract/services";
import type { AppService } from "./types";

export const BIKE_APP = {
  service: BIKE,
  flag: "is_bike",
  group: { key: "bike", label: "layout:menu.bikeGroup", icon: "bike" },
  menu: [{ to: "/bike", label: "layout:menu.bikes" }],
  bookings: "soon",
  soon: [
    ["/bike", "list"],
    ["/bike/action", "form"],
    ["/bike/action/:id", "form"],
    ["/bike/:id/options", "options"],
  ],
} as const satisfies AppService;
