// /cruise/{idTour}/cabin/action and /cruise/{idTour}/cabin/action/{idCabin}: add or edit a cabin type
// (spec §2 Cruises, §3 "Cabin type", §5 "Cabin form", §8). The cruise's currency is carried along;
// after a save, back to the cabins list; a failed save keeps the form.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { i18nServer } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { imageUrlsOf } from "~/features/listing/listing-save.server";
import { saveTypeForm, type TypeFormData } from "~/features/listing/type-save.server";
import { localName } from "~/lib/local-name";
import {
  createCabin,
  getCabin,
  listBedTypes,
  listCabinFacilities,
  updateCabin,
  type CabinRecord,
} from "~/features/cruises/api.server";
import { requireCruise } from "~/features/cruises/cruise-page.server";
import {
  CABIN_FORM_BODY,
  CABIN_IMAGES_MAX,
  CabinSchema,
  PERSONS_MAX,
  toFormValues,
  toPayload,
} from "~/features/cruises/cabin-form";
import { CabinForm } from "~/features/cruises/cabin-form/cabin-form";
import { PageHeader } from "~/components/page-header";
import { ErrorPage } from "~/components/error-page";

export const handle = { i18n: ["cruise", "tours", "listing"], body: CABIN_FORM_BODY };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

async function loadCabin(
  request: Request,
  context: LoaderFunctionArgs["context"],
  params: LoaderFunctionArgs["params"],
) {
  const page = await requireCruise(request, context, params.idTour);
  const cabinsPath = `/cruise/${page.cruise._id}/cabins`;
  let cabin: CabinRecord | null = null;
  if (params.idCabin) {
    const reply = await getCabin(page.api, params.idCabin, page.lang);
    // spec §8: a missing cabin warns, then back to the cabins list (another cruise's cabin too)
    if (reply.code !== 200 || reply.data.cruise !== page.cruise._id) {
      throw await redirectWithToast(context, cabinsPath, { kind: "warning", message: "cruise:cabinNotExist" });
    }
    cabin = reply.data;
  }
  return { ...page, cabin, cabinsPath };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, lang, cruise, cabin, cabinsPath } = await loadCabin(request, context, params);
  const values = toFormValues(cabin);
  const [facilities, bedTypes] = await Promise.all([listCabinFacilities(api, lang), listBedTypes(api, lang)]);
  const t = await i18nServer.getFixedT(request, "cruise");
  return {
    title: t(cabin ? "cabin.editTitle" : "cabin.addTitle"),
    isNew: !cabin,
    cruiseName: localName(cruise, lang),
    cabinName: cabin ? localName(cabin, lang) : "",
    cabinsPath,
    values,
    facilities,
    bedTypes,
    imageUrls: imageUrlsOf("images" in values ? (values.images ?? []) : []),
    currency: cruise.currency ?? "VND",
  };
}

type ActionData = TypeFormData;

export async function action({ request, params, context }: ActionFunctionArgs): Promise<ActionData | Response> {
  const { api, lang, cruise, cabin, cabinsPath } = await loadCabin(request, context, params);
  return saveTypeForm({
    body: handle.body,
    request,
    context,
    api,
    schema: CabinSchema,
    images: { type: "tour", max: CABIN_IMAGES_MAX },
    bedTypes: () => listBedTypes(api, lang),
    // spec §5: persons 1-10, worked out here from the bed types (the marketplace does the same)
    persons: { min: 1, max: PERSONS_MAX },
    record: cabin,
    toPayload: (value, persons) =>
      toPayload(value, { cruise: cruise._id, currency: cruise.currency ?? "VND", persons }),
    create: createCabin,
    update: updateCabin,
    // spec §8: on a failed cabin save the form stays
    failed: { create: "cruise:cabinAddFailed", update: "cruise:errorEditInfo" },
    back: cabinsPath,
    saved: { create: "cruise:cabinAdded", update: "cruise:cabinSaved" },
  });
}

export default function CabinAction() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const { t } = useTranslation("cruise");
  const title = data.isNew ? t("cabin.addTitle") : t("cabin.editTitle");
  return (
    <>
      <PageHeader
        title={title}
        subtitle={data.cabinName || data.cruiseName}
        crumbs={[
          { label: t("list.title"), to: "/cruise" },
          { label: t("cabins.title", { name: data.cruiseName }), to: data.cabinsPath },
          { label: title },
        ]}
        help="help-cruise-cabin-form"
      />
      <CabinForm
        key={data.cabinName}
        isNew={data.isNew}
        defaultValue={data.values}
        lastResult={actionData?.result}
        facilities={data.facilities}
        bedTypes={data.bedTypes}
        imageUrls={{ ...data.imageUrls, ...actionData?.imageUrls }}
        currency={data.currency}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
