// The bilingual tour form (spec §3 Tour, §4, §5). Without scripts both languages and every
// type-driven control are on the page and the server sorts them out; with scripts the
// languages become tabs, the controls follow the type, and leaving with changes asks first.
// Its sections sit beside it; its schema and mappings are ../tour-form.ts; its frame, languages
// and images are the listing kit's.
import { ContentLanguages, ListingFormFrame, useListingForm, type ListingFormProps } from "~/features/listing";
import type { Ref } from "../api.server";
import { TourSchema } from "./schema";
import { BasicsSection } from "./basics";
import { PlacesSection } from "./places";

type Props = ListingFormProps & { categories: Ref[]; interests: Ref[] };

export function TourForm({ isNew, defaultValue, lastResult, imageUrls, ...props }: Props) {
  const kit = useListingForm(TourSchema, { id: "tour", isNew, defaultValue, lastResult });
  const { form, fields } = kit;
  return (
    <ListingFormFrame form={form} fields={fields} isNew={isNew} words="tours:form" imageUrls={imageUrls}>
      <ContentLanguages kit={kit} pending={props.translationPending} />
      <PlacesSection fields={fields} places={props.places} categories={props.categories} interests={props.interests} />
      <BasicsSection fields={fields} currency={props.currency} />
    </ListingFormFrame>
  );
}
