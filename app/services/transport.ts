// Transport (spec hotels-bikes-transport §2 Transport): bookings, statistics, revenue and vehicles
// built; the services pages still answer "coming soon".
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
  soon: [
    // spec hotels-bikes-transport §2: breadcrumbs link to /transport, which leads to the services
    ["/transport", "services"],
    ["/transport/services", "services"],
    ["/transport/service/action", "serviceForm"],
    ["/transport/service/action/:id", "serviceForm"],
  ],
} as const satisfies AppService;
