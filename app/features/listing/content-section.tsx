// One language's texts of the tour form (spec §3 Tour, §5): without scripts both languages are on the
// page one after the other; with scripts the form shows one at a time as a tab. The cruise form uses
// it too, with its own plain fields (`texts`) and content bounds (`sections`).
import { Checkbox, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFieldError, useHydrated, useServerAutoFocus, type AnyField } from "~/components/form";
import { RichTextField } from "~/components/rich-text-field";
import { CONTENT_SECTIONS } from "./listing-form";

type TextInputOf = (name: string, label: string, required?: boolean) => ReactNode;
/** A content section: its key under `content`, its bound, and its label (a full key; default the tour's `form.content.<key>`). */
type Section = { key: string; max: number; required?: boolean; label?: string };

type Props = {
  lng: "vi" | "en";
  fields: { vi: AnyField; en: AnyField; auto_translate_en: AnyField; auto_translate_vi: AnyField };
  /** the plain fields above the content (default: the tour's), drawn with the given text input */
  texts?: (text: TextInputOf) => ReactNode;
  /** the content sections and their bounds (default: the tour's, spec §5 "Tour") */
  sections?: readonly Section[];
  isNew: boolean;
  /** scripts on and this language's tab not chosen */
  hiddenByTab: boolean;
  /** the other language is filled from this one by auto-translation (a new tour only) */
  autoTranslate: boolean;
  onAutoTranslate: (on: boolean) => void;
  pending?: boolean;
};

export function ContentSection(props: Props) {
  const { lng, fields, isNew, hiddenByTab, autoTranslate, onAutoTranslate, pending } = props;
  const sections = props.sections ?? CONTENT_SECTIONS;
  const { t } = useTranslation("listing");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const hydrated = useHydrated();
  // the tour's and the cruise's language fields differ in shape: read them as plain fieldsets
  type Fieldset = { getFieldset(): Record<string, AnyField & Fieldset> };
  const set = (fields[lng] as unknown as Fieldset).getFieldset();
  const content = set.content!.getFieldset();
  const auto = lng === "vi" ? fields.auto_translate_en : fields.auto_translate_vi;
  const text = (name: string, label: string, required?: boolean) => {
    const f = set[name] as AnyField;
    return (
      <TextInput
        key={f.key}
        name={f.name}
        defaultValue={String(f.initialValue ?? "")}
        label={label}
        withAsterisk={required}
        error={fieldError(f.errors)}
        autoFocus={autoFocus(f.errors)}
      />
    );
  };
  return (
    <section hidden={hiddenByTab} lang={lng} data-testid={`lang-${lng}`} className="lang-section">
      {/* the first heading under the page's title: level 2, headings in order (WCAG 1.3.1) */}
      <Title order={2} size="h5" mb="xs" className={hydrated ? "visually-hidden" : undefined}>
        {t(`form.language.${lng}`)}
      </Title>
      {isNew ? (
        <Checkbox
          name={auto.name}
          value="on"
          label={t(lng === "vi" ? "form.autoTranslateEn" : "form.autoTranslateVi")}
          defaultChecked={autoTranslate}
          onChange={(e) => onAutoTranslate(e.currentTarget.checked)}
          mb="sm"
          error={fieldError(auto.errors)}
        />
      ) : null}
      {pending ? (
        <Text size="sm" c="orange" mb="sm" data-testid={`pending-${lng}`}>
          {t("form.translationPending")}
        </Text>
      ) : null}
      <Stack>
        {props.texts ? (
          props.texts(text)
        ) : (
          <>
            {text("name", t("form.name"), true)}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text("time", t("form.time"))}
              {text("operated_by", t("form.operatedBy"))}
              {text("departure", t("form.departure"))}
              {text("endpoint", t("form.endpoint"))}
              {text("promotion", t("form.promotion"))}
              {text("language_guide", t("form.languageGuide"))}
            </SimpleGrid>
            <Textarea
              key={set.pickup_detail!.key}
              name={set.pickup_detail!.name}
              defaultValue={String(set.pickup_detail!.initialValue ?? "")}
              label={t("form.pickupDetail")}
              autosize
              minRows={2}
              error={fieldError(set.pickup_detail!.errors)}
              autoFocus={autoFocus(set.pickup_detail!.errors)}
            />
          </>
        )}
        {sections.map((c: Section) => {
          const f = content[c.key] as AnyField;
          return (
            <RichTextField
              key={f.key}
              name={f.name}
              defaultValue={String(f.initialValue ?? "")}
              label={t(c.label ?? `form.content.${c.key}`)}
              description={t("form.contentHint", { max: c.max })}
              required={Boolean(c.required)}
              minRows={c.max > 1000 ? 5 : 2}
              error={fieldError(f.errors)}
            />
          );
        })}
      </Stack>
    </section>
  );
}
