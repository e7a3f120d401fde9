// Hotels (spec hotels-bikes-transport §2 Hotel): the hotel list and form, the rooms with their sales
// calendar and the room form are built.
import { HOTEL } from "@contract/services";
import type { AppService } from "./types";

export const HOTEL_APP = {
  service: HOTEL,
  flag: "is_hotel",
  group: { key: "hotel", label: "layout:menu.hotelGroup", icon: "building" },
  menu: [
    { to: "/hotel", label: "layout:menu.hotels" },
    { to: "/hotel/today", label: "layout:menu.hotelToday" },
  ],
  bookings: "built",
  soon: [],
  listingForm: "/hotel/action",
  desk: "/hotel/today",
  calendar: { page: "/hotel/:id/rooms", param: "room" },
} as const satisfies AppService;
