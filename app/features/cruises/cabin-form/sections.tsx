// The cabin form's texts in one language (name and note) and its details (count, size, status, board,
// facilities). The form and these sections share their field types through ./fields.ts.
import { Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormSection } from "~/components/form-section";
import { useFieldError, useHydrated, useServerAutoFocus, type AnyField } from "~/components/form";
import { FacilityChecks, OnCheckbox, StatusSelect, type Ref, type useListingForm } from "~/features/listing";
import type { CabinFields } from "./fields";

const initial = (f: AnyField) => String(f.value ?? f.initialValue ?? "");

type LanguageProps = ReturnType<ReturnType<typeof useListingForm>["language"]> & { fields: CabinFields };

/** The cabin's name and note in one language; a new cabin's Vietnamese may be auto-translated into English. */
export function CabinLanguage({ lng, fields, isNew, hiddenByTab, autoTranslate, onAutoTranslate }: LanguageProps) {
  const { t } = useTranslation("cruise");
  const hydrated = useHydrated();
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const set = fields[lng].getFieldset();
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
  return (
    <section hidden={hiddenByTab} lang={lng} data-testid={`lang-${lng}`} className="lang-section">
      {/* the first heading under the page's title: level 2, headings in order (WCAG 1.3.1) */}
      <Title order={2} size="h5" mb="xs" className={hydrated ? "visually-hidden" : undefined}>
        {t(`tours:form.language.${lng}`)}
      </Title>
      {lng === "vi" && isNew ? (
        <Checkbox
          name={fields.auto_translate_en.name}
          value="on"
          label={t("tours:form.autoTranslateEn")}
          defaultChecked={autoTranslate}
          onChange={(e) => onAutoTranslate(e.currentTarget.checked)}
          mb="sm"
        />
      ) : null}
      <Stack>
        {text(set.name, t("cabin.name"), true)}
        {text(set.note, t("cabin.note"), false, true)}
      </Stack>
    </section>
  );
}

/** How many cabins of the type, their size and status, board and extra bed, facilities. */
export function DetailsSection({
  fields,
  facilities,
  currency,
}: {
  fields: CabinFields;
  facilities: Ref[];
  currency: string;
}) {
  const { t } = useTranslation("cruise");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  return (
    <FormSection title={t("cabin.sections.details")}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            key={fields.num_cabin.key}
            name={fields.num_cabin.name}
            type="number"
            min={1}
            max={100}
            defaultValue={initial(fields.num_cabin)}
            label={t("cabin.numCabin")}
            withAsterisk
            error={fieldError(fields.num_cabin.errors)}
            autoFocus={autoFocus(fields.num_cabin.errors)}
          />
          <TextInput
            key={fields.acreage.key}
            name={fields.acreage.name}
            type="number"
            min={0}
            max={1000}
            step="any"
            defaultValue={initial(fields.acreage)}
            label={t("cabin.acreage")}
            error={fieldError(fields.acreage.errors)}
            autoFocus={autoFocus(fields.acreage.errors)}
          />
          <StatusSelect
            field={fields.is_active}
            label={t("cabin.status")}
            active={t("cabin.active")}
            closed={t("cabin.closed")}
          />
        </SimpleGrid>
        <Group>
          <OnCheckbox field={fields.all_board} label={t("cabin.allBoard")} />
          <OnCheckbox field={fields.extrabed} label={t("cabin.extrabed")} />
        </Group>
        <FacilityChecks
          field={fields.facilities}
          label={t("cabin.facilities")}
          facilities={facilities}
          testId="cabin-facilities"
        />
        <Text size="sm" c="dimmed">
          {t("cabin.currency", { currency })}
        </Text>
      </Stack>
    </FormSection>
  );
}
