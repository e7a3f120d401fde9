// What every page of one tour starts with: the guard, the tour (a missing or foreign id warns
// tour.tourNotExist and goes back to /tour, spec §8), the language.
import type { AppLoadContext } from "@remix-run/node";
import { requireApi } from "~/lib/api.server";
import { getLocale } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { getTour } from "./api.server";

export async function requireTour(request: Request, context: AppLoadContext, id: string | undefined) {
  const auth = await requireApi(request, context);
  const lang = await getLocale(request);
  const reply = id ? await getTour(auth.api, id, lang) : null;
  // a cruise is a tour of type cruise, but the tour pages are not its pages (spec §2: tours exclude cruises)
  if (!reply || reply.code !== 200 || reply.data.type === "cruise") {
    throw await redirectWithToast(context, "/tour", { kind: "warning", message: "tours:tourNotExist" });
  }
  return { ...auth, lang, tour: reply.data };
}
