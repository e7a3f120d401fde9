// /tour/bookings.csv?uid=…: every tour and cruise booking the bookings list's search selects. A
// resource route (no default export): it answers a file.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { TOUR } from "@contract/services";
import { bookingsCsvLoader } from "~/features/bookings/bookings-csv.server";

export const loader = (args: LoaderFunctionArgs) => bookingsCsvLoader(args, TOUR);
