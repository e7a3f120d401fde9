// The bilingual cruise form (spec §3 "Cruise extras", §5 "Cruise"). As the tour form: without scripts
// both languages are on the page and the server sorts them out; with scripts the languages are tabs
// and leaving with changes asks first. Its frame, languages and images are the listing kit's.
import { useTranslation } from "react-i18next";
import {
  ContentLanguages,
  ListingFormFrame,
  useListingForm,
  type ListingFormProps,
  type Ref,
} from "~/features/listing";
import { CRUISE_SECTIONS, CruiseSchema } from "./schema";
import { PlaceSection, TripSection } from "./sections";

export function CruiseForm({ isNew, defaultValue, lastResult, ...props }: ListingFormProps & { facilities: Ref[] }) {
  const { t } = useTranslation("cruise");
  const kit = useListingForm(CruiseSchema, { id: "cruise", isNew, defaultValue, lastResult });
  const { form, fields } = kit;
  return (
    <ListingFormFrame form={form} fields={fields} isNew={isNew} words="cruise:form" imageUrls={props.imageUrls}>
      <ContentLanguages
        kit={kit}
        pending={props.translationPending}
        sections={CRUISE_SECTIONS}
        texts={(text) => (
          <>
            {text("name", t("form.name"), true)}
            {text("departure", t("form.address"), true)}
          </>
        )}
      />
      <PlaceSection fields={fields} places={props.places} facilities={props.facilities} />
      <TripSection fields={fields} currency={props.currency} />
    </ListingFormFrame>
  );
}
