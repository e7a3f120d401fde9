// The bilingual hotel form (spec hotels-bikes-transport §2 "/hotel/action", §5 "Hotel form"). As the
// tour and cruise forms: without scripts both languages are on the page and the server sorts them out;
// with scripts the languages are tabs (a new hotel auto-translated hides the other tab) and leaving
// with changes asks first. Its frame, languages and images are the listing kit's.
import type { SubmissionResult } from "@conform-to/react";
import { Grid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PlaceLists } from "~/features/places";
import type { AddressFindResult } from "~/features/address";
import {
  ContentSection,
  LanguagePanel,
  ListingFormFrame,
  LongText,
  useListingForm,
  type Ref,
} from "~/features/listing";
import type { AnyField } from "~/components/form";
import { HOTEL_IMAGES_MAX, HOTEL_SECTIONS, HotelSchema } from "../hotel-form";
import { AddressSection, DetailsSection, FacilitiesSection } from "./sections";

type Props = {
  isNew: boolean;
  defaultValue: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]>;
  places: PlaceLists;
  types: Ref[];
  facilities: Ref[];
  imageUrls: Record<string, string>;
  currency: string;
  translationPending: { vi?: boolean; en?: boolean };
  /** the places the address finder found for a "find" post (without scripts) */
  found?: AddressFindResult | null;
};

export function HotelForm({ isNew, defaultValue, lastResult, places, types, facilities, imageUrls, ...rest }: Props) {
  const { t } = useTranslation("hotel");
  const kit = useListingForm(HotelSchema, { id: "hotel", isNew, defaultValue, lastResult });
  const { form, fields } = kit;

  return (
    <ListingFormFrame
      form={form}
      fields={fields}
      isNew={isNew}
      words="hotel:form"
      imageUrls={imageUrls}
      maxImages={HOTEL_IMAGES_MAX}
    >
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <LanguagePanel kit={kit}>
            {(lng) => (
              <ContentSection
                {...kit.language(lng)}
                fields={fields}
                pending={rest.translationPending[lng]}
                sections={HOTEL_SECTIONS}
                texts={(text) => (
                  <>
                    {text("name", t("form.name"), true)}
                    <LongText
                      field={fields[lng].getFieldset().description as AnyField}
                      label={t("form.description")}
                      required
                    />
                  </>
                )}
              />
            )}
          </LanguagePanel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <DetailsSection fields={fields} places={places} types={types} currency={rest.currency} />
        </Grid.Col>
      </Grid>
      <FacilitiesSection fields={fields} facilities={facilities} />
      <AddressSection fields={fields} found={rest.found} />
    </ListingFormFrame>
  );
}
