// /tour/booking/{id}/qr: the booking's QR code, built on the server from the order number (spec
// §2), as a PNG; ?download=1 makes it a download named after the order number. No default export.
import type { LoaderFunctionArgs } from "@remix-run/node";
import QRCode from "qrcode";
import { requireBooking } from "~/features/bookings/booking-page.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { booking } = await requireBooking(request, context, params.bookingId);
  const png = await QRCode.toBuffer(booking.uid, { type: "png", width: 480, margin: 2, errorCorrectionLevel: "M" });
  const download = new URL(request.url).searchParams.get("download") === "1";
  const name = `${booking.uid.replace(/[^A-Za-z0-9-]/g, "")}.png`;
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Disposition": `${download ? "attachment" : "inline"}; filename="${name}"`,
      "Cache-Control": "private, max-age=3600",
    },
  });
}
