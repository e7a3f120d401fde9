// The bilingual bike form (spec hotels-bikes-transport §3 "Bike", §5 "Bike form"). As the tour form:
// without scripts both languages are on the page and the server sorts them out; with scripts the
// languages are tabs and leaving with changes asks first. Its languages and images are the listing
// kit's sections.
import { useState } from "react";
import { Form } from "@remix-run/react";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Paper, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { BIKE_CONTENT } from "@contract/api/bikes";
import type { PlaceLists } from "~/features/places";
import type { AddressFindResult } from "~/features/address";
import { ContentSection, ImagesSection, MAX_LISTING_IMAGES } from "~/features/listing";
import { FormAlert, SaveFooter, useHydrated, useSchemaForm } from "~/components/form";
import { FormOnce } from "~/components/form-once";
import { LanguageTabList, useLanguageTabs } from "~/components/language-tabs";
import { LeaveGuard } from "~/components/leave-guard";
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
  const hydrated = useHydrated();
  const tabs = useLanguageTabs("bike");
  const [form, fields] = useSchemaForm(BikeSchema, { id: "bike", defaultValue, lastResult, onInvalid: tabs.onInvalid });
  const { tab } = tabs;
  const [autoEn, setAutoEn] = useState(fields.auto_translate_en.initialValue === "on");
  const [autoVi, setAutoVi] = useState(fields.auto_translate_vi.initialValue === "on");
  const language = (lng: "vi" | "en") => (
    <ContentSection
      lng={lng}
      fields={fields}
      isNew={isNew}
      hiddenByTab={hydrated && tab !== lng}
      autoTranslate={lng === "vi" ? autoEn : autoVi}
      onAutoTranslate={lng === "vi" ? setAutoEn : setAutoVi}
      pending={translationPending[lng]}
      sections={BIKE_CONTENT}
      texts={(text) => (
        <>
          {text("name", t("form.name"), true)}
          {text("description", t("form.description"), true)}
        </>
      )}
    />
  );

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
      <LeaveGuard formId={form.id} />
      <FormOnce />
      <Stack gap="md">
        <FormAlert errors={form.errors} id={form.errorId} />
        <Paper withBorder p="lg" radius="md">
          {hydrated ? (
            <LanguageTabList
              langs={(["vi", "en"] as const).filter((lng) => !isNew || !(lng === "en" ? autoEn : autoVi))}
              tabs={tabs}
              label={(lng) => t(`tours:form.language.${lng}`)}
            />
          ) : null}
          {language("vi")}
          {language("en")}
        </Paper>
        <PlaceSection fields={fields} places={places} found={found} />
        <RentalSection fields={fields} currency={currency} />
        <ImagesSection
          form={form}
          fields={fields}
          imageUrls={imageUrls}
          max={MAX_LISTING_IMAGES}
          hint={t("form.imagesHint", { max: MAX_LISTING_IMAGES })}
          testId="bike-images"
          alt={(n) => t("form.imageAlt", { n })}
        />
        <SaveFooter label={t(isNew ? "form.create" : "form.update")} testId="bike-save" />
      </Stack>
    </Form>
  );
}
