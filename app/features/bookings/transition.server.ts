// A booking's status change, the one path of every page that posts one (the booking page's action,
// a front desk row: spec tours-cruises §4 "Agent transitions", §5 "Booking actions", §8): the day rule
// with today in Vietnam, the action's form (confirm's contacts, a start's driver, cancel's reason), then
// the marketplace's answer read as done (with the status it stored), refused (its key) or failed.
import type { SubmissionResult } from "@conform-to/react";
import type { ServiceDescriptor } from "@contract/services";
import type { Envelope } from "~/lib/marketplace.server";
import { todayInVietnam } from "~/lib/dates";
import { parseForm } from "~/lib/validation";
import { formError } from "~/components/form";
import type { TransitionBody } from "./api.server";
import type { Booking } from "./types";
import { checkAction, refusalFromApi, type BookingAction } from "./rules";
import { travelDays, travelMoment } from "./rows";
import { DATE_WARNING_KEYS, serviceWordKey, type DateWarningKey } from "./words";
import { cancelSchemaFor, confirmSchema, startSchema } from "./schema";

// A day rule's refusal speaks of the booking's own service (hotels-bikes-transport §2, §8): a
// transfer's pickup time, a cruise's departure, never a tour's on another service.
const DATE_WARNINGS = new Set<string>(DATE_WARNING_KEYS);
export const refusalMessage = (service: string, key: string) =>
  DATE_WARNINGS.has(key) ? serviceWordKey(service, key as DateWarningKey) : `bookings:action.${key}`;

export type Submission = {
  reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>;
};

/** What a status change posts, or why it does not: a refusal key, or its form's reply to redraw. */
export type PreparedTransition =
  | { refused: string }
  | { result: SubmissionResult<string[]> }
  | { body: TransitionBody; submission: Submission | null };

/** Checks `action` on `booking` today and reads its form: the body the marketplace is sent, or why not. */
export function prepareTransition(
  service: ServiceDescriptor,
  booking: Booking,
  action: BookingAction,
  form: FormData,
): PreparedTransition {
  const check = checkAction(
    action,
    booking.status,
    todayInVietnam(),
    travelDays(booking),
    booking.service,
    travelMoment(booking),
  );
  if (check) return { refused: check };
  const body = { status: action } as TransitionBody;
  if (action === "confirmed" && service.contacts) {
    const parsed = parseForm(form, { schema: confirmSchema(service.contacts) });
    if (parsed.status !== "success") return { result: parsed.reply() };
    return { body: Object.assign(body, parsed.value), submission: parsed };
  }
  if (action === "agency_begin" && service.startNeedsDriver && service.contacts) {
    // transport §4: a start carries its complete driver (the marketplace refuses one without, 409 warning_driver)
    const parsed = parseForm(form, { schema: startSchema(service.contacts) });
    if (parsed.status !== "success") {
      // a failed submit says why (warningDriver); a list button's round trip (add a method) says nothing
      const formErrors = parsed.status === "error" ? [formError("bookings:action.warningDriver")] : undefined;
      return { result: parsed.reply({ formErrors }) };
    }
    return { body: Object.assign(body, parsed.value), submission: parsed };
  }
  if (action === "cancelled") {
    const parsed = parseForm(form, { schema: cancelSchemaFor(service) });
    if (parsed.status !== "success") return { result: parsed.reply() };
    body.reason_cancel = parsed.value.reason_cancel;
    return { body, submission: parsed };
  }
  return { body, submission: null };
}

/** The marketplace's answer to a status change: done (the status now), refused (its key), or failed; 404 is thrown. */
export function transitionAnswer(
  reply: Envelope<unknown>,
  before: string,
): { done: string } | { refused: string; status: string } | { failed: true } {
  const status = (reply.data as { status?: string } | null)?.status ?? before;
  if (reply.code === 200) return { done: status };
  if (reply.code === 409) return { refused: refusalFromApi(reply.message) ?? "invalidTransition", status };
  if (reply.code === 404) throw new Response(null, { status: 404 });
  return { failed: true };
}
