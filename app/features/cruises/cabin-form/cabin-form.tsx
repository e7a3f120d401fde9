// The cabin type form (spec §3 "Cabin type", §5 "Cabin form"). Without scripts both languages are on
// the page, and the bed rows are added and removed by Conform's intent buttons (a post that redraws
// the form, with the persons its beds sleep worked out by the server); with scripts the languages
// are tabs and the persons follow the rows as they change.
import { useState } from "react";
import { Form } from "@remix-run/react";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import {
  Checkbox,
  Group,
  Input,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from "@mantine/core";
import { useTranslation } from "react-i18next";
import { BedRows, ImagesSection, type BedType, type Ref } from "~/features/listing";
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
import { CABIN_IMAGES_MAX, CabinSchema, PERSONS_MAX } from "../cabin-form";

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

        <BedRows
          form={form}
          beds={fields.beds}
          bedTypes={bedTypes}
          maxPersons={PERSONS_MAX}
          words={{
            title: "cruise:cabin.sections.beds",
            persons: "cruise:cabin.persons",
            tooMany: "cruise:cabin.personsTooMany",
          }}
          id="cabin"
        />

        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t("cabin.sections.details")}
          </Title>
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
              <NativeSelect
                key={fields.is_active.key}
                name={fields.is_active.name}
                defaultValue={initial(fields.is_active) || "true"}
                label={t("cabin.status")}
                data={[
                  { value: "true", label: t("cabin.active") },
                  { value: "false", label: t("cabin.closed") },
                ]}
              />
            </SimpleGrid>
            <Group>
              <Checkbox
                name={fields.all_board.name}
                value="on"
                defaultChecked={fields.all_board.initialValue === "on"}
                label={t("cabin.allBoard")}
              />
              <Checkbox
                name={fields.extrabed.name}
                value="on"
                defaultChecked={fields.extrabed.initialValue === "on"}
                label={t("cabin.extrabed")}
              />
            </Group>
            <Input.Wrapper label={t("cabin.facilities")} withAsterisk error={fieldError(fields.facilities.errors)}>
              <div className="check-grid" style={{ marginTop: 4 }} data-testid="cabin-facilities">
                {facilities.map((f, i) => (
                  <Checkbox
                    key={f._id}
                    name={fields.facilities.name}
                    value={f._id}
                    label={f.name}
                    defaultChecked={[fields.facilities.initialValue ?? []].flat().includes(f._id)}
                    autoFocus={i === 0 && autoFocus(fields.facilities.errors)}
                  />
                ))}
              </div>
            </Input.Wrapper>
            <Text size="sm" c="dimmed">
              {t("cabin.currency", { currency })}
            </Text>
          </Stack>
        </Paper>

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
