// The bilingual cruise form (spec §3 "Cruise extras", §5 "Cruise"). As the tour form: without scripts
// both languages are on the page and the server sorts them out; with scripts the languages are tabs
// and leaving with changes asks first. Its frame, languages and images are the listing kit's.
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import type { PlaceLists } from "~/features/places";
import { ContentSection, LanguagePanel, ListingFormFrame, useListingForm, type Ref } from "~/features/listing";
import { CRUISE_SECTIONS, CruiseSchema } from "../cruise-form";
import { PlaceSection, TripSection } from "./sections";

type Props = {
  isNew: boolean;
  defaultValue: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]>;
  places: PlaceLists;
  facilities: Ref[];
  imageUrls: Record<string, string>;
  currency: string;
  translationPending: { vi?: boolean; en?: boolean };
};

export function CruiseForm(props: Props) {
  const { isNew, defaultValue, lastResult, places, facilities, imageUrls, currency, translationPending } = props;
  const { t } = useTranslation("cruise");
  const kit = useListingForm(CruiseSchema, { id: "cruise", isNew, defaultValue, lastResult });
  const { form, fields } = kit;

  return (
    <ListingFormFrame form={form} fields={fields} isNew={isNew} words="cruise:form" imageUrls={imageUrls}>
      <LanguagePanel kit={kit}>
        {(lng) => (
          <ContentSection
            {...kit.language(lng)}
            fields={fields}
            pending={translationPending[lng]}
            sections={CRUISE_SECTIONS}
            texts={(text) => (
              <>
                {text("name", t("form.name"), true)}
                {text("departure", t("form.address"), true)}
              </>
            )}
          />
        )}
      </LanguagePanel>
      <PlaceSection fields={fields} places={places} facilities={facilities} />
      <TripSection fields={fields} currency={currency} />
    </ListingFormFrame>
  );
}
