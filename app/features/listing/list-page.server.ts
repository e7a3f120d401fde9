// What every listing's list page does on the server (spec §2: filters in the URL, 10 a page, delete
// after a confirmation that needs no scripts): the canonical URL of a plain GET form, one page of rows
// with the row a delete confirmation names, a failed load shown as a warning above an empty list (the
// page stays usable: its filters, add button and menu), and the delete action returning to the same
// list with a toast.
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import type { AuthedApi, Envelope } from "~/lib/marketplace.server";
import { requireApi } from "~/lib/api.server";
import { canonicalListUrl, pastLastPage, PAGE_SIZE, withParams } from "~/lib/list-query";
import { safeBackPath } from "~/lib/safe-redirect";
import { redirectWithToast, seeOther } from "~/lib/toast.server";
import type { Toast } from "~/lib/toast";
import { readIntent, refuseForm } from "~/lib/form-intent";

/** The list's URL; a plain GET form's start/end are first rewritten to the canonical date_range. */
export function listUrl(request: Request): URL {
  const url = new URL(request.url);
  const canonical = canonicalListUrl(url);
  if (canonical) throw seeOther(canonical);
  return url;
}

/**
 * One page of a list as the loader returns it: its rows and total, the warning (a locale key) when
 * the list could not be loaded, and the row `?confirm=delete&id=…` names. A page past the end
 * redirects to the last one.
 */
export function listPage<R extends { _id: string }>(
  url: URL,
  page: number,
  reply: Envelope<{ docs: R[]; total: number } | null>,
  failed: string,
  perPage = PAGE_SIZE,
) {
  if (reply.code !== 200 || !reply.data) {
    return { rows: [] as R[], total: 0, warning: failed as string | null, confirm: null as R | null };
  }
  const past = pastLastPage(url, page, reply.data.total, perPage);
  if (past) throw seeOther(past);
  const rows = reply.data.docs;
  const confirmId = url.searchParams.get("confirm") === "delete" ? url.searchParams.get("id") : null;
  const confirm = confirmId ? (rows.find((r) => r._id === confirmId) ?? null) : null;
  return { rows, total: reply.data.total, warning: null as string | null, confirm };
}

/** The list the request came from, its URL states (`drop`) removed: where a list action returns. */
export function listBackPath(request: Request, fallback: string, drop: string[] = ["confirm", "id"]) {
  const url = new URL(request.url);
  const changes = Object.fromEntries(drop.map((k) => [k, null]));
  return safeBackPath(`${url.pathname}${withParams(url.search, changes)}`, fallback);
}

export type DeleteMessages = { deleted: string; failed: string; conflict?: string };

/**
 * The marketplace's reasons for refusing a delete (409, marketplace README: bookings from today on hold
 * the listing or its part, a vehicle a service uses): each is said as it is (spec hotels-bikes-transport
 * §8 "every refusal says why"), never as "try again later", which would not help.
 */
export const DELETE_REFUSALS = [
  "hotel_has_bookings",
  "room_has_bookings",
  "bike_has_bookings",
  "option_has_bookings",
  "cabin_has_bookings",
  "option_in_use",
] as const;
const refusalOf = (reply: Envelope<unknown>) =>
  reply.code === 409 && (DELETE_REFUSALS as readonly string[]).includes(reply.message ?? "")
    ? `common:deleteRefused.${reply.message}`
    : null;

/** Back to the list with the toast of a delete's reply (409: the marketplace's reason, else the area's). */
export function deletedToast(
  context: AppLoadContext,
  back: string,
  reply: Envelope<unknown>,
  messages: DeleteMessages,
): Promise<Response> {
  const refusal = refusalOf(reply);
  const toast: Toast =
    reply.code === 200
      ? { kind: "success", message: messages.deleted }
      : reply.code === 409 && (messages.conflict || refusal)
        ? { kind: "warning", message: messages.conflict ?? refusal! }
        : { kind: "error", message: messages.failed };
  return redirectWithToast(context, back, toast);
}

/** A list's action: only `intent=delete` of the record the form names, then back to the same list. */
export async function listingListAction(
  { request, context }: ActionFunctionArgs,
  opts: { path: string; remove: (api: AuthedApi, id: string) => Promise<Envelope<unknown>>; messages: DeleteMessages },
) {
  const { api } = await requireApi(request, context);
  const form = await request.formData();
  const back = listBackPath(request, opts.path);
  if (readIntent(form, ["delete"]) !== "delete") refuseForm();
  const reply = await opts.remove(api, String(form.get("id") ?? ""));
  return deletedToast(context, back, reply, opts.messages);
}
