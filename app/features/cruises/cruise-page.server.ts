// What every page of one cruise starts with: the guard, the cruise, the language. A missing or
// foreign id, or a tour that is not a cruise, warns and goes back to /cruise (spec §8: the spec
// names hotel.hotelNotExist here; a cruise's own wording is the safer reading for a supplier).
import type { AppLoadContext } from "@remix-run/node";
import { requireApi } from "~/lib/api.server";
import { getLocale } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { getCruise } from "./api.server";

export async function requireCruise(request: Request, context: AppLoadContext, id: string | undefined) {
  const auth = await requireApi(request, context);
  const lang = await getLocale(request);
  const reply = id ? await getCruise(auth.api, id, lang) : null;
  if (!reply || reply.code !== 200 || reply.data.type !== "cruise") {
    throw await redirectWithToast(context, "/cruise", { kind: "warning", message: "cruise:cruiseNotExist" });
  }
  return { ...auth, lang, cruise: reply.data };
}
