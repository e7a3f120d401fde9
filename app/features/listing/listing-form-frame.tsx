// The frame every listing's add/edit form shares (spec tours-cruises §5 "Tour", "Cruise", "Cabin form";
// hotels-bikes-transport §5 "Hotel form", "Room form", "Bike form"): without scripts both languages
// are on the page one after the other and the server sorts them out; with scripts the languages are
// tabs (a new listing auto-translated into a language has no tab for it), a failed save opens the
// tab of the first invalid field, and leaving with changes asks first. Below the form's own sections
// come its images and the save button.
import { Paper, Stack } from "@mantine/core";
import { useState, type ComponentProps, type ReactNode } from "react";
import { Form } from "@remix-run/react";
import { getFormProps, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormAlert, SaveFooter, useHydrated, useSchemaForm, type AnyField } from "~/components/form";
import { FormOnce } from "~/components/form-once";
import { LanguageTabList, useLanguageTabs, type Lng } from "~/components/language-tabs";
import { LeaveGuard } from "~/components/leave-guard";
import { BedRows } from "./bed-rows";
import type { BedType } from "./beds";
import { ContentSection } from "./content-section";
import { ImagesSection } from "./images-section";
import { MAX_LISTING_IMAGES } from "./listing-form";

type Options = {
  /** the form's id: its element's id, its tabs' and its test ids' stem */
  id: string;
  isNew: boolean;
  defaultValue: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]>;
};

/**
 * The form and fields of a bilingual listing form, its language tabs, and what each language's
 * section needs (whether its tab is hidden, its auto-translate box and that box's state).
 */
export function useListingForm<S extends z.ZodObject>(schema: S, { id, isNew, defaultValue, lastResult }: Options) {
  const hydrated = useHydrated();
  const tabs = useLanguageTabs(id);
  const [form, fields] = useSchemaForm(schema, { id, defaultValue, lastResult, onInvalid: tabs.onInvalid });
  // a form without an auto-translate box for a language (a cabin has none into Vietnamese) reads it as off
  const boxes = fields as unknown as Partial<Record<"auto_translate_en" | "auto_translate_vi", AnyField>>;
  const [autoEn, setAutoEn] = useState(boxes.auto_translate_en?.initialValue === "on");
  const [autoVi, setAutoVi] = useState(boxes.auto_translate_vi?.initialValue === "on");
  const language = (lng: Lng) => ({
    lng,
    isNew,
    hiddenByTab: hydrated && tabs.tab !== lng,
    autoTranslate: lng === "vi" ? autoEn : autoVi,
    onAutoTranslate: lng === "vi" ? setAutoEn : setAutoVi,
  });
  const langs = (["vi", "en"] as const).filter((lng) => !isNew || !(lng === "en" ? autoEn : autoVi));
  return { form, fields, hydrated, tabs, langs, language };
}

type Kit = Pick<ReturnType<typeof useListingForm>, "hydrated" | "tabs" | "langs">;

/** The two languages' sections under their tab list (drawn only with scripts). */
export function LanguagePanel({ kit, children }: { kit: Kit; children: (lng: Lng) => ReactNode }) {
  const { t } = useTranslation("listing");
  return (
    <Paper withBorder p="lg">
      {kit.hydrated ? (
        <LanguageTabList langs={kit.langs} tabs={kit.tabs} label={(lng) => t(`form.language.${lng}`)} />
      ) : null}
      {children("vi")}
      {children("en")}
    </Paper>
  );
}

type ContentKit = Kit & Pick<ReturnType<typeof useListingForm>, "language"> & { fields: ContentFields };
type ContentFields = ComponentProps<typeof ContentSection>["fields"];

type Section = ComponentProps<typeof ContentSection>;

/**
 * Both languages' texts and content sections (the listing kit's content section) under their tabs;
 * `texts` draws a language's plain fields with the given text input.
 */
export function ContentLanguages({
  kit,
  pending,
  sections,
  texts,
}: {
  kit: ContentKit;
  pending: { vi?: boolean; en?: boolean };
  sections?: Section["sections"];
  texts?: (text: Parameters<NonNullable<Section["texts"]>>[0], lng: Lng) => ReactNode;
}) {
  return (
    <LanguagePanel kit={kit}>
      {(lng) => (
        <ContentSection
          {...kit.language(lng)}
          fields={kit.fields}
          pending={pending[lng]}
          sections={sections}
          texts={texts && ((text) => texts(text, lng))}
        />
      )}
    </LanguagePanel>
  );
}

type FrameProps = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any listing form that has a list of image urls
  form: FormMetadata<any, string[]>;
  fields: { images: AnyField };
  isNew: boolean;
  /** where the form's words are, `<namespace>:<group>`: create, update, imagesHint and imageAlt */
  words: string;
  imageUrls: Record<string, string>;
  maxImages?: number;
  children: ReactNode;
};

/** The form element, its leave guard and error alert, the form's own sections, its images and save. */
export function ListingFormFrame({ form, fields, isNew, words, imageUrls, children, ...rest }: FrameProps) {
  const { t } = useTranslation();
  const max = rest.maxImages ?? MAX_LISTING_IMAGES;
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
      <LeaveGuard formId={form.id} />
      <FormOnce />
      <Stack gap="md">
        <FormAlert errors={form.errors} id={form.errorId} />
        {children}
        <ImagesSection
          form={form}
          fields={fields}
          imageUrls={imageUrls}
          max={max}
          hint={t(`${words}.imagesHint`, { max })}
          testId={`${form.id}-images`}
          alt={(n) => t(`${words}.imageAlt`, { n })}
        />
        <SaveFooter label={t(`${words}.${isNew ? "create" : "update"}`)} testId={`${form.id}-save`} />
      </Stack>
    </Form>
  );
}

/**
 * The frame of a listing's type form (a hotel's room type, a cruise's cabin type; spec
 * hotels-bikes-transport §5 "Room form", tours-cruises §5 "Cabin form"): its languages, then its bed
 * rows (their words, as the form's, under `words`), then the type's own details.
 */
export function TypeFormFrame({
  kit,
  language,
  bedTypes,
  maxPersons,
  ...frame
}: Omit<FrameProps, "form" | "fields"> & {
  kit: Kit & { form: FrameProps["form"]; fields: FrameProps["fields"] & { beds: AnyField } };
  language: (lng: Lng) => ReactNode;
  bedTypes: BedType[];
  maxPersons: number;
}) {
  const { form, fields } = kit;
  return (
    <ListingFormFrame form={form} fields={fields} {...frame}>
      <LanguagePanel kit={kit}>{language}</LanguagePanel>
      <BedRows form={form} beds={fields.beds} bedTypes={bedTypes} maxPersons={maxPersons} words={frame.words} />
      {frame.children}
    </ListingFormFrame>
  );
}
