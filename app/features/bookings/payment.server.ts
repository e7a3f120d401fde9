// A booking's payment on its page, for every service whose descriptor takes a transfer code (spec
// hotels-bikes-transport §4 "Recording a transfer code", §7 hotel and bike "PATCH order/{id} … or
// payment_id", §8): the order's transactions (GET transaction?order=…; a failure is the warning
// errorGetTransactionInfo with its message, the page still shows), the transfer-code dialog
// (?transfer=1, offered while no money came in: @contract/api/transfer-code) and its post (PATCH
// {orders}/{id} {payment_id}: updateTransactionCodeSuccess / updateTransactionCodeFailed; the code the
// booking already has, 409 transfer_code_recorded, is transferCodeAlreadyRecorded; a booking already
// paid, 409 order_already_paid, is alreadyPaid — the marketplace decides, inside its transaction).
import type { AppLoadContext } from "@remix-run/node";
import { bookingPaths, type ServiceDescriptor } from "@contract/services";
import { ORDER_ALREADY_PAID, TRANSFER_CODE_RECORDED, takesTransferCode } from "@contract/api/transfer-code";
import { redirectWithToast } from "~/lib/toast.server";
import { issuesToFieldErrors, parseForm } from "~/lib/validation";
import { formError } from "~/components/form";
import type { AuthedApi } from "~/lib/marketplace.server";
import { listTransactions, recordTransferCode, type Transaction } from "./api.server";
import { TransferCodeFormSchema } from "./transfer-code-schema";

/**
 * What the page shows of the booking's payment: its transactions (`error`: they could not be read, its
 * message), whether a transfer code may be recorded now (`open`: no money came in, or unknown), and
 * whether the URL opens its dialog.
 */
export type BookingPayment = { transactions: Transaction[]; error: string | null; open: boolean; dialog: boolean };

/** The intent of the transfer-code form's button (offered by a service that takes a code). */
export const TRANSFER_INTENT = "transferCode";

/** The payment part of a booking's page, or null for a service that takes no transfer code. */
export async function bookingPayment(
  api: AuthedApi,
  service: ServiceDescriptor,
  bookingId: string,
  url: URL,
): Promise<BookingPayment | null> {
  if (!service.transferCode) return null;
  const reply = await listTransactions(api, bookingId);
  const read =
    reply.code === 200
      ? { transactions: reply.data.docs, error: null }
      : { transactions: [], error: reply.message ?? String(reply.code) };
  // the marketplace decides again; with the transactions unknown, the control stays offered
  const open = read.error !== null || takesTransferCode(read.transactions);
  return { ...read, open, dialog: open && url.searchParams.get("transfer") === "1" };
}

/** The transfer-code form's post: the marketplace records it by its one rule, the page says what happened. */
export async function transferCodeAction(
  context: AppLoadContext,
  api: AuthedApi,
  service: ServiceDescriptor,
  booking: { _id: string },
  form: FormData,
) {
  const self = bookingPaths(service).detail(booking._id);
  const submission = parseForm(form, { schema: TransferCodeFormSchema });
  if (submission.status !== "success") return { result: submission.reply() };
  const code = submission.value.payment_id;
  const reply = await recordTransferCode(api, service, booking._id, code);
  if (reply.code === 200)
    return redirectWithToast(context, self, {
      kind: "success",
      message: "bookings:payment.updateTransactionCodeSuccess",
      values: { code },
    });
  // nothing was written: the code was already recorded (an earlier or a simultaneous post), or the
  // booking was already paid (by card, by another transfer): one payment stands (spec §4)
  if (reply.code === 409 && (reply.message === TRANSFER_CODE_RECORDED || reply.message === ORDER_ALREADY_PAID))
    return redirectWithToast(context, self, {
      kind: reply.message === TRANSFER_CODE_RECORDED ? "info" : "warning",
      message:
        reply.message === TRANSFER_CODE_RECORDED
          ? "bookings:payment.transferCodeAlreadyRecorded"
          : "bookings:payment.alreadyPaid",
      values: { code },
    });
  if (reply.code === 404) throw new Response(null, { status: 404 });
  const data = reply.data as { issues?: { path: string; message: string }[] } | null;
  return {
    result: submission.reply({
      formErrors: [formError("bookings:payment.updateTransactionCodeFailed", { message: reply.message ?? "" })],
      fieldErrors: reply.code === 422 ? issuesToFieldErrors(data?.issues) : undefined,
    }),
  };
}
