// A booking's status change posted from a page other than its own (the front desk's rows, contract/
// front-desk.ts "Today at the desk"): the booking page's one status path (transition.server.ts, spec
// tours-cruises §4 "Agent transitions", §8), answered as the toast
// the row's page flashes, or the cancel form's reply when its reason is missing.
import type { SubmissionResult } from "@conform-to/react";
import type { ServiceDescriptor } from "@contract/services";
import { statusLabelKey } from "@contract/statuses";
import type { AuthedApi } from "~/lib/marketplace.server";
import type { Toast } from "~/lib/toast";
import { changeStatus, getBooking } from "./api.server";
import { actionsOfService, type BookingAction } from "./rules";
import { prepareTransition, refusalMessage, transitionAnswer } from "./transition.server";

type T = (key: string, options?: Record<string, unknown>) => string;
export type RowOutcome = { toast: Toast } | { result: SubmissionResult<string[]> };

/** Whether `intent` is a status the service's table sets (the row's status buttons). */
export const isStatusIntent = (service: ServiceDescriptor, intent: string): intent is BookingAction =>
  (actionsOfService(service.id) as string[]).includes(intent);

/**
 * Sets booking `id` of `service` to `action`: 404 (thrown) when it is not the supplier's; a refused
 * step (day rule, another status, already there) is a warning toast that changed nothing.
 */
export async function rowStatusAction(
  api: AuthedApi,
  service: ServiceDescriptor,
  id: string,
  action: BookingAction,
  form: FormData,
  t: T,
  lang: string,
): Promise<RowOutcome> {
  const reply = await getBooking(api, service, id, lang);
  if (reply.code === 404) throw new Response(null, { status: 404 });
  if (reply.code !== 200 || !reply.data)
    return {
      toast: { kind: "error", message: "bookings:action.errorTryAgain", values: { message: reply.message ?? "" } },
    };
  const booking = reply.data;
  const label = (status: string) => t(statusLabelKey(status), { defaultValue: status });
  const refuse = (key: string, status: string): RowOutcome => ({
    toast: {
      kind: key === "alreadyInStatus" ? "info" : "warning",
      message: refusalMessage(booking.service, key),
      values: { status: label(status) },
    },
  });
  const prepared = prepareTransition(service, booking, action, form);
  if ("refused" in prepared) return refuse(prepared.refused, booking.status);
  if ("result" in prepared) return { result: prepared.result };
  const answer = await changeStatus(api, service, booking._id, prepared.body);
  const outcome = transitionAnswer(answer, booking.status);
  if ("done" in outcome)
    return {
      toast: { kind: "success", message: "bookings:action.statusUpdated", values: { status: label(outcome.done) } },
    };
  if ("refused" in outcome) return refuse(outcome.refused, outcome.status);
  return {
    toast: { kind: "error", message: "bookings:action.errorTryAgain", values: { message: answer.message ?? "" } },
  };
}
