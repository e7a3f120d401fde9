// The cabin type form (spec §3 "Cabin type", §5 "Cabin form"). Without scripts both languages are on
// the page, and the bed rows are added and removed by Conform's intent buttons (a post that redraws
// the form, with the persons its beds sleep worked out by the server; spec §5: the first row stays);
// with scripts the languages are tabs and the persons follow the rows as they change. Its frame,
// beds and images are the listing kit's; its texts and details are in sections.tsx.
import type { SubmissionResult } from "@conform-to/react";
import { BedRows, LanguagePanel, ListingFormFrame, useListingForm, type BedType, type Ref } from "~/features/listing";
import { CABIN_IMAGES_MAX, CabinSchema, PERSONS_MAX } from "../cabin-form";
import { CabinLanguage, DetailsSection } from "./sections";

type Props = {
  isNew: boolean;
  defaultValue: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]>;
  facilities: Ref[];
  bedTypes: BedType[];
  imageUrls: Record<string, string>;
  currency: string;
};

export function CabinForm({ isNew, defaultValue, lastResult, facilities, bedTypes, imageUrls, currency }: Props) {
  const kit = useListingForm(CabinSchema, { id: "cabin", isNew, defaultValue, lastResult });
  const { form, fields } = kit;

  return (
    <ListingFormFrame
      form={form}
      fields={fields}
      isNew={isNew}
      words="cruise:cabin"
      imageUrls={imageUrls}
      maxImages={CABIN_IMAGES_MAX}
    >
      <LanguagePanel kit={kit}>{(lng) => <CabinLanguage {...kit.language(lng)} fields={fields} />}</LanguagePanel>
      <BedRows form={form} beds={fields.beds} bedTypes={bedTypes} maxPersons={PERSONS_MAX} words="cruise:cabin" />
      <DetailsSection fields={fields} facilities={facilities} currency={currency} />
    </ListingFormFrame>
  );
}
