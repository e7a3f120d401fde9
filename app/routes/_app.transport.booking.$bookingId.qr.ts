// /transport/booking/{id}/qr: the booking's QR code (its "CAR-…" code, hotels-bikes-transport §9) as a PNG;
// ?download=1 makes it a download. No default export.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { TRANSPORT } from "@contract/services";
import { bookingQrLoader } from "~/features/bookings/booking-page.server";

export const loader = (args: LoaderFunctionArgs) => bookingQrLoader(args, TRANSPORT);
