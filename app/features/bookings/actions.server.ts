// The booking detail's form posts (spec §4 "Agent transitions", §5 "Booking actions", §8): check
// the day rules with today in Vietnam, validate with the form's schema, call the marketplace,
// then redirect with a toast. A refused action changes nothing and says why; a replayed post
// (double click, two tabs) finds the booking already there and says so: it changed nothing, so it
// never reports a success (nor the values it did not store, e.g. a second cancel reason).
import type { ActionFunctionArgs } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { bookingPaths, contactKinds, type ServiceDescriptor } from "@contract/services";
import { i18nServer } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { todayInVietnam } from "~/lib/dates";
import { issuesToFieldErrors, parseForm } from "~/lib/validation";
import { formError } from "~/components/form";
import type { Envelope } from "~/lib/marketplace.server";
import { requireBooking } from "./booking-page.server";
import { changeStatus, updateContacts, type TransitionBody } from "./api.server";
import { actionsOfService, checkAction, contactsEditable, refusalFromApi, type BookingAction } from "./rules";
import { travelDays, travelMoment } from "./rows";
import { DATE_WARNING_KEYS, serviceWordKey, type DateWarningKey } from "./words";
import { cancelSchemaFor, confirmSchema, contactUpdateSchema, startSchema } from "./schema";
import { readIntent, refuseForm } from "~/lib/form-intent";
import { TRANSFER_INTENT, transferCodeAction } from "./payment.server";
import { statusLabelKey } from "@contract/statuses";

// A day rule's refusal speaks of the booking's own service (hotels-bikes-transport §2, §8): a
// transfer's pickup time, a cruise's departure, never a tour's on another service.
const DATE_WARNINGS = new Set<string>(DATE_WARNING_KEYS);
export const refusalMessage = (service: string, key: string) =>
  DATE_WARNINGS.has(key) ? serviceWordKey(service, key as DateWarningKey) : `bookings:action.${key}`;

type Submission = {
  reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>;
};

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
    const data = reply.data as { status?: string; issues?: { path: string; message: string }[] } | null;
    if (reply.code === 200) return succeed(success, data?.status ?? booking.status);
    if (reply.code === 409)
      return refuse(refusalFromApi(reply.message) ?? "invalidTransition", data?.status ?? booking.status);
    if (reply.code === 404) throw new Response(null, { status: 404 });
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

  const action = intent as BookingAction;
  const check = checkAction(
    action,
    booking.status,
    todayInVietnam(),
    travelDays(booking),
    booking.service,
    travelMoment(booking),
  );
  if (check) return refuse(check, booking.status);

  const body = { status: action } as TransitionBody;
  let submission: Submission | null = null;
  if (action === "confirmed" && service.contacts) {
    const parsed = parseForm(form, { schema: confirmSchema(service.contacts) });
    if (parsed.status !== "success") return { result: parsed.reply() };
    Object.assign(body, parsed.value);
    submission = parsed;
  } else if (action === "agency_begin" && service.startNeedsDriver && service.contacts) {
    // transport §4: a start carries its complete driver (the marketplace refuses one without, 409 warning_driver)
    const parsed = parseForm(form, { schema: startSchema(service.contacts) });
    if (parsed.status !== "success") {
      // a failed submit says why (warningDriver); a list button's round trip (add a method) says nothing
      const formErrors = parsed.status === "error" ? [formError("bookings:action.warningDriver")] : undefined;
      return { result: parsed.reply({ formErrors }) };
    }
    Object.assign(body, parsed.value);
    submission = parsed;
  } else if (action === "cancelled") {
    const parsed = parseForm(form, { schema: cancelSchemaFor(service) });
    if (parsed.status !== "success") return { result: parsed.reply() };
    body.reason_cancel = parsed.value.reason_cancel;
    submission = parsed;
  }
  return answer(await changeStatus(api, service, booking._id, body), submission, "bookings:action.statusUpdated");
}
