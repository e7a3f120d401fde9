// What every page of one bike starts with: the guard, the bike, the language. A missing or foreign
// id warns and goes back to /bike (spec hotels-bikes-transport §8 "Bike does not exist: back to /bike").
import type { AppLoadContext } from "@remix-run/node";
import { requireApi } from "~/lib/api.server";
import { getLocale } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { getBike } from "./api.server";

export async function requireBike(request: Request, context: AppLoadContext, id: string | undefined) {
  const auth = await requireApi(request, context);
  const lang = await getLocale(request);
  const reply = id ? await getBike(auth.api, id, lang) : null;
  if (!reply || reply.code !== 200 || !reply.data) {
    throw await redirectWithToast(context, "/bike", { kind: "warning", message: "bike:bikeNotExist" });
  }
  return { ...auth, lang, bike: reply.data };
}
