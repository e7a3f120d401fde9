// Hotels (spec hotels-bikes-transport §2 Hotel): still to come, every page answers "coming soon".
import { HOTEL } from "@contract/services";
import type { AppService } from "./types";

export const HOTEL_APP = {
  service: HOTEL,
  flag: "is_hotel",
  group: { key: "hotel", label: "layout:menu.hotelGroup", icon: "building" },
  menu: [{ to: "/hotel", label: "layout:menu.hotels" }],
  bookings: "built",
  soon: [
    ["/hotel", "list"],
    ["/hotel/action", "form"],
    ["/hotel/action/:id", "form"],
    ["/hotel/:id/rooms", "rooms"],
    ["/hotel/:id/room/action", "roomForm"],
    ["/hotel/:id/room/action/:room", "roomForm"],
  ],
} as const satisfies AppService;
