// What the booking detail and its QR start with: the guard and the booking. A missing code warns
// and goes back (spec §8); an unknown or another supplier's id is "not found" (a 404 page);
// any other failure warns errorGetBookinginfo with the marketplace's message and goes back.
// Then the detail's loader: the booking, the actions it offers today, the dialog the URL asks for.
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import QRCode from "qrcode";
import { bookingPaths, contactKinds, type ServiceDescriptor } from "@contract/services";
import { requireApi } from "~/lib/api.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { todayInVietnam } from "~/lib/dates";
import { getBooking } from "./api.server";
import { contactsEditable, idleReason, offeredActions, type BookingAction } from "./rules";
import { travelDays, travelMoment } from "./rows";
import { bookingPayment } from "./payment.server";
import { bookingHistory } from "~/features/activity/index.server";

export async function requireBooking(
  request: Request,
  context: AppLoadContext,
  id: string | undefined,
  service: ServiceDescriptor,
) {
  const auth = await requireApi(request, context);
  const lang = await getLocale(request);
  const list = bookingPaths(service).list;
  if (!id?.trim()) {
    throw await redirectWithToast(context, list, { kind: "warning", message: "bookings:action.missingCode" });
  }
  const reply = await getBooking(auth.api, service, id, lang);
  if (reply.code === 404) throw new Response(null, { status: 404 });
  if (reply.code !== 200) {
    throw await redirectWithToast(context, list, {
      kind: "error",
      message: "bookings:action.errorGetBookinginfo",
      values: { message: reply.message ?? "" },
    });
  }
  return { ...auth, lang, booking: reply.data };
}

/**
 * {base}/booking/{id}: the booking, what it offers today, its payment where its service takes a
 * transfer code, and the dialog the URL asks for (?do=…, ?contact=…, ?transfer=1).
 */
export async function bookingLoader({ request, params, context }: LoaderFunctionArgs, service: ServiceDescriptor) {
  const { api, booking, lang } = await requireBooking(request, context, params.bookingId, service);
  const t = await i18nServer.getFixedT(request, ["bookings", "activity", "common", "dashboard", "desk"]);
  const url = new URL(request.url);
  const facts = [
    booking.status,
    todayInVietnam(),
    travelDays(booking),
    booking.service,
    travelMoment(booking),
  ] as const;
  const actions = offeredActions(...facts);
  const editable = contactsEditable(booking.status, booking.service);
  const wanted = url.searchParams.get("do");
  const contact = url.searchParams.get("contact");
  return {
    title: t("bookings:detail.title", { uid: booking.uid }),
    service: service.id,
    booking,
    actions,
    // when nothing is offered: why, and what the supplier can do instead
    idle: idleReason(...facts),
    editable,
    // a dialog shows only for what the booking offers now (a stale link shows the page)
    dialog: actions.includes(wanted as BookingAction) ? (wanted as BookingAction) : null,
    contactDialog: editable && contact && contactKinds(service).includes(contact) ? contact : null,
    // the transfer code and transactions of a service that takes one (hotels, bikes: payment.server.ts)
    payment: await bookingPayment(api, service, booking._id, url),
    // who changed what and when (spec team.md §Screens), the desk's steps among the changes
    history: await bookingHistory(api, t, lang, booking._id),
  };
}

/** {base}/booking/{id}/qr: the booking's QR code, built on the server from the order number (spec §2), as a PNG. */
export async function bookingQrLoader({ request, params, context }: LoaderFunctionArgs, service: ServiceDescriptor) {
  const { booking } = await requireBooking(request, context, params.bookingId, service);
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
