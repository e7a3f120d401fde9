// Tours (spec tours-cruises §2): the tour group of the menu; bookings, statistics and revenue built.
import { TOUR } from "@contract/services";
import type { AppService } from "./types";

export const TOUR_APP = {
  service: TOUR,
  flag: "is_tour",
  group: { key: "tour", label: "layout:menu.tourGroup", icon: "map" },
  menu: [{ to: "/tour", label: "layout:menu.tours" }],
  bookings: "built",
  soon: [],
  listingForm: "/tour/action",
} as const satisfies AppService;
