// /cruise/action and /cruise/action/{id}: add or edit a cruise (spec §2 Cruises, §3, §5 "Cruise", §8).
// A new cruise leads to its cabins page; an edited one returns to /cruise.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { saveListingForm, type ListingFormData } from "~/features/listing/listing-save.server";
import { listingFormPage, newListingPage } from "~/features/listing/listing-form-page.server";
import { ListingFormHeader } from "~/features/listing/listing-form-header";
import { CRUISE_IMAGE_CROP, CruiseSchema, toFormValues, toPayload } from "~/features/cruises/cruise-form";
import { createCruise, listCruiseFacilities, updateCruise, type CruiseRecord } from "~/features/cruises/api.server";
import { requireCruise } from "~/features/cruises/cruise-page.server";
import { CruiseForm } from "~/features/cruises/cruise-form/cruise-form";
import { localName } from "~/lib/local-name";
import { LISTING_FORM_BODY } from "~/features/listing";
import { ErrorPage } from "~/components/error-page";

export const handle = { i18n: ["cruise", "tours", "listing"], body: LISTING_FORM_BODY };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

async function loadCruise(request: Request, context: LoaderFunctionArgs["context"], id: string | undefined) {
  if (id) return requireCruise(request, context, id);
  return { ...(await newListingPage(request, context)), cruise: null as CruiseRecord | null };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, supplier, lang, cruise } = await loadCruise(request, context, params.id);
  const values = toFormValues(cruise);
  const [page, facilities] = await Promise.all([
    listingFormPage({
      request,
      api,
      lang,
      supplier,
      record: cruise,
      name: cruise ? localName(cruise, lang) : "",
      values,
      ns: "cruise",
    }),
    listCruiseFacilities(api, lang),
  ]);
  return { ...page, values, facilities };
}

type ActionData = ListingFormData;

export async function action({ request, params, context }: ActionFunctionArgs): Promise<ActionData | Response> {
  const { api, lang, cruise } = await loadCruise(request, context, params.id);
  return saveListingForm({
    body: handle.body,
    request,
    context,
    api,
    lang,
    record: cruise,
    schema: CruiseSchema,
    crop: CRUISE_IMAGE_CROP,
    toPayload,
    create: createCruise,
    update: updateCruise,
    failed: { create: "cruise:errorAddNew", update: "cruise:errorEditInfo" },
    // spec §2: a new cruise leads to its cabins page; an edited one returns to the list
    saved: (id) =>
      cruise
        ? { to: "/cruise", message: "cruise:successEditInfo" }
        : { to: `/cruise/${id}/cabins`, message: "cruise:successAddNew" },
  });
}

export default function CruiseAction() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  return (
    <>
      <ListingFormHeader ns="cruise" isNew={data.isNew} name={data.name} listPath="/cruise" help="help-cruise-form" />
      <CruiseForm
        key={data.name}
        isNew={data.isNew}
        defaultValue={data.values}
        lastResult={actionData?.result}
        places={actionData?.places ?? data.places}
        facilities={data.facilities}
        imageUrls={{ ...data.imageUrls, ...actionData?.imageUrls }}
        currency={data.currency}
        translationPending={data.translationPending}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
