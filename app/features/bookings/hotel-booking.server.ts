// /hotel/booking/{id}'s loader and action: every booking's (booking-page.server.ts, actions.server.ts)
// plus the hotel's payment (spec hotels-bikes-transport §4, §7): the order's transactions (GET
// transaction?order=…; a failure is the warning errorGetTransactionInfo with its message, the page
// still shows), the transfer-code dialog (?transfer=1) and its post (PATCH hotel/order/{id}
// {payment_id}: updateTransactionCodeSuccess / updateTransactionCodeFailed; a code the booking already
// has, 409 transfer_code_recorded, is transferCodeAlreadyRecorded).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { bookingPaths, HOTEL } from "@contract/services";
import { TRANSFER_CODE_RECORDED } from "@contract/api/hotel-orders";
import { redirectWithToast } from "~/lib/toast.server";
import { requireApi } from "~/lib/api.server";
import { issuesToFieldErrors, parseForm } from "~/lib/validation";
import { formError } from "~/components/form";
import type { AuthedApi } from "~/lib/marketplace.server";
import { bookingLoader, requireBooking } from "./booking-page.server";
import { bookingAction } from "./actions.server";
import { TransferCodeFormSchema } from "./hotel-transfer-schema";

export type HotelTransaction = {
  _id: string;
  payment_id: string;
  status: string;
  amount: number;
  currency: string;
  gateway: string;
  type: string;
  date_completed: string | null;
};
/** What the page shows of the booking's payment; `error`: the transactions could not be read (its message). */
export type HotelPayment = { transactions: HotelTransaction[]; error: string | null; dialog: boolean };

const TRANSFER_INTENT = "transferCode";

async function transactionsOf(api: AuthedApi, orderId: string) {
  const reply = await api.get<{ docs: HotelTransaction[]; total: number }>("transaction", {
    order: orderId,
    page: 1,
    perPage: -1,
  });
  return reply.code === 200
    ? { transactions: reply.data.docs, error: null }
    : { transactions: [], error: reply.message ?? String(reply.code) };
}

export async function hotelBookingLoader(args: LoaderFunctionArgs) {
  const page = await bookingLoader(args, HOTEL);
  // the booking is the supplier's (bookingLoader found it): its transactions with the same session
  const { api } = await requireApi(args.request, args.context);
  const dialog = new URL(args.request.url).searchParams.get("transfer") === "1";
  const payment: HotelPayment = { ...(await transactionsOf(api, page.booking._id)), dialog };
  return { ...page, payment };
}

export async function hotelBookingAction(args: ActionFunctionArgs) {
  const form = await args.request.clone().formData();
  if (String(form.get("intent") ?? "") !== TRANSFER_INTENT) return bookingAction(args, HOTEL);
  const { request, context, params } = args;
  const { api, booking } = await requireBooking(request, context, params.bookingId, HOTEL);
  const self = bookingPaths(HOTEL).detail(booking._id);
  const submission = parseForm(form, { schema: TransferCodeFormSchema });
  if (submission.status !== "success") return { result: submission.reply() };
  const reply = await api.patch<{ payment_id: string }>(`${HOTEL.api.orders}/${encodeURIComponent(booking._id)}`, {
    payment_id: submission.value.payment_id,
  });
  if (reply.code === 200)
    return redirectWithToast(context, self, {
      kind: "success",
      message: "bookings:hotel.updateTransactionCodeSuccess",
      values: { code: submission.value.payment_id },
    });
  // the code was already recorded on this booking (by an earlier or a simultaneous post): one deposit
  // stands, nothing was written; the booking page says so (spec hotels-bikes-transport §4)
  if (reply.code === 409 && reply.message === TRANSFER_CODE_RECORDED)
    return redirectWithToast(context, self, {
      kind: "info",
      message: "bookings:hotel.transferCodeAlreadyRecorded",
      values: { code: submission.value.payment_id },
    });
  if (reply.code === 404) throw new Response(null, { status: 404 });
  const data = reply.data as { issues?: { path: string; message: string }[] } | null;
  return {
    result: submission.reply({
      formErrors: [formError("bookings:hotel.updateTransactionCodeFailed", { message: reply.message ?? "" })],
      fieldErrors: reply.code === 422 ? issuesToFieldErrors(data?.issues) : undefined,
    }),
  };
}
