// /transport/services (spec hotels-bikes-transport §2 "Transport"): the list with its area and type
// filters in the URL, delete behind a confirmation; and the service a form's URL names (§8
// transportNotExist for a missing or foreign id).
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { TRANSPORT_TYPES } from "@contract/transport";
import { requireApi } from "~/lib/api.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { pageOf, PAGE_SIZE } from "~/lib/list-query";
import { redirectWithToast } from "~/lib/toast.server";
import { areaOf } from "~/features/listing";
import { listingListAction, listPage, listUrl } from "~/features/listing/index.server";
import { deleteService, getService, listServices } from "./api.server";
import type { TransportService } from "./service-form/schema";

export const SERVICES_PATH = "/transport/services";
const typeOf = (v: string | null) => ((TRANSPORT_TYPES as readonly string[]).includes(v ?? "") ? v! : "");

export async function servicesLoader({ request, context }: LoaderFunctionArgs) {
  const url = listUrl(request);
  const { api } = await requireApi(request, context);
  const lang = await getLocale(request);
  const t = await i18nServer.getFixedT(request, "transport");
  const page = pageOf(url.searchParams);
  const area = areaOf(url.searchParams.get("area"));
  const type = typeOf(url.searchParams.get("type"));
  const base = { title: t("service.title"), page, area, type };
  const reply = await listServices(api, { page, perPage: PAGE_SIZE, lang, area, type });
  const { rows, total, warning, confirm } = listPage(url, page, reply, "transport:service.errorList");
  return { ...base, services: rows, total, warning, deleting: confirm };
}

export const servicesAction = (args: ActionFunctionArgs) =>
  listingListAction(args, {
    path: SERVICES_PATH,
    remove: deleteService,
    messages: { deleted: "transport:service.deleted", failed: "transport:service.errorDelete" },
  });

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
