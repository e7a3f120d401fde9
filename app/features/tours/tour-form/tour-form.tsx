// The bilingual tour form (spec §3 Tour, §4, §5). Without scripts both languages and every
// type-driven control are on the page and the server sorts them out; with scripts the
// languages become tabs, the controls follow the type, and leaving with changes asks first.
// Its sections sit beside it; its schema and mappings are ../tour-form.ts.
import { useState } from "react";
import { Form } from "@remix-run/react";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Paper, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PlaceLists } from "~/features/places";
import { FormAlert, SaveFooter, useHydrated, useSchemaForm } from "~/components/form";
import { FormOnce } from "~/components/form-once";
import { LanguageTabList, useLanguageTabs } from "~/components/language-tabs";
import { LeaveGuard } from "~/components/leave-guard";
import type { Ref } from "../api.server";
import { TourSchema } from "../tour-form";
import { BasicsSection } from "./basics";
import { ContentSection, ImagesSection } from "~/features/listing";
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

export function TourForm({
  isNew,
  defaultValue,
  lastResult,
  places,
  categories,
  interests,
  imageUrls,
  currency,
  translationPending,
}: Props) {
  const { t } = useTranslation("tours");
  const hydrated = useHydrated();
  const tabs = useLanguageTabs("tour");
  const [form, fields] = useSchemaForm(TourSchema, { id: "tour", defaultValue, lastResult, onInvalid: tabs.onInvalid });
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
              label={(lng) => t(`form.language.${lng}`)}
            />
          ) : null}
          {language("vi")}
          {language("en")}
        </Paper>
        <PlacesSection fields={fields} places={places} categories={categories} interests={interests} />
        <BasicsSection fields={fields} currency={currency} />
        <ImagesSection form={form} fields={fields} imageUrls={imageUrls} />
        <SaveFooter label={t(isNew ? "form.create" : "form.update")} testId="tour-save" />
      </Stack>
    </Form>
  );
}
