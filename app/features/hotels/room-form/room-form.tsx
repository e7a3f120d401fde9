// The room type form (spec hotels-bikes-transport §3 "Room", §5 "Room form"). Without scripts both
// languages are on the page and the bed rows are added and removed by Conform's intent buttons (a post
// that redraws the form, the guests worked out by the server); with scripts the languages are tabs and
// the guests follow the rows. Its frame, languages, beds and images are the listing kit's;
// its texts and details are in sections.tsx.
import { TypeFormFrame, useListingForm, type TypeFormProps } from "~/features/listing";
import { PERSONS_MAX, ROOM_IMAGES_MAX, RoomSchema } from "./schema";
import { RoomDetailsSection, RoomLanguage } from "./sections";

export function RoomForm({ isNew, defaultValue, lastResult, facilities, currency, ...props }: TypeFormProps) {
  const kit = useListingForm(RoomSchema, { id: "room", isNew, defaultValue, lastResult });
  return (
    <TypeFormFrame
      kit={kit}
      isNew={isNew}
      words="hotel:room"
      language={(lng) => <RoomLanguage {...kit.language(lng)} fields={kit.fields} />}
      imageUrls={props.imageUrls}
      maxImages={ROOM_IMAGES_MAX}
      bedTypes={props.bedTypes}
      maxPersons={PERSONS_MAX}
    >
      <RoomDetailsSection fields={kit.fields} facilities={facilities} currency={currency} />
    </TypeFormFrame>
  );
}
