// /tour/booking/{id}/qr: the booking's QR code as a PNG (spec §2); ?download=1 makes it a download. No default export.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { TOUR } from "@contract/services";
import { bookingQrLoader } from "~/features/bookings/booking-page.server";

export const loader = (args: LoaderFunctionArgs) => bookingQrLoader(args, TOUR);
