// How a service's booking is named in a list row, on the page and in the CSV, where the listing's own
// name is not what a person reads (hotels-bikes-transport §2: a transfer by its type and route). A
// service without one is named by its listing (the descriptor's `item`). Each service's naming is
// its own module; this is where they are registered.
import { TRANSPORT } from "@contract/services";
import { TRANSPORT_ROW_NAMING } from "./transport-row";
import type { Booking } from "./types";

export type T = (key: string, options?: Record<string, unknown>) => string;

export type RowNaming<N = unknown> = {
  /** what a row keeps of the booking to name it: plain data, it crosses the loader to the page */
  of: (b: Booking) => N | null;
  /** the booked item's name as a person reads it, from what `of` kept */
  name: (t: T, kept: N) => string;
};

const namings = new Map<string, RowNaming>([[TRANSPORT.id, TRANSPORT_ROW_NAMING as RowNaming]]);

/** Names a service's rows with `naming` (a test's own service; the services above are declared). */
export function registerRowNaming<N>(service: string, naming: RowNaming<N>) {
  namings.set(service, naming as RowNaming);
}

/** The row naming of a service, or undefined: its rows are named by the listing's name. */
export const rowNamingOf = (service: string): RowNaming | undefined => namings.get(service);
