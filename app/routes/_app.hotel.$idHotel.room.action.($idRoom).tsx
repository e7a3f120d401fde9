// /hotel/{idHotel}/room/action and /hotel/{idHotel}/room/action/{idRoom}: add or edit a room type
// (spec hotels-bikes-transport §2 "Hotel", §3 "Room", §5 "Room form", §8). The hotel's currency is
// carried along; after a save, back to the rooms page; a failed save keeps the form.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { i18nServer } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { localName } from "~/lib/local-name";
import { imageUrlsOf } from "~/features/listing/listing-save.server";
import { saveTypeForm, type TypeFormData } from "~/features/listing/type-save.server";
import {
  createRoom,
  getRoom,
  listBedTypes,
  listRoomFacilities,
  updateRoom,
  type RoomRecord,
} from "~/features/hotels/api.server";
import { requireHotel } from "~/features/hotels/hotel-page.server";
import {
  PERSONS_MAX,
  ROOM_FORM_BODY,
  ROOM_IMAGE_CROP,
  ROOM_IMAGES_MAX,
  RoomSchema,
  toFormValues,
  toPayload,
} from "~/features/hotels/room-form";
import { RoomForm } from "~/features/hotels/room-form/room-form";
import { PageHeader } from "~/components/page-header";
import { ErrorPage } from "~/components/error-page";

export const handle = { i18n: ["hotel", "tours", "listing"], body: ROOM_FORM_BODY };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

async function loadRoom(
  request: Request,
  context: LoaderFunctionArgs["context"],
  params: LoaderFunctionArgs["params"],
) {
  const page = await requireHotel(request, context, params.idHotel);
  const roomsPath = `/hotel/${page.hotel._id}/rooms`;
  let room: RoomRecord | null = null;
  if (params.idRoom) {
    const reply = await getRoom(page.api, params.idRoom, page.lang);
    // spec §8 hotel.roomDoesNotExist: a warning, then back (another hotel's room too)
    if (reply.code !== 200 || !reply.data || reply.data.hotel !== page.hotel._id) {
      throw await redirectWithToast(context, roomsPath, { kind: "warning", message: "hotel:roomDoesNotExist" });
    }
    room = reply.data;
  }
  return { ...page, room, roomsPath, currency: page.hotel.currency ?? "VND" };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, lang, hotel, room, roomsPath, currency } = await loadRoom(request, context, params);
  const values = toFormValues(room);
  const [facilities, bedTypes] = await Promise.all([listRoomFacilities(api, lang), listBedTypes(api, lang)]);
  const t = await i18nServer.getFixedT(request, "hotel");
  return {
    title: t(room ? "room.editTitle" : "room.addTitle"),
    isNew: !room,
    hotelName: localName(hotel, lang),
    roomName: room ? localName(room, lang) : "",
    roomsPath,
    values,
    facilities,
    bedTypes,
    imageUrls: imageUrlsOf("images" in values ? (values.images ?? []) : []),
    currency,
  };
}

type ActionData = TypeFormData;

export async function action({ request, params, context }: ActionFunctionArgs): Promise<ActionData | Response> {
  const { api, lang, hotel, room, roomsPath, currency } = await loadRoom(request, context, params);
  return saveTypeForm({
    body: handle.body,
    request,
    context,
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
    failed: { create: "hotel:errorAddNew", update: "hotel:errorEditInfo" },
    back: roomsPath,
    saved: { create: "hotel:room.added", update: "hotel:room.saved" },
  });
}

export default function RoomAction() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const { t } = useTranslation("hotel");
  const title = data.isNew ? t("room.addTitle") : t("room.editTitle");
  return (
    <>
      <PageHeader
        title={title}
        subtitle={data.roomName || data.hotelName}
        crumbs={[
          { label: t("list.title"), to: "/hotel" },
          { label: t("rooms.title", { name: data.hotelName }), to: data.roomsPath },
          { label: title },
        ]}
        help="help-hotel-room-form"
      />
      <RoomForm
        key={data.roomName}
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
