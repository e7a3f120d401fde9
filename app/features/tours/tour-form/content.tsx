// One language's texts of the tour form (spec §3 Tour, §5): without scripts both languages are on the
// page one after the other; with scripts the form shows one at a time as a tab.
import { Checkbox, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useFieldError, useHydrated, useServerAutoFocus } from "~/components/form";
import { RichTextField } from "~/components/rich-text-field";
import { CONTENT_SECTIONS } from "../schema";
import type { TourFields } from "./tour-form";

type Props = {
  lng: "vi" | "en";
  fields: TourFields;
  isNew: boolean;
  /** scripts on and this language's tab not chosen */
  hiddenByTab: boolean;
  /** the other language is filled from this one by auto-translation (a new tour only) */
  autoTranslate: boolean;
  onAutoTranslate: (on: boolean) => void;
  pending?: boolean;
};

export function ContentSection({ lng, fields, isNew, hiddenByTab, autoTranslate, onAutoTranslate, pending }: Props) {
  const { t } = useTranslation("tours");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const hydrated = useHydrated();
  const set = fields[lng].getFieldset();
  const content = set.content.getFieldset();
  const auto = lng === "vi" ? fields.auto_translate_en : fields.auto_translate_vi;
  const text = (name: keyof typeof set, label: string, required?: boolean) => {
    const f = set[name];
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
      <Title order={3} size="h5" mb="xs" className={hydrated ? "visually-hidden" : undefined}>
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
          key={set.pickup_detail.key}
          name={set.pickup_detail.name}
          defaultValue={String(set.pickup_detail.initialValue ?? "")}
          label={t("form.pickupDetail")}
          autosize
          minRows={2}
          error={fieldError(set.pickup_detail.errors)}
          autoFocus={autoFocus(set.pickup_detail.errors)}
        />
        {CONTENT_SECTIONS.map((c) => {
          const f = content[c.key];
          return (
            <RichTextField
              key={f.key}
              name={f.name}
              defaultValue={String(f.initialValue ?? "")}
              label={t(`form.content.${c.key}`)}
              description={t("form.contentHint", { max: c.max })}
              required={"required" in c}
              minRows={c.max > 1000 ? 5 : 2}
              error={fieldError(f.errors)}
            />
          );
        })}
      </Stack>
    </section>
  );
}
