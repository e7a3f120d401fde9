// The toast after a desk step (contract/front-desk.ts "Today at the desk", "Rentals out today"): the
// marketplace's answer to check-in, check-out, not-come, handover or return, in the desk's words.
import type { Envelope } from "~/lib/marketplace.server";
import type { Toast } from "~/lib/toast";

/** The desk's 409 keys (contract/front-desk.ts) as their words; "already done" is news, not a fault. */
const ALREADY = new Set(["already_checked_in", "already_checked_out", "already_handed_over", "already_returned"]);
export const DESK_REFUSALS = [
  ...ALREADY,
  "not_checked_in",
  "not_handed_over",
  "invalid_transition",
  "warning_date_checkin",
  "warning_date_not_come",
  "warning_date_handover",
  "unit_out",
] as const;

/** The toast of a desk step's answer: done, refused (its key's words), not found (404), or "try again". */
export function deskToast(reply: Envelope<unknown>, step: string): Toast {
  if (reply.code === 200) return { kind: "success", message: `desk:done.${step}` };
  if (reply.code === 404) throw new Response(null, { status: 404 });
  const data = (reply.data ?? {}) as { label?: string | null; issues?: { message?: string }[] };
  if (reply.code === 409 && (DESK_REFUSALS as readonly string[]).includes(reply.message))
    return {
      kind: ALREADY.has(reply.message) ? "info" : "warning",
      message: `desk:refused.${reply.message}`,
      values: { unit: data.label ?? "" },
    };
  if (reply.code === 422) {
    // a unit that is not the rental's, or too few or too many of them: the handover's choice, said plainly
    const count = /^units_count:(\d+)$/.exec(data.issues?.[0]?.message ?? "")?.[1];
    return count
      ? { kind: "warning", message: "desk:refused.units_count", values: { count: Number(count) } }
      : { kind: "warning", message: "desk:refused.invalid" };
  }
  return { kind: "error", message: "bookings:action.errorTryAgain", values: { message: reply.message ?? "" } };
}
