// /transport/services (spec hotels-bikes-transport §2 "Transport"): the list with its area and type
// filters in the URL, delete behind a confirmation; and the service a form's URL names (§8
// transportNotExist for a missing or foreign id).
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { TRANSPORT_TYPES } from "@contract/transport";
import { requireApi } from "~/lib/api.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { pageOf, pastLastPage, PAGE_SIZE, withParams } from "~/lib/list-query";
import { redirectWithToast, seeOther } from "~/lib/toast.server";
import { areaOf } from "~/features/listing";
import { deleteService, getService, listServices } from "./api.server";
import type { TransportService } from "./service-form";

export const SERVICES_PATH = "/transport/services";
const typeOf = (v: string | null) => ((TRANSPORT_TYPES as readonly string[]).includes(v ?? "") ? v! : "");

export async function servicesLoader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireApi(request, context);
  const url = new URL(request.url);
  const lang = await getLocale(request);
  const t = await i18nServer.getFixedT(request, "transport");
  const page = pageOf(url.searchParams);
  const area = areaOf(url.searchParams.get("area"));
  const type = typeOf(url.searchParams.get("type"));
  const base = { title: t("service.title"), page, area, type };
  const reply = await listServices(api, { page, perPage: PAGE_SIZE, lang, area, type });
  if (reply.code !== 200)
    return { ...base, services: [], total: 0, warning: "transport:service.errorList", deleting: null };
  const past = pastLastPage(url, page, reply.data.total);
  if (past) throw seeOther(past);
  const services = reply.data.docs;
  const deleting =
    url.searchParams.get("confirm") === "delete"
      ? (services.find((s) => s._id === url.searchParams.get("id")) ?? null)
      : null;
  return { ...base, services, total: reply.data.total, warning: null, deleting };
}

export async function servicesAction({ request, context }: ActionFunctionArgs) {
  const { api } = await requireApi(request, context);
  const form = await request.formData();
  const url = new URL(request.url);
  const back = `${SERVICES_PATH}${withParams(url.search, { confirm: null, id: null })}`;
  if (form.get("intent") !== "delete") throw new Response(null, { status: 400 });
  const reply = await deleteService(api, String(form.get("id") ?? ""));
  return redirectWithToast(
    context,
    back,
    reply.code === 200
      ? { kind: "success", message: "transport:service.deleted" }
      : { kind: "error", message: "transport:service.errorDelete" },
  );
}

/** The service of the URL, or back to the list with transportNotExist (spec §8) for a missing or foreign id. */
export async function loadService(request: Request, context: AppLoadContext, id: string | undefined) {
  const auth = await requireApi(request, context);
  const lang = await getLocale(request);
  if (!id) return { ...auth, lang, service: null as TransportService | null };
  const reply = await getService(auth.api, id, lang);
  if (reply.code !== 200) {
    throw await redirectWithToast(context, SERVICES_PATH, {
      kind: "warning",
      message: "transport:service.notExist",
    });
  }
  return { ...auth, lang, service: reply.data };
}
