// The booking detail's form posts (spec §4 "Agent transitions", §5 "Booking actions", §8): check
// the day rules with today in Vietnam, validate with the form's schema, call the marketplace,
// then redirect with a toast. A refused action changes nothing and says why; a replayed post
// (double click, two tabs) finds the booking already there and says so: it changed nothing, so it
// never reports a success (nor the values it did not store, e.g. a second cancel reason).
import type { ActionFunctionArgs } from "@remix-run/node";
import { bookingPaths, contactKinds, type ServiceDescriptor } from "@contract/services";
import { i18nServer } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { issuesToFieldErrors, parseForm } from "~/lib/validation";
import { formError } from "~/components/form";
import type { Envelope } from "~/lib/marketplace.server";
import { requireBooking } from "./booking-page.server";
import { changeStatus, updateContacts } from "./api.server";
import { actionsOfService, contactsEditable, type BookingAction } from "./rules";
import { contactUpdateSchema } from "./schema";
import { prepareTransition, refusalMessage, transitionAnswer, type Submission } from "./transition.server";
import { readIntent, refuseForm } from "~/lib/form-intent";
import { TRANSFER_INTENT, transferCodeAction } from "./payment.server";
import { statusLabelKey } from "@contract/statuses";

export async function bookingAction({ request, params, context }: ActionFunctionArgs, service: ServiceDescriptor) {
  const { api, booking } = await requireBooking(request, context, params.bookingId, service);
  const form = await request.formData();
  const offered = [
    "updInfo",
    ...actionsOfService(service.id),
    // the transfer-code form of a service that takes one (hotels-bikes-transport §4, §7)
    ...(service.transferCode ? [TRANSFER_INTENT] : []),
  ];
  const intent = readIntent(form, offered) ?? refuseForm();
  if (intent === TRANSFER_INTENT) return transferCodeAction(context, api, service, booking, form);
  const self = bookingPaths(service).detail(booking._id);
  const t = await i18nServer.getFixedT(request, ["bookings", "common"]);
  const label = (status: string) => t(statusLabelKey(status), { defaultValue: status });

  const succeed = (message: string, status: string) =>
    redirectWithToast(context, self, { kind: "success", message, values: { status: label(status) } });
  // a replay is news, not a fault: the booking is where the supplier wanted it
  const refuse = (key: string, status: string) =>
    redirectWithToast(context, self, {
      kind: key === "alreadyInStatus" ? "info" : "warning",
      message: refusalMessage(booking.service, key),
      values: { status: label(status) },
    });
  /** The marketplace's answer: 200 done, 409 refused (its message), 422 back to the form, else "try again". */
  const answer = async (reply: Envelope<unknown>, submission: Submission | null, success: string) => {
    const data = reply.data as { issues?: { path: string; message: string }[] } | null;
    const outcome = transitionAnswer(reply, booking.status);
    if ("done" in outcome) return succeed(success, outcome.done);
    if ("refused" in outcome) return refuse(outcome.refused, outcome.status);
    const message = formError("bookings:action.errorTryAgain", { message: reply.message ?? "" });
    if (submission) {
      return {
        result: submission.reply({
          formErrors: [message],
          fieldErrors: reply.code === 422 ? issuesToFieldErrors(data?.issues) : undefined,
        }),
      };
    }
    return redirectWithToast(context, self, {
      kind: "error",
      message: "bookings:action.errorTryAgain",
      values: { message: reply.message ?? "" },
    });
  };

  if (intent === "updInfo") {
    const kind = String(form.get("kind") ?? "");
    if (!service.contacts || !contactKinds(service).includes(kind)) refuseForm();
    if (!contactsEditable(booking.status, booking.service)) return refuse("contactLocked", booking.status);
    const submission = parseForm(form, { schema: contactUpdateSchema(service.contacts, kind) });
    if (submission.status !== "success") return { result: submission.reply() };
    const reply = await updateContacts(api, service, booking._id, submission.value);
    return answer(reply, submission, "bookings:contact.updated");
  }

  const prepared = prepareTransition(service, booking, intent as BookingAction, form);
  if ("refused" in prepared) return refuse(prepared.refused, booking.status);
  if ("result" in prepared) return { result: prepared.result };
  const { body, submission } = prepared;
  return answer(await changeStatus(api, service, booking._id, body), submission, "bookings:action.statusUpdated");
}
