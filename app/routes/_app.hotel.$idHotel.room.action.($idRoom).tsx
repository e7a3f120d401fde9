// /hotel/{idHotel}/room/action and /hotel/{idHotel}/room/action/{idRoom}: add or edit a room type
// (spec hotels-bikes-transport §2 "Hotel", §3 "Room", §5 "Room form", §8). The hotel's currency is
// carried along; after a save, back to the rooms page; a failed save keeps the form.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ownType, typeFormPage } from "~/features/listing/type-form-page.server";
import { TypeFormHeader } from "~/features/listing/type-form-header";
import { typeFormProps } from "~/features/listing/listing-form-props";
import { saveTypeForm, type TypeFormData } from "~/features/listing/type-save.server";
import { createRoom, getRoom, listBedTypes, listRoomFacilities, updateRoom } from "~/features/hotels/api.server";
import { requireHotel } from "~/features/hotels/hotel-page.server";
import {
  PERSONS_MAX,
  ROOM_FORM_BODY,
  ROOM_IMAGE_CROP,
  ROOM_IMAGES_MAX,
  RoomSchema,
  toFormValues,
  toPayload,
} from "~/features/hotels/room-form/schema";
import { RoomForm } from "~/features/hotels/room-form/room-form";
import { ErrorPage } from "~/components/error-page";

export const handle = { i18n: ["hotel", "tours", "listing"], body: ROOM_FORM_BODY };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

async function loadRoom({ request, context, params }: LoaderFunctionArgs) {
  const page = await requireHotel(request, context, params.idHotel);
  const roomsPath = `/hotel/${page.hotel._id}/rooms`;
  // spec §8 hotel.roomDoesNotExist: a warning, then back (another hotel's room too)
  const room = await ownType({
    context,
    id: params.idRoom,
    get: (id) => getRoom(page.api, id, page.lang),
    isOwn: (r) => r.hotel === page.hotel._id,
    back: roomsPath,
    missing: "hotel:roomDoesNotExist",
  });
  return { ...page, room, roomsPath, currency: page.hotel.currency ?? "VND" };
}

export async function loader(args: LoaderFunctionArgs) {
  const { api, lang, hotel, room, roomsPath } = await loadRoom(args);
  const page = await typeFormPage({
    request: args.request,
    lang,
    listing: hotel,
    record: room,
    values: toFormValues(room),
    words: "hotel:room",
    facilities: () => listRoomFacilities(api, lang),
    bedTypes: () => listBedTypes(api, lang),
  });
  return { ...page, roomsPath };
}

type ActionData = TypeFormData;

export async function action(args: ActionFunctionArgs): Promise<ActionData | Response> {
  const { api, lang, hotel, room, roomsPath, currency } = await loadRoom(args);
  return saveTypeForm({
    ...args,
    body: handle.body,
    api,
    schema: RoomSchema,
    images: { type: "hotel", max: ROOM_IMAGES_MAX, crop: ROOM_IMAGE_CROP },
    bedTypes: () => listBedTypes(api, lang),
    // spec §5: persons ≤ 1000, worked out here from the bed types (the marketplace does the same)
    persons: { min: 0, max: PERSONS_MAX },
    record: room,
    toPayload: (value, persons) => toPayload(value, { hotel: room ? null : hotel._id, currency, persons }),
    create: createRoom,
    update: updateRoom,
    failed: { create: "hotel:room.addFailed", update: "hotel:room.saveFailed" },
    back: roomsPath,
    saved: { create: "hotel:room.added", update: "hotel:room.saved" },
  });
}

export default function RoomAction() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  return (
    <>
      <TypeFormHeader
        words="hotel:room"
        typesTitle="rooms.title"
        isNew={data.isNew}
        name={data.name}
        listingName={data.listingName}
        listPath="/hotel"
        typesPath={data.roomsPath}
        help="help-hotel-room-form"
      />
      <RoomForm key={data.name} {...typeFormProps(data, actionData)} />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
