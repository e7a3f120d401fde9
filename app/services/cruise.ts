// Cruises (spec tours-cruises §2 Cruises, Layout): in the tour group, shown with the cruise flag;
// their bookings are listed with the tours' (/tour/bookings). The cruise pages are built.
import { CRUISE } from "@contract/services";
import { TOUR_APP } from "./tour";
import type { AppService } from "./types";

export const CRUISE_APP = {
  service: CRUISE,
  flag: "is_cruise",
  group: TOUR_APP.group,
  menu: [{ to: "/cruise", label: "layout:menu.cruises", flag: "is_cruise" }],
  bookings: "shared",
  soon: [],
  listingForm: "/cruise/action",
  calendar: { page: "/cruise/:id/cabins", param: "cabin" },
} as const satisfies AppService;
