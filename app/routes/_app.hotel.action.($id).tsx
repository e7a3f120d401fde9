// /hotel/action and /hotel/action/{id}: add or edit a hotel (spec hotels-bikes-transport §2 "Hotel",
// §3, §5 "Hotel form", §8). After a save, back to the list; a failed save keeps the form.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireApi } from "~/lib/api.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { localName } from "~/lib/local-name";
import { placeLists } from "~/features/places/index.server";
import { imageUrlsOf, saveListingForm, type ListingFormData } from "~/features/listing/listing-save.server";
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
} from "~/features/hotels/hotel-form";
import { HotelForm } from "~/features/hotels/hotel-form/hotel-form";
import { addressFormStep } from "~/features/address/index.server";
import type { AddressFindResult } from "~/features/address";
import { PageHeader } from "~/components/page-header";
import { ErrorPage } from "~/components/error-page";

export const handle = { i18n: ["hotel", "tours", "listing", "address"], body: HOTEL_FORM_BODY };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

async function loadHotel(request: Request, context: LoaderFunctionArgs["context"], id: string | undefined) {
  if (id) return requireHotel(request, context, id);
  const auth = await requireApi(request, context);
  return { ...auth, lang: await getLocale(request), hotel: null as HotelRecord | null };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, supplier, lang, hotel } = await loadHotel(request, context, params.id);
  const values = toFormValues(hotel);
  const [places, types, facilities] = await Promise.all([
    placeLists(api, lang, "area" in values ? values.area : null, "country" in values ? values.country : null),
    listHotelTypes(api, lang),
    listHotelFacilities(api, lang),
  ]);
  const t = await i18nServer.getFixedT(request, "hotel");
  return {
    title: t(hotel ? "form.editTitle" : "form.addTitle"),
    isNew: !hotel,
    name: hotel ? localName(hotel, lang) : "",
    values,
    places,
    types,
    facilities,
    imageUrls: imageUrlsOf("images" in values ? (values.images ?? []) : []),
    currency: hotel?.currency ?? supplier.currency ?? "VND",
    translationPending: hotel?.translation_pending ?? {},
  };
}

type ActionData = ListingFormData<{ address: AddressFindResult }>;

export async function action({ request, params, context }: ActionFunctionArgs): Promise<ActionData | Response> {
  const { api, supplier, lang, hotel } = await loadHotel(request, context, params.id);
  const currency = hotel?.currency ?? supplier.currency ?? "VND";
  return saveListingForm({
    body: handle.body,
    request,
    context,
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
  });
}

export default function HotelAction() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const { t } = useTranslation("hotel");
  const title = data.isNew ? t("form.addTitle") : t("form.editTitle");
  return (
    <>
      <PageHeader
        title={title}
        subtitle={data.name || undefined}
        crumbs={[{ label: t("list.crumb") }, { label: t("list.title"), to: "/hotel" }, { label: title }]}
        help="help-hotel-form"
      />
      <HotelForm
        key={data.name}
        isNew={data.isNew}
        defaultValue={data.values}
        lastResult={actionData?.result}
        places={actionData?.places ?? data.places}
        types={data.types}
        facilities={data.facilities}
        imageUrls={{ ...data.imageUrls, ...actionData?.imageUrls }}
        currency={data.currency}
        translationPending={data.translationPending}
        found={actionData?.step?.address}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
