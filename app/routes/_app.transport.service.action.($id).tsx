// /transport/service/action and /transport/service/action/{id}: add or edit a transport service
// (spec hotels-bikes-transport §2, §5 "Transport service form"; §8 transportNotExist, createVehicleFirst).
// The places' lists are server calls: this route draws them (features reach places through its types only).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { i18nServer } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { once } from "~/lib/form-once.server";
import { formError, redrawReply } from "~/components/form";
import { issuesToFieldErrors, parseForm } from "~/lib/validation";
import { cascadePlaces, placeLists, type PlaceLists } from "~/features/places/api.server";
import { createService, listVehicles, updateService } from "~/features/transport/api.server";
import { ServiceFormSchema, toFormValues, toPayload } from "~/features/transport/service-form/schema";
import { loadService } from "~/features/transport/services-page.server";
import { ServiceFormPage } from "~/features/transport/service-form-page";
import { readIntent } from "~/lib/form-intent";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["transport"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, lang, service, supplier } = await loadService(request, context, params.id);
  const t = await i18nServer.getFixedT(request, "transport");
  const values = toFormValues(service);
  const [vehicles, places] = await Promise.all([
    listVehicles(api, 1, -1, lang),
    placeLists(api, lang, String(values.area ?? "") || null, String(values.country ?? "") || null),
  ]);
  const options = vehicles.code === 200 ? vehicles.data.docs : [];
  return {
    title: t(service ? "service.editTitle" : "service.addTitle"),
    service,
    values,
    places,
    vehicles: options.map((v) => ({ _id: v._id, label: `${v.brand} · ${v.type}` })),
    // spec §8 createVehicleFirst: no vehicle yet, a dialog leads to the vehicle list
    createVehicleFirst: vehicles.code === 200 && options.length === 0,
    currency: service?.currency ?? supplier.currency ?? "VND",
  };
}

type ServiceActionData = { result: SubmissionResult<string[]>; places: PlaceLists };

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { api, lang, service, supplier } = await loadService(request, context, params.id);
  const form = await request.formData();
  const intent = readIntent(form, ["save", "places", "refresh"], "save");
  form.delete("intent");
  cascadePlaces(form);
  const submission = parseForm(form, { schema: ServiceFormSchema });
  const payload = submission.payload as Record<string, unknown>;
  const redraw = async (result: SubmissionResult<string[]>): Promise<ServiceActionData> => ({
    result,
    places: await placeLists(api, lang, String(payload.area ?? "") || null, String(payload.country ?? "") || null),
  });
  // "show": the places, routes and guest choices drawn again for what is chosen (no scripts)
  if (submission.status === undefined || intent === "places" || intent === "refresh")
    return redraw(redrawReply(submission));
  if (submission.status !== "success") return redraw(submission.reply());
  const body = toPayload(submission.value, service?.currency ?? supplier.currency ?? "VND");
  const reply = service
    ? await updateService(api, service._id, body)
    : await createService(once(api, form, context), body, lang);
  if (reply.code !== 200) {
    const data = reply.data as { issues?: { path: string; message: string }[] } | null;
    return redraw(
      submission.reply({
        formErrors: [
          formError(service ? "transport:service.errorEdit" : "transport:service.errorAdd", {
            message: reply.message ?? "",
          }),
        ],
        fieldErrors: reply.code === 422 ? issuesToFieldErrors(data?.issues) : undefined,
      }),
    );
  }
  return redirectWithToast(context, `/transport/service/action/${service?._id ?? reply.data._id}`, {
    kind: "success",
    message: service ? "transport:service.updated" : "transport:service.added",
  });
}

export default ServiceFormPage;
export { ErrorPage as ErrorBoundary } from "~/components/error-page";
