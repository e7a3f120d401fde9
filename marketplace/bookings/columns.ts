// Which column of the orders table holds what, for every service: the columns were named when tours
// were the only service booked, and transport bookings are stored in the same ones (no migration
// renames them). Every reader and writer of an order's contact people and day goes through here.
import type { ContactFields } from "@contract/services";
import type { OrdersTable } from "./tables.js";

export type ContactRole = keyof ContactFields;
export const CONTACT_ROLES = ["operator", "guide", "driver"] as const satisfies readonly ContactRole[];

/** The column holding each contact person of a booking, whatever its service (tours-cruises §3, transport §3). */
export const CONTACT_COLUMN = {
  operator: "tour_operator",
  guide: "tour_guide",
  driver: "tour_driver",
} as const satisfies Record<ContactRole, keyof OrdersTable>;

/**
 * The column holding the booking's day in Vietnam (YYYY-MM-DD) that the day rules, the travel-day
 * filter and revenue by travel day judge it by: a tour's or cruise's travel day, a transfer's pickup day.
 */
export const SERVICE_DAY_COLUMN = "date_travel" as const satisfies keyof OrdersTable;

/** The service's contact fields (its descriptor's names) paired with the columns holding them. */
export const contactColumns = (contacts: ContactFields | null) =>
  contacts ? CONTACT_ROLES.map((role) => [contacts[role], CONTACT_COLUMN[role]] as const) : [];
