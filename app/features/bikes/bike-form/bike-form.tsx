// The bilingual bike form (spec hotels-bikes-transport §3 "Bike", §5 "Bike form"). As the tour form:
// without scripts both languages are on the page and the server sorts them out; with scripts the
// languages are tabs and leaving with changes asks first. Its frame, languages and images are the
// listing kit's.
import { useTranslation } from "react-i18next";
import { BIKE_CONTENT } from "@contract/api/bikes";
import type { AddressFindResult } from "~/features/address";
import { ContentLanguages, ListingFormFrame, useListingForm, type ListingFormProps } from "~/features/listing";
import { BikeSchema } from "./schema";
import { PlaceSection, RentalSection } from "./sections";

type Props = ListingFormProps & {
  /** the places the address finder found for a "find" post (without scripts) */
  found?: AddressFindResult | null;
};

export function BikeForm({ isNew, defaultValue, lastResult, ...props }: Props) {
  const { t } = useTranslation("bike");
  const kit = useListingForm(BikeSchema, { id: "bike", isNew, defaultValue, lastResult });
  const { form, fields } = kit;
  return (
    <ListingFormFrame form={form} fields={fields} isNew={isNew} words="bike:form" imageUrls={props.imageUrls}>
      <ContentLanguages
        kit={kit}
        pending={props.translationPending}
        sections={BIKE_CONTENT}
        texts={(text) => (
          <>
            {text("name", t("form.name"), true)}
            {text("description", t("form.description"), true)}
          </>
        )}
      />
      <PlaceSection fields={fields} places={props.places} found={props.found} />
      <RentalSection fields={fields} currency={props.currency} />
    </ListingFormFrame>
  );
}
