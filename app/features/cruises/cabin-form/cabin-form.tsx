// The cabin type form (spec §3 "Cabin type", §5 "Cabin form"). Without scripts both languages are on
// the page, and the bed rows are added and removed by Conform's intent buttons (a post that redraws
// the form, with the persons its beds sleep worked out by the server; spec §5: the first row stays);
// with scripts the languages are tabs and the persons follow the rows as they change. Its frame,
// beds and images are the listing kit's; its texts and details are in sections.tsx.
import { TypeFormFrame, useListingForm, type TypeFormProps } from "~/features/listing";
import { CABIN_IMAGES_MAX, CabinSchema, PERSONS_MAX } from "./schema";
import { CabinLanguage, DetailsSection } from "./sections";

export function CabinForm({ isNew, defaultValue, lastResult, ...props }: TypeFormProps) {
  const kit = useListingForm(CabinSchema, { id: "cabin", isNew, defaultValue, lastResult });
  const details = <DetailsSection fields={kit.fields} facilities={props.facilities} currency={props.currency} />;
  return (
    <TypeFormFrame
      kit={kit}
      isNew={isNew}
      words="cruise:cabin"
      language={(lng) => <CabinLanguage {...kit.language(lng)} fields={kit.fields} />}
      imageUrls={props.imageUrls}
      maxImages={CABIN_IMAGES_MAX}
      bedTypes={props.bedTypes}
      maxPersons={PERSONS_MAX}
    >
      {details}
    </TypeFormFrame>
  );
}
