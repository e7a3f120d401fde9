// The bilingual hotel form (spec hotels-bikes-transport §2 "/hotel/action", §5 "Hotel form"). As the
// tour and cruise forms: without scripts both languages are on the page and the server sorts them out;
// with scripts the languages are tabs (a new hotel auto-translated hides the other tab) and leaving
// with changes asks first. Its languages and images are the listing kit's sections.
import { useState } from "react";
import { Form } from "@remix-run/react";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Grid, Paper, Stack, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PlaceLists } from "~/features/places";
import type { AddressFindResult } from "~/features/address";
import { ContentSection, ImagesSection, type Ref } from "~/features/listing";
import {
  FormAlert,
  SaveFooter,
  useFieldError,
  useHydrated,
  useSchemaForm,
  useServerAutoFocus,
  type AnyField,
} from "~/components/form";
import { FormOnce } from "~/components/form-once";
import { LanguageTabList, useLanguageTabs } from "~/components/language-tabs";
import { LeaveGuard } from "~/components/leave-guard";
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
  const hydrated = useHydrated();
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const tabs = useLanguageTabs("hotel");
  const [form, fields] = useSchemaForm(HotelSchema, {
    id: "hotel",
    defaultValue,
    lastResult,
    onInvalid: tabs.onInvalid,
  });
  const { tab } = tabs;
  const [autoEn, setAutoEn] = useState(fields.auto_translate_en.initialValue === "on");
  const [autoVi, setAutoVi] = useState(fields.auto_translate_vi.initialValue === "on");
  const language = (lng: "vi" | "en") => {
    const description = fields[lng].getFieldset().description as AnyField;
    return (
      <ContentSection
        lng={lng}
        fields={fields}
        isNew={isNew}
        hiddenByTab={hydrated && tab !== lng}
        autoTranslate={lng === "vi" ? autoEn : autoVi}
        onAutoTranslate={lng === "vi" ? setAutoEn : setAutoVi}
        pending={rest.translationPending[lng]}
        sections={HOTEL_SECTIONS}
        texts={(text) => (
          <>
            {text("name", t("form.name"), true)}
            <Textarea
              key={description.key}
              name={description.name}
              defaultValue={String(description.initialValue ?? "")}
              label={t("form.description")}
              withAsterisk
              autosize
              minRows={2}
              error={fieldError(description.errors)}
              autoFocus={autoFocus(description.errors)}
            />
          </>
        )}
      />
    );
  };

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
      <LeaveGuard formId={form.id} />
      <FormOnce />
      <Stack gap="md">
        <FormAlert errors={form.errors} id={form.errorId} />
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, lg: 7 }}>
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
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <DetailsSection fields={fields} places={places} types={types} currency={rest.currency} />
          </Grid.Col>
        </Grid>
        <FacilitiesSection fields={fields} facilities={facilities} />
        <AddressSection fields={fields} found={rest.found} />
        <ImagesSection
          form={form}
          fields={fields}
          imageUrls={imageUrls}
          max={HOTEL_IMAGES_MAX}
          hint={t("form.imagesHint", { max: HOTEL_IMAGES_MAX })}
          testId="hotel-images"
          alt={(n) => t("form.imageAlt", { n })}
        />
        <SaveFooter label={t(isNew ? "form.create" : "form.update")} testId="hotel-save" />
      </Stack>
    </Form>
  );
}
