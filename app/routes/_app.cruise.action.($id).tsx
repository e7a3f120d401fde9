// /cruise/action and /cruise/action/{id}: add or edit a cruise (spec §2 Cruises, §3, §5 "Cruise", §8).
// A new cruise leads to its cabins page; an edited one returns to /cruise.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { saveListingForm, type ListingFormData } from "~/features/listing/listing-save.server";
import { listingFormPage, newListingPage } from "~/features/listing/listing-form-page.server";
import { ListingFormHeader } from "~/features/listing/listing-form-header";
import { listingFormProps } from "~/features/listing/listing-form-props";
import { CRUISE_IMAGE_CROP, CruiseSchema, toFormValues, toPayload } from "~/features/cruises/cruise-form/schema";
import { createCruise, listCruiseFacilities, updateCruise, type CruiseRecord } from "~/features/cruises/api.server";
import { requireCruise } from "~/features/cruises/cruise-page.server";
import { CruiseForm } from "~/features/cruises/cruise-form/cruise-form";
import { LISTING_FORM_BODY } from "~/features/listing";
import { ErrorPage } from "~/components/error-page";

export const handle = { i18n: ["cruise", "tours", "listing"], body: LISTING_FORM_BODY };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

async function loadCruise(request: Request, context: LoaderFunctionArgs["context"], id: string | undefined) {
  if (id) return requireCruise(request, context, id);
  return { ...(await newListingPage(request, context)), cruise: null as CruiseRecord | null };
}

export async function loader(args: LoaderFunctionArgs) {
  const page = await loadCruise(args.request, args.context, args.params.id);
  const values = toFormValues(page.cruise);
  const [form, facilities] = await Promise.all([
    listingFormPage({ ...args, ...page, record: page.cruise, values, ns: "cruise" }),
    listCruiseFacilities(page.api, page.lang),
  ]);
  return { ...form, values, facilities };
}

type ActionData = ListingFormData;

export async function action(args: ActionFunctionArgs): Promise<ActionData | Response> {
  const { api, lang, cruise } = await loadCruise(args.request, args.context, args.params.id);
  return saveListingForm({
    ...args,
    body: handle.body,
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
      <CruiseForm key={data.name} {...listingFormProps(data, actionData)} facilities={data.facilities} />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
