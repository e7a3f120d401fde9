// What the booking detail and its QR start with: the guard and the booking. A missing code warns
// and goes back (spec §8); an unknown or another supplier's id is "not found" (a 404 page);
// any other failure warns errorGetBookinginfo with the marketplace's message and goes back.
import { redirect, type AppLoadContext } from "@remix-run/node";
import { requireApi } from "~/lib/api.server";
import { getLocale } from "~/lib/i18n.server";
import { addToast } from "~/lib/toast.server";
import { getBooking } from "./api.server";

export async function requireBooking(request: Request, context: AppLoadContext, id: string | undefined) {
  const auth = await requireApi(request, context);
  const lang = await getLocale(request);
  if (!id?.trim()) {
    await addToast(context, { kind: "warning", message: "bookings:action.missingCode" });
    throw redirect("/tour/bookings");
  }
  const reply = await getBooking(auth.api, id, lang);
  if (reply.code === 404) throw new Response(null, { status: 404 });
  if (reply.code !== 200) {
    await addToast(context, { kind: "error", message: "bookings:action.errorGetBookinginfo", values: { message: reply.message ?? "" } });
    throw redirect("/tour/bookings");
  }
  return { ...auth, lang, booking: reply.data };
}
