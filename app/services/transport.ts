// Transport (spec hotels-bikes-transport §2 Transport): every page built.
import { TRANSPORT } from "@contract/services";
import type { AppService } from "./types";

export const TRANSPORT_APP = {
  service: TRANSPORT,
  flag: "is_transport",
  group: { key: "transport", label: "layout:menu.transportGroup", icon: "car" },
  menu: [
    { to: "/transport/services", label: "layout:menu.transportServices" },
    { to: "/transport/options", label: "layout:menu.transportOptions" },
  ],
  bookings: "built",
  soon: [],
  listingForm: "/transport/service/action",
  // a transfer's row is named by its type and route (transport:type.*, transport:route.*)
  bookingNamespaces: ["transport"],
} as const satisfies AppService;
