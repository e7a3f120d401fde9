// The bilingual bike form (spec hotels-bikes-transport §3 "Bike", §5 "Bike form"). As the tour form:
// without scripts both languages are on the page and the server sorts them out; with scripts the
// languages are tabs and leaving with changes asks first. Its frame, languages and images are the
// listing kit's.
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { BIKE_CONTENT } from "@contract/api/bikes";
import type { PlaceLists } from "~/features/places";
import type { AddressFindResult } from "~/features/address";
import { ContentSection, LanguagePanel, ListingFormFrame, useListingForm } from "~/features/listing";
import { BikeSchema } from "../bike-form";
import { PlaceSection, RentalSection } from "./sections";

type Props = {
  isNew: boolean;
  defaultValue: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]>;
  places: PlaceLists;
  imageUrls: Record<string, string>;
  currency: string;
  translationPending: { vi?: boolean; en?: boolean };
  /** the places the address finder found for a "find" post (without scripts) */
  found?: AddressFindResult | null;
};

export function BikeForm(props: Props) {
  const { isNew, defaultValue, lastResult, places, imageUrls, currency, translationPending, found } = props;
  const { t } = useTranslation("bike");
  const kit = useListingForm(BikeSchema, { id: "bike", isNew, defaultValue, lastResult });
  const { form, fields } = kit;

  return (
    <ListingFormFrame form={form} fields={fields} isNew={isNew} words="bike:form" imageUrls={imageUrls}>
      <LanguagePanel kit={kit}>
        {(lng) => (
          <ContentSection
            {...kit.language(lng)}
            fields={fields}
            pending={translationPending[lng]}
            sections={BIKE_CONTENT}
            texts={(text) => (
              <>
                {text("name", t("form.name"), true)}
                {text("description", t("form.description"), true)}
              </>
            )}
          />
        )}
      </LanguagePanel>
      <PlaceSection fields={fields} places={places} found={found} />
      <RentalSection fields={fields} currency={currency} />
    </ListingFormFrame>
  );
}
