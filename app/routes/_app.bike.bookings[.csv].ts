// /bike/bookings.csv?uid=…&sort=…: every bike booking the list's search selects. A resource
// route (no default export): it answers a file.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { BIKE } from "@contract/services";
import { bookingsCsvLoader } from "~/features/bookings/bookings-csv.server";

export const loader = (args: LoaderFunctionArgs) => bookingsCsvLoader(args, BIKE);
