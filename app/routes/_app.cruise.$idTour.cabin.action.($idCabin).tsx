// /cruise/{idTour}/cabin/action and /cruise/{idTour}/cabin/action/{idCabin}: add or edit a cabin type
// (spec §2 Cruises, §3 "Cabin type", §5 "Cabin form", §8). The cruise's currency is carried along;
// after a save, back to the cabins list; a failed save keeps the form.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ownType, typeFormPage } from "~/features/listing/type-form-page.server";
import { TypeFormHeader } from "~/features/listing/type-form-header";
import { typeFormProps } from "~/features/listing/listing-form-props";
import { saveTypeForm, type TypeFormData } from "~/features/listing/type-save.server";
import { createCabin, getCabin, listBedTypes, listCabinFacilities, updateCabin } from "~/features/cruises/api.server";
import { requireCruise } from "~/features/cruises/cruise-page.server";
import {
  CABIN_FORM_BODY,
  CABIN_IMAGES_MAX,
  CabinSchema,
  PERSONS_MAX,
  toFormValues,
  toPayload,
} from "~/features/cruises/cabin-form/schema";
import { CabinForm } from "~/features/cruises/cabin-form/cabin-form";
import { ErrorPage } from "~/components/error-page";

export const handle = { i18n: ["cruise", "tours", "listing"], body: CABIN_FORM_BODY };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

async function loadCabin({ request, context, params }: LoaderFunctionArgs) {
  const page = await requireCruise(request, context, params.idTour);
  const cabinsPath = `/cruise/${page.cruise._id}/cabins`;
  // spec §8: a missing cabin warns, then back to the cabins list (another cruise's cabin too)
  const cabin = await ownType({
    context,
    id: params.idCabin,
    get: (id) => getCabin(page.api, id, page.lang),
    isOwn: (c) => c.cruise === page.cruise._id,
    back: cabinsPath,
    missing: "cruise:cabinNotExist",
  });
  return { ...page, cabin, cabinsPath };
}

export async function loader(args: LoaderFunctionArgs) {
  const { api, lang, cruise, cabin, cabinsPath } = await loadCabin(args);
  const page = await typeFormPage({
    request: args.request,
    lang,
    listing: cruise,
    record: cabin,
    values: toFormValues(cabin),
    words: "cruise:cabin",
    facilities: () => listCabinFacilities(api, lang),
    bedTypes: () => listBedTypes(api, lang),
  });
  return { ...page, cabinsPath };
}

type ActionData = TypeFormData;

export async function action(args: ActionFunctionArgs): Promise<ActionData | Response> {
  const { api, lang, cruise, cabin, cabinsPath } = await loadCabin(args);
  return saveTypeForm({
    ...args,
    body: handle.body,
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
    failed: { create: "cruise:cabinAddFailed", update: "cruise:cabinSaveFailed" },
    back: cabinsPath,
    saved: { create: "cruise:cabinAdded", update: "cruise:cabinSaved" },
  });
}

export default function CabinAction() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  return (
    <>
      <TypeFormHeader
        words="cruise:cabin"
        typesTitle="cabins.title"
        isNew={data.isNew}
        name={data.name}
        listingName={data.listingName}
        listPath="/cruise"
        typesPath={data.cabinsPath}
        help="help-cruise-cabin-form"
      />
      <CabinForm key={data.name} {...typeFormProps(data, actionData)} />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
