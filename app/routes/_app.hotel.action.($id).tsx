// /hotel/action and /hotel/action/{id}: add or edit a hotel (spec hotels-bikes-transport §2 "Hotel",
// §3, §5 "Hotel form", §8). After a save, back to the list; a failed save keeps the form.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { saveListingForm, type ListingFormData } from "~/features/listing/listing-save.server";
import { listingFormPage, newListingPage } from "~/features/listing/listing-form-page.server";
import { ListingFormHeader } from "~/features/listing/listing-form-header";
import { listingFormProps } from "~/features/listing/listing-form-props";
import {
  addHotelImage,
  createHotel,
  listHotelFacilities,
  listHotelTypes,
  updateHotel,
  type HotelRecord,
} from "~/features/hotels/api.server";
import { requireHotel } from "~/features/hotels/hotel-page.server";
import {
  HOTEL_FORM_BODY,
  HOTEL_IMAGE_CROP,
  HOTEL_IMAGES_MAX,
  HotelSchema,
  toFormValues,
  toPayload,
} from "~/features/hotels/hotel-form/schema";
import { HotelForm } from "~/features/hotels/hotel-form/hotel-form";
import { addressFormStep } from "~/features/address/index.server";
import { FIND_ADDRESS_INTENT, type AddressFindResult } from "~/features/address";
import { ErrorPage } from "~/components/error-page";

export const handle = { i18n: ["hotel", "tours", "listing", "address"], body: HOTEL_FORM_BODY };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

async function loadHotel(request: Request, context: LoaderFunctionArgs["context"], id: string | undefined) {
  if (id) return requireHotel(request, context, id);
  return { ...(await newListingPage(request, context)), hotel: null as HotelRecord | null };
}

export async function loader(args: LoaderFunctionArgs) {
  const page = await loadHotel(args.request, args.context, args.params.id);
  const values = toFormValues(page.hotel);
  const [form, types, facilities] = await Promise.all([
    listingFormPage({ ...args, ...page, record: page.hotel, values, ns: "hotel" }),
    listHotelTypes(page.api, page.lang),
    listHotelFacilities(page.api, page.lang),
  ]);
  return { ...form, values, types, facilities };
}

type ActionData = ListingFormData<{ address: AddressFindResult }>;

export async function action(args: ActionFunctionArgs): Promise<ActionData | Response> {
  const { api, supplier, lang, hotel } = await loadHotel(args.request, args.context, args.params.id);
  const currency = hotel?.currency ?? supplier.currency ?? "VND";
  return saveListingForm({
    ...args,
    body: handle.body,
    api,
    lang,
    record: hotel,
    schema: HotelSchema,
    crop: HOTEL_IMAGE_CROP,
    images: { type: "hotel", max: HOTEL_IMAGES_MAX, record: addHotelImage },
    toPayload: (v, imageIds, sanitize) => toPayload(v, imageIds, sanitize, currency),
    create: createHotel,
    update: updateHotel,
    failed: { create: "hotel:errorAddNew", update: "hotel:errorEditInfo" },
    // spec §2: after a successful save the user returns to the list
    saved: () => ({ to: "/hotel", message: hotel ? "hotel:successEditInfo" : "hotel:successAddNew" }),
    // the address finder: a place chosen among those found becomes the address; "find" redraws with them
    step: (form, intent) => addressFormStep(form, { api, lang, intent }),
    stepIntents: [FIND_ADDRESS_INTENT],
  });
}

export default function HotelAction() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  return (
    <>
      <ListingFormHeader ns="hotel" isNew={data.isNew} name={data.name} listPath="/hotel" help="help-hotel-form" />
      <HotelForm
        key={data.name}
        {...listingFormProps(data, actionData)}
        types={data.types}
        facilities={data.facilities}
        found={actionData?.step?.address}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
