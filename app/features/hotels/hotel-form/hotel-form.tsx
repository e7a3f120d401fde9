// The bilingual hotel form (spec hotels-bikes-transport §2 "/hotel/action", §5 "Hotel form"). As the
// tour and cruise forms: without scripts both languages are on the page and the server sorts them out;
// with scripts the languages are tabs (a new hotel auto-translated hides the other tab) and leaving
// with changes asks first. Its frame, languages and images are the listing kit's.
import { Grid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AddressFindResult } from "~/features/address";
import {
  ContentLanguages,
  ListingFormFrame,
  LongText,
  useListingForm,
  type ListingFormProps,
  type Ref,
} from "~/features/listing";
import type { AnyField } from "~/components/form";
import { HOTEL_IMAGES_MAX, HOTEL_SECTIONS, HotelSchema } from "./schema";
import { AddressSection, DetailsSection, FacilitiesSection } from "./sections";

type Props = ListingFormProps & {
  types: Ref[];
  facilities: Ref[];
  /** the places the address finder found for a "find" post (without scripts) */
  found?: AddressFindResult | null;
};

export function HotelForm({ isNew, defaultValue, lastResult, imageUrls, ...props }: Props) {
  const { t } = useTranslation("hotel");
  const kit = useListingForm(HotelSchema, { id: "hotel", isNew, defaultValue, lastResult });
  const { form, fields } = kit;
  const description = (lng: "vi" | "en") => fields[lng].getFieldset().description as AnyField;
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
          <ContentLanguages
            kit={kit}
            pending={props.translationPending}
            sections={HOTEL_SECTIONS}
            texts={(text, lng) => (
              <>
                {text("name", t("form.name"), true)}
                <LongText field={description(lng)} label={t("form.description")} required />
              </>
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <DetailsSection fields={fields} places={props.places} types={props.types} currency={props.currency} />
        </Grid.Col>
      </Grid>
      <FacilitiesSection fields={fields} facilities={props.facilities} />
      <AddressSection fields={fields} found={props.found} />
    </ListingFormFrame>
  );
}
