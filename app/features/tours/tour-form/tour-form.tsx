// The bilingual tour form (spec §3 Tour, §4, §5). Without scripts both languages and every
// type-driven control are on the page and the server sorts them out; with scripts the
// languages become tabs, the controls follow the type, and leaving with changes asks first.
// Its sections sit beside it; its schema and mappings are ../tour-form.ts; its frame, languages
// and images are the listing kit's.
import type { SubmissionResult } from "@conform-to/react";
import type { PlaceLists } from "~/features/places";
import { ContentSection, LanguagePanel, ListingFormFrame, useListingForm } from "~/features/listing";
import type { Ref } from "../api.server";
import { TourSchema } from "../tour-form";
import { BasicsSection } from "./basics";
import { PlacesSection } from "./places";

type Props = {
  isNew: boolean;
  defaultValue: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]>;
  places: PlaceLists;
  categories: Ref[];
  interests: Ref[];
  imageUrls: Record<string, string>;
  currency: string;
  translationPending: { vi?: boolean; en?: boolean };
};

export function TourForm(props: Props) {
  const { isNew, defaultValue, lastResult, places, categories, interests, imageUrls, currency } = props;
  const kit = useListingForm(TourSchema, { id: "tour", isNew, defaultValue, lastResult });
  const { form, fields } = kit;

  return (
    <ListingFormFrame form={form} fields={fields} isNew={isNew} words="tours:form" imageUrls={imageUrls}>
      <LanguagePanel kit={kit}>
        {(lng) => <ContentSection {...kit.language(lng)} fields={fields} pending={props.translationPending[lng]} />}
      </LanguagePanel>
      <PlacesSection fields={fields} places={places} categories={categories} interests={interests} />
      <BasicsSection fields={fields} currency={currency} />
    </ListingFormFrame>
  );
}
