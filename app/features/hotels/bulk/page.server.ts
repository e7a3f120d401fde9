// The bulk rate page's server half (contract/front-desk.ts "Bulk update of days already on sale"): the
// hotel's room types for the form, and its action. "preview" asks the marketplace for the plan and
// redraws the page with it and an apply form carrying the same values; "apply" posts them again,
// re-checked, and the marketplace re-plans and writes every changeable night in one transaction.
// A double apply is one change (the form's one-time key).
import type { AppLoadContext } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { todayInVietnam } from "@contract/calendar";
import { localName } from "~/lib/local-name";
import { once } from "~/lib/form-once.server";
import { readIntent, refuseForm } from "~/lib/form-intent";
import { issuesToFieldErrors, parseForm } from "~/lib/validation";
import { redirectWithToast } from "~/lib/toast.server";
import { bulkUpdateRooms, type RoomBulkAnswer } from "../api.server";
import { requireHotel, requireHotelPage } from "../hotel-page.server";
import { occupancySearch } from "../occupancy/query";
import { bulkBody, bulkSchema } from "./schema";

/** The bulk form's presses: the preview, then the apply. */
export const BULK_INTENTS = ["preview", "apply"] as const;

export async function bulkPageData(request: Request, context: AppLoadContext, id: string | undefined) {
  const { lang, hotel, title, page } = await requireHotelPage(request, context, id, "rates:bulk");
  const url = new URL(request.url);
  const rooms = (hotel.rooms ?? []).map((r) => ({ _id: r._id, name: localName(r, lang) }));
  // a room type named in the URL (?room=, from its calendar) starts chosen
  const chosen = rooms.some((r) => r._id === url.searchParams.get("room")) ? url.searchParams.get("room") : null;
  return {
    title,
    hotel: page,
    rooms,
    chosen,
    today: todayInVietnam(),
  };
}

export type BulkReply = {
  result: SubmissionResult<string[]>;
  /** the plan of a preview, and the posted values the apply form carries again */
  preview?: { plan: RoomBulkAnswer; values: [string, string][] };
};

/** The posted fields the apply form carries (the form's own, not its press nor its one-time key). */
const carried = (form: FormData): [string, string][] =>
  [...form.entries()].flatMap(([k, v]) =>
    typeof v === "string" && !["intent", "_once", "__intent__", "__state__"].includes(k)
      ? [[k, v] as [string, string]]
      : [],
  );

export async function bulkAction(request: Request, context: AppLoadContext, id: string | undefined) {
  const { api, hotel } = await requireHotel(request, context, id);
  const form = await request.formData();
  const intent = readIntent(form, BULK_INTENTS) ?? refuseForm();
  const roomIds = (hotel.rooms ?? []).map((r) => r._id);
  const submission = parseForm(form, { schema: bulkSchema(roomIds, todayInVietnam()) });
  if (submission.status !== "success") return { result: submission.reply() } satisfies BulkReply;
  const v = submission.value;
  const preview = intent === "preview";
  const reply = await bulkUpdateRooms(preview ? api : once(api, form, context), bulkBody(v, preview));
  if (reply.code === 404) throw new Response(null, { status: 404 });
  if (reply.code !== 200) {
    const data = reply.data as { issues?: { path: string; message: string }[] } | null;
    return {
      result: submission.reply({
        formErrors: ["rates:bulk.failed"],
        fieldErrors: reply.code === 422 ? issuesToFieldErrors(data?.issues) : undefined,
      }),
    } satisfies BulkReply;
  }
  if (preview) return { result: submission.reply(), preview: { plan: reply.data, values: carried(form) } };
  const changed = reply.data.rooms.reduce((n, r) => n + r.changes.length, 0);
  return redirectWithToast(context, `/hotel/${hotel._id}/occupancy${occupancySearch(v.dateStart, 31)}`, {
    kind: "success",
    message: "rates:bulk.applied",
    values: { count: changed },
  });
}
