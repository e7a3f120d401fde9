// The bilingual tour form (spec §3 Tour, §4, §5). Without scripts both languages and every
// type-driven control are on the page and the server sorts them out; with scripts the
// languages become tabs, the controls follow the type, and leaving with changes asks first.
import { useState } from "react";
import { Form, useNavigation } from "@remix-run/react";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Button, Checkbox, Group, Input, NativeSelect, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CONTENT_SECTIONS, DURATION_TYPES, GROUP_TYPES, MAX_TOUR_IMAGES, OPTIONAL_TYPES, PRICE_TYPES, TOUR_TYPES, TourSchema } from "./schema";
import type { PlaceLists } from "~/features/places/api.server";
import type { Ref } from "./api.server";
import { FormAlert, useFieldError, useServerAutoFocus, useHydrated, useSchemaForm, intentButton } from "~/components/form";
import { FormOnce } from "~/components/form-once";
import { PlacesFields } from "~/components/places-fields";
import { LeaveGuard } from "~/components/leave-guard";
import { RichTextField } from "~/components/rich-text-field";

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

export function TourForm({ isNew, defaultValue, lastResult, places, categories, interests, imageUrls, currency, translationPending }: Props) {
  const { t } = useTranslation("tours");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(TourSchema, { id: "tour", defaultValue, lastResult });
  const [tab, setTab] = useState<"vi" | "en">("vi");
  const [type, setType] = useState(String(fields.type.initialValue ?? ""));
  const [durationType, setDurationType] = useState(String(fields.duration_type.initialValue ?? "day"));
  const [autoEn, setAutoEn] = useState(fields.auto_translate_en.initialValue === "on");
  const [autoVi, setAutoVi] = useState(fields.auto_translate_vi.initialValue === "on");

  const show = (when: boolean) => !hydrated || when; // without scripts everything is on the page
  const images = fields.images.getFieldList();
  const lang = (lng: "vi" | "en") => {
    const set = fields[lng].getFieldset();
    const content = set.content.getFieldset();
    const hiddenByTab = hydrated && tab !== lng;
    const text = (name: keyof typeof set, label: string, required?: boolean) => {
      const f = set[name];
      return <TextInput key={f.key} name={f.name} defaultValue={String(f.initialValue ?? "")} label={label} withAsterisk={required} error={fieldError(f.errors)} autoFocus={autoFocus(f.errors)} />;
    };
    return (
      <section hidden={hiddenByTab} lang={lng} data-testid={`lang-${lng}`} className="lang-section">
        <Title order={3} size="h5" mb="xs" className={hydrated ? "visually-hidden" : undefined}>{t(`form.language.${lng}`)}</Title>
        {isNew ? (
          <Checkbox
            name={(lng === "vi" ? fields.auto_translate_en : fields.auto_translate_vi).name}
            value="on"
            label={t(lng === "vi" ? "form.autoTranslateEn" : "form.autoTranslateVi")}
            defaultChecked={lng === "vi" ? autoEn : autoVi}
            onChange={(e) => (lng === "vi" ? setAutoEn : setAutoVi)(e.currentTarget.checked)}
            mb="sm"
            error={fieldError((lng === "vi" ? fields.auto_translate_en : fields.auto_translate_vi).errors)}
          />
        ) : null}
        {translationPending[lng] ? <Text size="sm" c="orange" mb="sm" data-testid={`pending-${lng}`}>{t("form.translationPending")}</Text> : null}
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
            <Textarea key={set.pickup_detail.key} name={set.pickup_detail.name} defaultValue={String(set.pickup_detail.initialValue ?? "")} label={t("form.pickupDetail")} autosize minRows={2} error={fieldError(set.pickup_detail.errors)} autoFocus={autoFocus(set.pickup_detail.errors)} />
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
  };

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
    >
      <LeaveGuard formId={form.id} />
      <FormOnce />
      <Stack gap="md">
        <FormAlert errors={form.errors} id={form.errorId} />
        <Paper withBorder p="lg" radius="md">
          {hydrated ? (
            <div className="tabs" role="tablist">
              {/* spec §1: a language filled by auto-translation has no tab (the CSS hides its section, scripts off too) */}
              {(["vi", "en"] as const).filter((lng) => !isNew || !(lng === "en" ? autoEn : autoVi)).map((lng) => (
                <button key={lng} type="button" role="tab" aria-selected={tab === lng} className="tab" onClick={() => setTab(lng)} data-testid={`tab-${lng}`}>
                  {t(`form.language.${lng}`)}
                </button>
              ))}
            </div>
          ) : null}
          {lang("vi")}
          {lang("en")}
        </Paper>

        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="sm">{t("form.sections.place")}</Title>
          <Stack>
            <PlacesFields
              area={{ name: fields.area.name, initialValue: String(fields.area.initialValue ?? ""), error: fieldError(fields.area.errors) }}
              country={{ name: fields.country.name, initialValue: String(fields.country.initialValue ?? ""), error: fieldError(fields.country.errors) }}
              city={{ name: fields.city.name, initialValue: String(fields.city.initialValue ?? ""), error: fieldError(fields.city.errors) }}
              places={places}
            />
            <CheckGroup name={fields.categories.name} label={t("form.categories")} options={categories} checked={[fields.categories.initialValue ?? []].flat() as string[]} error={fieldError(fields.categories.errors)} />
            <CheckGroup name={fields.interests.name} label={t("form.interests")} options={interests} checked={[fields.interests.initialValue ?? []].flat() as string[]} error={fieldError(fields.interests.errors)} />
            <TextInput key={fields.key_words.key} name={fields.key_words.name} defaultValue={String(fields.key_words.initialValue ?? "")} label={t("form.keyWords")} description={t("form.keyWordsHint")} error={fieldError(fields.key_words.errors)} autoFocus={autoFocus(fields.key_words.errors)} />
            <Checkbox key={fields.is_pickup.key} name={fields.is_pickup.name} value="on" defaultChecked={fields.is_pickup.initialValue === "on"} label={t("form.isPickup")} />
          </Stack>
        </Paper>

        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="sm">{t("form.sections.type")}</Title>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                key={fields.type.key}
                name={fields.type.name}
                label={t("form.type")}
                withAsterisk
                defaultValue={type}
                onChange={(e) => setType(e.currentTarget.value)}
                data={[{ value: "", label: t("common:choose") }, ...TOUR_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))]}
                error={fieldError(fields.type.errors)} autoFocus={autoFocus(fields.type.errors)}
                data-testid="tour-type"
              />
              {show(type === "default" || type === "combo") ? (
                <NativeSelect
                  key={fields.optional_type.key}
                  name={fields.optional_type.name}
                  label={t("form.optionalType")}
                  description={hydrated ? undefined : t("form.optionalTypeHint")}
                  defaultValue={String(fields.optional_type.initialValue ?? "default")}
                  data={OPTIONAL_TYPES.filter((o) => !hydrated || o !== "flexi" || type === "combo").map((v) => ({ value: v, label: t(`optionalTypes.${v}`) }))}
                  error={fieldError(fields.optional_type.errors)} autoFocus={autoFocus(fields.optional_type.errors)}
                  data-testid="tour-optional-type"
                />
              ) : null}
              {show(type === "group") ? (
                <NativeSelect
                  key={fields.group_type.key}
                  name={fields.group_type.name}
                  label={t("form.groupType")}
                  description={hydrated ? undefined : t("form.groupTypeHint")}
                  defaultValue={String(fields.group_type.initialValue ?? "viet-nam")}
                  data={GROUP_TYPES.map((v) => ({ value: v, label: t(`groupTypes.${v}`) }))}
                  error={fieldError(fields.group_type.errors)} autoFocus={autoFocus(fields.group_type.errors)}
                />
              ) : null}
            </SimpleGrid>
            {show(type === "ticket") ? (
              <Checkbox key={fields.is_fast_track.key} name={fields.is_fast_track.name} value="on" defaultChecked={fields.is_fast_track.initialValue === "on"} label={t(hydrated ? "form.fastTrack" : "form.fastTrackNoScript")} />
            ) : null}
            <Radio.Group key={fields.duration_type.key} name={fields.duration_type.name} label={t("form.durationType")} withAsterisk defaultValue={durationType} onChange={setDurationType} error={fieldError(fields.duration_type.errors)}>
              <Group mt={4}>
                {DURATION_TYPES.map((d, i) => <Radio key={d} value={d} label={t(`durationTypes.${d}`)} autoFocus={i === 0 && autoFocus(fields.duration_type.errors)} />)}
              </Group>
            </Radio.Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {show(durationType === "day") ? (
                <NativeSelect key={fields.days.key} name={fields.days.name} label={t("form.days")} defaultValue={String(fields.days.initialValue ?? "")} data={range(0, 30)} error={fieldError(fields.days.errors)} autoFocus={autoFocus(fields.days.errors)} />
              ) : null}
              {show(durationType === "hour") ? (
                <>
                  <NativeSelect key={fields.hours.key} name={fields.hours.name} label={t("form.hours")} defaultValue={String(fields.hours.initialValue ?? "")} data={range(0, 23)} error={fieldError(fields.hours.errors)} autoFocus={autoFocus(fields.hours.errors)} />
                  <NativeSelect key={fields.minutes.key} name={fields.minutes.name} label={t("form.minutes")} defaultValue={String(fields.minutes.initialValue ?? "0")} data={range(0, 55, 5)} error={fieldError(fields.minutes.errors)} autoFocus={autoFocus(fields.minutes.errors)} />
                </>
              ) : null}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                key={fields.price.key}
                name={fields.price.name}
                type="number"
                min={0}
                max={100_000_000}
                step="any"
                inputMode="decimal"
                label={t("form.price", { currency })}
                withAsterisk
                defaultValue={String(fields.price.initialValue ?? "")}
                error={fieldError(fields.price.errors)} autoFocus={autoFocus(fields.price.errors)}
              />
              <NativeSelect key={fields.price_type.key} name={fields.price_type.name} label={t("form.priceType")} withAsterisk defaultValue={String(fields.price_type.initialValue ?? "person")} data={PRICE_TYPES.map((v) => ({ value: v, label: t(`priceTypes.${v}`) }))} error={fieldError(fields.price_type.errors)} autoFocus={autoFocus(fields.price_type.errors)} />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4">{t("form.sections.images")}</Title>
          <Text size="sm" c="dimmed" mb="sm">{t("form.imagesHint", { max: MAX_TOUR_IMAGES })}</Text>
          <Input.Wrapper error={fieldError(fields.images.errors)} data-testid="tour-images">
            <div className="upload-preview">
              {images.map((img, index) => {
                const url = String(img.value ?? img.initialValue ?? "");
                return (
                  <div key={img.key} className="image-tile">
                    <div className="upload-thumb">
                      <input type="hidden" name={img.name} value={url} />
                      {imageUrls[url] ? <img src={imageUrls[url]} alt={t("form.imageAlt", { n: index + 1 })} /> : null}
                      {index === 0 ? <span className="cover-tag">{t("form.cover")}</span> : null}
                    </div>
                    <Group gap={4} mt={4}>
                      <Button size="compact-xs" variant="default" disabled={index === 0} aria-label={t("form.moveLeft")} {...intentButton(form.reorder.getButtonProps({ name: fields.images.name, from: index, to: index - 1 }))}>←</Button>
                      <Button size="compact-xs" variant="default" disabled={index === images.length - 1} aria-label={t("form.moveRight")} {...intentButton(form.reorder.getButtonProps({ name: fields.images.name, from: index, to: index + 1 }))}>→</Button>
                      <Button size="compact-xs" color="red" variant="light" {...intentButton(form.remove.getButtonProps({ name: fields.images.name, index }))}>{t("common:delete")}</Button>
                    </Group>
                  </div>
                );
              })}
            </div>
            {images.length < MAX_TOUR_IMAGES ? (
              <input type="file" name="images_file" accept="image/png,image/jpeg" multiple className="upload-input" aria-label={t("form.addImages")} style={{ marginTop: 8 }} />
            ) : null}
          </Input.Wrapper>
        </Paper>

        <div className="form-footer">
          <Button type="submit" name="intent" value="save" loading={navigation.state === "submitting"} data-testid="tour-save">
            {t(isNew ? "form.create" : "form.update")}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

function CheckGroup({ name, label, options, checked, error }: { name: string; label: string; options: Ref[]; checked: string[]; error?: string }) {
  const autoFocus = useServerAutoFocus();
  return (
    <Input.Wrapper label={label} withAsterisk error={error}>
      <div className="check-grid" style={{ marginTop: 4 }}>
        {options.map((o, i) => <Checkbox key={o._id} name={name} value={o._id} label={o.name} defaultChecked={checked.includes(o._id)} autoFocus={i === 0 && autoFocus(error)} />)}
      </div>
    </Input.Wrapper>
  );
}

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => String(from + i * step));
