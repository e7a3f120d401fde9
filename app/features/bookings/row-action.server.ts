// A booking's status change posted from a page other than its own (the front desk's rows, contract/
// front-desk.ts "Today at the desk"): the same day rules, schema and marketplace call as the booking
// page's action (actions.server.ts, spec tours-cruises §4 "Agent transitions", §8), answered as the toast
// the row's page flashes, or the cancel form's reply when its reason is missing.
import type { SubmissionResult } from "@conform-to/react";
import type { ServiceDescriptor } from "@contract/services";
import { statusLabelKey } from "@contract/statuses";
import type { AuthedApi } from "~/lib/marketplace.server";
import type { Toast } from "~/lib/toast";
import { todayInVietnam } from "~/lib/dates";
import { parseForm } from "~/lib/validation";
import { changeStatus, getBooking, type TransitionBody } from "./api.server";
import { actionsOfService, checkAction, refusalFromApi, type BookingAction } from "./rules";
import { travelDays, travelMoment } from "./rows";
import { cancelSchemaFor } from "./schema";
import { refusalMessage } from "./actions.server";

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
  if (action === "cancelled") {
    const parsed = parseForm(form, { schema: cancelSchemaFor(service) });
    if (parsed.status !== "success") return { result: parsed.reply() };
    body.reason_cancel = parsed.value.reason_cancel;
  }
  const answer = await changeStatus(api, service, booking._id, body);
  const status = (answer.data as { status?: string } | null)?.status ?? booking.status;
  if (answer.code === 200)
    return { toast: { kind: "success", message: "bookings:action.statusUpdated", values: { status: label(status) } } };
  if (answer.code === 409) return refuse(refusalFromApi(answer.message) ?? "invalidTransition", status);
  if (answer.code === 404) throw new Response(null, { status: 404 });
  return {
    toast: { kind: "error", message: "bookings:action.errorTryAgain", values: { message: answer.message ?? "" } },
  };
}
