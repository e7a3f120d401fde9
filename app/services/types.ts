// The back-office's side of a service descriptor: what the menu and the "coming soon"
// pages need beside the contract's descriptor. Data only: the menu imports it on every page, so no
// components here (a booking page's own parts are the bookings feature's, e.g. TOUR_PARTS).
import type { CapabilityFlag, ServiceDescriptor } from "@contract/services";
import type { IconName } from "~/components/icons";

/** A supplier capability flag: one per service, `is_<id>` (contract/services.ts). */
export type Flag = CapabilityFlag;

export type ComingSoonPage =
  | "list"
  | "form"
  | "cabins"
  | "cabinForm"
  | "rooms"
  | "roomForm"
  | "options"
  | "services"
  | "serviceForm"
  | "vehicles"
  | "bookings"
  | "booking"
  | "statistic"
  | "statisticRevenue";

/** A menu link of a service's own pages; `flag`: shown only when the supplier has it. */
export type MenuLink = { to: string; label: string; flag?: Flag };

/** A menu group (spec tours-cruises §2 Layout): one per area, cruises sit in the tour's. */
export type MenuGroupInfo = { key: string; label: string; icon: IconName };

export type AppService = {
  service: ServiceDescriptor;
  /** the capability flag that shows the service's menu group */
  flag: Flag;
  group: MenuGroupInfo;
  /** its own pages in the menu (listings), before its group's bookings and statistics links */
  menu: MenuLink[];
  /**
   * Its bookings, statistics and revenue pages: built (routes exist), soon (the spec's URLs answer
   * "coming soon"), or shared (they are another service's pages: cruises are in the tour's).
   */
  bookings: "built" | "soon" | "shared";
  /** the spec's pages of its own not built yet, answering "coming soon": [URL pattern, page] */
  soon: [string, ComingSoonPage][];
  /** the locale namespaces its bookings' rows read beside bookings and common (a transfer is named in its own words) */
  bookingNamespaces?: readonly string[];
  /** where one of its listings is edited: `${listingForm}/{id}` (the dashboard links a pending or rejected listing there) */
  listingForm?: string;
  /**
   * its sales calendar's page (cabins, rooms, bike options): `page` with `:id` the listing, `param` the
   * query naming the item whose month it shows (the dashboard's "calendars running low" link there)
   */
  calendar?: { page: string; param: string };
  /** its front desk's page of the day (contract/front-desk.ts): the dashboard links there */
  desk?: string;
};
