// The cabin type form (spec §3 "Cabin type", §5 "Cabin form"). Without scripts both languages are on
// the page, and the bed rows are added and removed by Conform's intent buttons (a post that redraws
// the form, with the persons its beds sleep worked out by the server); with scripts the languages
// are tabs and the persons follow the rows as they change.
import { useState } from "react";
import { Form } from "@remix-run/react";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Checkbox, Paper, Stack, TextInput, Textarea, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ImagesSection, type BedType, type Ref } from "~/features/listing";
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
import { CABIN_IMAGES_MAX, CabinSchema } from "../cabin-form";
import { BedsSection, DetailsSection } from "./sections";

type Props = {
  isNew: boolean;
  defaultValue: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]>;
  facilities: Ref[];
  bedTypes: BedType[];
  imageUrls: Record<string, string>;
  currency: string;
};

const initial = (f: AnyField) => String(f.value ?? f.initialValue ?? "");

export function CabinForm({ isNew, defaultValue, lastResult, facilities, bedTypes, imageUrls, currency }: Props) {
  const { t } = useTranslation("cruise");
  const hydrated = useHydrated();
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const tabs = useLanguageTabs("cabin");
  const [form, fields] = useSchemaForm(CabinSchema, {
    id: "cabin",
    defaultValue,
    lastResult,
    onInvalid: tabs.onInvalid,
  });
  const { tab } = tabs;
  const [autoEn, setAutoEn] = useState(fields.auto_translate_en.initialValue === "on");
  const text = (f: AnyField, label: string, required = false, long = false) => {
    const Input = long ? Textarea : TextInput;
    return (
      <Input
        key={f.key}
        name={f.name}
        defaultValue={initial(f)}
        label={label}
        withAsterisk={required}
        error={fieldError(f.errors)}
        autoFocus={autoFocus(f.errors)}
        {...(long ? { autosize: true, minRows: 2 } : {})}
      />
    );
  };
  const language = (lng: "vi" | "en") => {
    const set = fields[lng].getFieldset();
    return (
      <section
        key={lng}
        hidden={hydrated && tab !== lng}
        lang={lng}
        data-testid={`lang-${lng}`}
        className="lang-section"
      >
        <Title order={3} size="h5" mb="xs" className={hydrated ? "visually-hidden" : undefined}>
          {t(`tours:form.language.${lng}`)}
        </Title>
        {lng === "vi" && isNew ? (
          <Checkbox
            name={fields.auto_translate_en.name}
            value="on"
            label={t("tours:form.autoTranslateEn")}
            defaultChecked={autoEn}
            onChange={(e) => setAutoEn(e.currentTarget.checked)}
            mb="sm"
          />
        ) : null}
        <Stack>
          {text(set.name, t("cabin.name"), true)}
          {text(set.note, t("cabin.note"), false, true)}
        </Stack>
      </section>
    );
  };

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
      <LeaveGuard formId={form.id} />
      <FormOnce />
      <Stack gap="md">
        <FormAlert errors={form.errors} id={form.errorId} />
        <Paper withBorder p="lg" radius="md">
          {hydrated ? (
            <LanguageTabList
              langs={(["vi", "en"] as const).filter((lng) => lng === "vi" || !(isNew && autoEn))}
              tabs={tabs}
              label={(lng) => t(`tours:form.language.${lng}`)}
            />
          ) : null}
          {language("vi")}
          {language("en")}
        </Paper>

        <BedsSection form={form} fields={fields} bedTypes={bedTypes} />
        <DetailsSection fields={fields} facilities={facilities} currency={currency} />

        <ImagesSection
          form={form}
          fields={fields}
          imageUrls={imageUrls}
          max={CABIN_IMAGES_MAX}
          hint={t("cabin.imagesHint", { max: CABIN_IMAGES_MAX })}
          testId="cabin-images"
          alt={(n) => t("cabin.imageAlt", { n })}
        />
        <SaveFooter label={t(isNew ? "cabin.create" : "cabin.update")} testId="cabin-save" />
      </Stack>
    </Form>
  );
}
