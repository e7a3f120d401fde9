// The room type form (spec hotels-bikes-transport §3 "Room", §5 "Room form"). Without scripts both
// languages are on the page and the bed rows are added and removed by Conform's intent buttons (a post
// that redraws the form, the guests worked out by the server); with scripts the languages are tabs and
// the guests follow the rows. Its frame, languages, beds and images are the listing kit's;
// its texts and details are in sections.tsx.
import type { SubmissionResult } from "@conform-to/react";
import { BedRows, LanguagePanel, ListingFormFrame, useListingForm, type BedType, type Ref } from "~/features/listing";
import { PERSONS_MAX, ROOM_IMAGES_MAX, RoomSchema } from "../room-form";
import { RoomDetailsSection, RoomLanguage } from "./sections";

type Props = {
  isNew: boolean;
  defaultValue: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]>;
  facilities: Ref[];
  bedTypes: BedType[];
  imageUrls: Record<string, string>;
  currency: string;
};

export function RoomForm({ isNew, defaultValue, lastResult, facilities, bedTypes, imageUrls, currency }: Props) {
  const kit = useListingForm(RoomSchema, { id: "room", isNew, defaultValue, lastResult });
  const { form, fields } = kit;

  return (
    <ListingFormFrame
      form={form}
      fields={fields}
      isNew={isNew}
      words="hotel:room"
      imageUrls={imageUrls}
      maxImages={ROOM_IMAGES_MAX}
    >
      <LanguagePanel kit={kit}>{(lng) => <RoomLanguage {...kit.language(lng)} fields={fields} />}</LanguagePanel>
      <BedRows form={form} beds={fields.beds} bedTypes={bedTypes} maxPersons={PERSONS_MAX} words="hotel:room" />
      <RoomDetailsSection fields={fields} facilities={facilities} currency={currency} />
    </ListingFormFrame>
  );
}
