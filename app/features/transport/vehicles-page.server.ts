// /transport/options (spec hotels-bikes-transport §2 "Vehicles", §5 "Vehicle form"): the supplier's
// vehicles, `page` and `perPage` in the URL; add and edit in a URL-state dialog (?vehicle=new |
// ?vehicle={id}); delete behind a confirmation (?confirm=delete&id=…), refused while a service uses it.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireApi } from "~/lib/api.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { pageOf, PAGE_SIZE } from "~/lib/list-query";
import { redirectWithToast } from "~/lib/toast.server";
import { deletedToast, listBackPath, listPage } from "~/features/listing/index.server";
import { once } from "~/lib/form-once.server";
import { formError } from "~/components/form";
import { issuesToFieldErrors, parseForm } from "~/lib/validation";
import type { UploadRule } from "~/lib/body-limits";
import { isChosenFile, prepareUpload, publicFileUrl, readMultipartForm, sendUpload } from "~/lib/uploads.server";
import { createVehicle, deleteVehicle, getVehicle, listVehicles, updateVehicle } from "./api.server";
import { toPayload, VEHICLE_PHOTO, VehicleFormSchema, type Vehicle } from "./vehicle-form";
import { readIntent, refuseForm } from "~/lib/form-intent";

export const VEHICLES_PATH = "/transport/options";

/** `perPage` of the URL: the spec's 10, or another sensible page size. */
const perPageOf = (params: URLSearchParams) => {
  const n = Number(params.get("perPage"));
  return [10, 20, 50].includes(n) ? n : PAGE_SIZE;
};

export async function vehiclesLoader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireApi(request, context);
  const url = new URL(request.url);
  const lang = await getLocale(request);
  const t = await i18nServer.getFixedT(request, "transport");
  const page = pageOf(url.searchParams);
  const perPage = perPageOf(url.searchParams);
  const reply = await listVehicles(api, page, perPage, lang);
  const base = { title: t("vehicle.title"), page, perPage };
  const list = listPage(url, page, reply, "transport:vehicle.errorList", perPage);
  if (list.warning) return { ...base, vehicles: [], total: 0, warning: list.warning, dialog: null, deleting: null };
  const withPhoto = (v: Vehicle) => ({ ...v, photo: publicFileUrl(v.avatar) });
  const vehicles = list.rows.map(withPhoto);
  const wanted = url.searchParams.get("vehicle");
  let dialog: { vehicle: ReturnType<typeof withPhoto> | null } | null = null;
  if (wanted === "new") dialog = { vehicle: null };
  else if (wanted) {
    const found = vehicles.find((v) => v._id === wanted) ?? (await getVehicle(api, wanted)).data ?? null;
    // a stale or foreign id shows the list (the marketplace answers 404 for another supplier's)
    if (found && "_id" in found) dialog = { vehicle: withPhoto(found) };
  }
  const deleting = list.confirm ? withPhoto(list.confirm) : null;
  return { ...base, vehicles, total: list.total, warning: null, dialog, deleting };
}

export async function vehiclesAction({ request, context }: ActionFunctionArgs, body: UploadRule) {
  const { api } = await requireApi(request, context);
  const form = await readMultipartForm(request, body);
  const intent = readIntent(form, ["delete", "save"]);
  // back to the list's page the dialog was opened on
  const back = listBackPath(request, VEHICLES_PATH, ["vehicle", "confirm", "id"]);
  if (intent === "delete") {
    const reply = await deleteVehicle(api, String(form.get("id") ?? ""));
    return deletedToast(context, back, reply, {
      deleted: "transport:vehicle.deleted",
      failed: "transport:vehicle.errorDelete",
      conflict: "transport:vehicle.inUse",
    });
  }
  if (intent !== "save") refuseForm();
  // the photo first: a refused one is a field error, a stored one travels on as `avatar`
  const file = form.get("avatar_file");
  form.delete("avatar_file");
  let photoError: string | null = null;
  if (isChosenFile(file)) {
    const prepared = await prepareUpload(file, "image", VEHICLE_PHOTO);
    const sent = prepared.ok ? await sendUpload(api, prepared, "image", "transport") : prepared;
    if (sent.ok) form.set("avatar", sent.url);
    else photoError = sent.error;
  }
  const submission = parseForm(form, { schema: VehicleFormSchema });
  if (submission.status !== "success" || photoError) {
    return {
      result: submission.reply({ fieldErrors: photoError ? { avatar: [photoError] } : undefined }),
    };
  }
  const v = submission.value;
  const reply = v.id
    ? await updateVehicle(api, v.id, toPayload(v))
    : await createVehicle(once(api, form, context), toPayload(v));
  if (reply.code === 404) throw new Response(null, { status: 404 });
  if (reply.code !== 200) {
    const data = reply.data as { issues?: { path: string; message: string }[] } | null;
    return {
      result: submission.reply({
        formErrors: [formError("transport:vehicle.errorSave", { message: reply.message ?? "" })],
        fieldErrors: reply.code === 422 ? issuesToFieldErrors(data?.issues) : undefined,
      }),
    };
  }
  return redirectWithToast(context, back, {
    kind: "success",
    message: v.id ? "transport:vehicle.updated" : "transport:vehicle.added",
  });
}
