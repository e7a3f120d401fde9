// /bike/booking/{id}/qr: the booking's QR code (its code with the product code, hotels-bikes-transport §3) as a PNG;
// ?download=1 makes it a download. No default export.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { BIKE } from "@contract/services";
import { bookingQrLoader } from "~/features/bookings/booking-page.server";

export const loader = (args: LoaderFunctionArgs) => bookingQrLoader(args, BIKE);
