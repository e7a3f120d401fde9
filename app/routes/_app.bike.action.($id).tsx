// /bike/action and /bike/action/{id}: add or edit a bike (spec hotels-bikes-transport §2 Bike, §3, §5
// "Bike form", §8). A new bike leads to its rental options; an edited one returns to /bike.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { saveListingForm, type ListingFormData } from "~/features/listing/listing-save.server";
import { listingFormPage, newListingPage } from "~/features/listing/listing-form-page.server";
import { ListingFormHeader } from "~/features/listing/listing-form-header";
import { listingFormProps } from "~/features/listing/listing-form-props";
import { LISTING_FORM_BODY, MAX_LISTING_IMAGES } from "~/features/listing";
import { BIKE_IMAGE_CROP, BikeSchema, toFormValues, toPayload } from "~/features/bikes/bike-form/schema";
import { addBikeImage, createBike, updateBike, type BikeRecord } from "~/features/bikes/api.server";
import { requireBike } from "~/features/bikes/bike-page.server";
import { BikeForm } from "~/features/bikes/bike-form/bike-form";
import { addressFormStep } from "~/features/address/index.server";
import { FIND_ADDRESS_INTENT, type AddressFindResult } from "~/features/address";
import { ErrorPage } from "~/components/error-page";

export const handle = { i18n: ["bike", "tours", "listing", "address"], body: LISTING_FORM_BODY };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

async function loadBike(request: Request, context: LoaderFunctionArgs["context"], id: string | undefined) {
  if (id) return requireBike(request, context, id);
  return { ...(await newListingPage(request, context)), bike: null as BikeRecord | null };
}

export async function loader(args: LoaderFunctionArgs) {
  const page = await loadBike(args.request, args.context, args.params.id);
  const values = toFormValues(page.bike);
  return { ...(await listingFormPage({ ...args, ...page, record: page.bike, values, ns: "bike" })), values };
}

type ActionData = ListingFormData<{ address: AddressFindResult }>;

export async function action(args: ActionFunctionArgs): Promise<ActionData | Response> {
  const { api, lang, bike } = await loadBike(args.request, args.context, args.params.id);
  return saveListingForm({
    ...args,
    body: handle.body,
    api,
    lang,
    record: bike,
    schema: BikeSchema,
    crop: BIKE_IMAGE_CROP,
    toPayload,
    create: createBike,
    update: updateBike,
    images: { type: "bike", max: MAX_LISTING_IMAGES, record: addBikeImage },
    failed: { create: "bike:errorAddNew", update: "bike:errorEditInfo" },
    // a new bike leads to its rental options; an edited one returns to the list
    saved: (id) =>
      bike
        ? { to: "/bike", message: "bike:successEditInfo" }
        : { to: `/bike/${id}/options`, message: "bike:successAddNew" },
    // the address finder: a place chosen among those found becomes the address; "find" redraws with them
    step: (form, intent) => addressFormStep(form, { api, lang, intent }),
    stepIntents: [FIND_ADDRESS_INTENT],
  });
}

export default function BikeAction() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  return (
    <>
      <ListingFormHeader ns="bike" isNew={data.isNew} name={data.name} listPath="/bike" help="help-bike-form" />
      <BikeForm key={data.name} {...listingFormProps(data, actionData)} found={actionData?.step?.address} />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
