// The room type form (spec hotels-bikes-transport §3 "Room", §5 "Room form"). Without scripts both
// languages are on the page and the bed rows are added and removed by Conform's intent buttons (a post
// that redraws the form, the guests worked out by the server); with scripts the languages are tabs and
// the guests follow the rows. Its languages, beds and images are the listing kit's sections.
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
import { BedRows, ContentSection, ImagesSection, type BedType, type Ref } from "~/features/listing";
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
import { PERSONS_MAX, ROOM_IMAGES_MAX, RoomSchema } from "../room-form";

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

export function RoomForm({ isNew, defaultValue, lastResult, facilities, bedTypes, imageUrls, currency }: Props) {
  const { t } = useTranslation("hotel");
  const hydrated = useHydrated();
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const tabs = useLanguageTabs("room");
  const [form, fields] = useSchemaForm(RoomSchema, { id: "room", defaultValue, lastResult, onInvalid: tabs.onInvalid });
  const [autoEn, setAutoEn] = useState(fields.auto_translate_en.initialValue === "on");
  const [autoVi, setAutoVi] = useState(fields.auto_translate_vi.initialValue === "on");
  const input = (f: AnyField, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      key={f.key}
      name={f.name}
      type="number"
      defaultValue={initial(f)}
      label={label}
      error={fieldError(f.errors)}
      autoFocus={autoFocus(f.errors)}
      {...extra}
    />
  );
  const language = (lng: "vi" | "en") => {
    const note = fields[lng].getFieldset().note;
    return (
      <ContentSection
        lng={lng}
        fields={fields}
        isNew={isNew}
        hiddenByTab={hydrated && tabs.tab !== lng}
        autoTranslate={lng === "vi" ? autoEn : autoVi}
        onAutoTranslate={lng === "vi" ? setAutoEn : setAutoVi}
        sections={[]}
        texts={(text) => (
          <>
            {text("name", t("room.name"), true)}
            <Textarea
              key={note.key}
              name={note.name}
              defaultValue={String(note.initialValue ?? "")}
              label={t("room.note")}
              autosize
              minRows={2}
              error={fieldError(note.errors)}
              autoFocus={autoFocus(note.errors)}
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

        <BedRows
          form={form}
          beds={fields.beds}
          bedTypes={bedTypes}
          maxPersons={PERSONS_MAX}
          words={{
            title: "hotel:room.sections.beds",
            persons: "hotel:room.persons",
            tooMany: "hotel:room.personsTooMany",
          }}
          id="room"
        />

        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t("room.sections.details")}
          </Title>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              {input(fields.price, t("room.price", { currency }), { withAsterisk: true, min: 0, step: "any" })}
              {input(fields.num_room, t("room.numRoom"), { min: 0, max: 100 })}
              {input(fields.acreage, t("room.acreage"), { min: 0, max: 1000, step: "any" })}
              <NativeSelect
                key={fields.is_active.key}
                name={fields.is_active.name}
                defaultValue={initial(fields.is_active) || "true"}
                label={t("room.status")}
                data={[
                  { value: "true", label: t("room.active") },
                  { value: "false", label: t("room.closed") },
                ]}
              />
            </SimpleGrid>
            <Group>
              <Checkbox
                name={fields.breakfast.name}
                value="on"
                defaultChecked={fields.breakfast.initialValue === "on"}
                label={t("room.breakfast")}
              />
              <Checkbox
                name={fields.extrabed.name}
                value="on"
                defaultChecked={fields.extrabed.initialValue === "on"}
                label={t("room.extrabed")}
              />
            </Group>
            <Input.Wrapper label={t("room.facilities")} withAsterisk error={fieldError(fields.facilities.errors)}>
              <div className="check-grid" style={{ marginTop: 4 }} data-testid="room-facilities">
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
              {t("room.currency", { currency })}
            </Text>
          </Stack>
        </Paper>

        <ImagesSection
          form={form}
          fields={fields}
          imageUrls={imageUrls}
          max={ROOM_IMAGES_MAX}
          hint={t("room.imagesHint", { max: ROOM_IMAGES_MAX })}
          testId="room-images"
          alt={(n) => t("room.imageAlt", { n })}
        />
        <SaveFooter label={t(isNew ? "room.create" : "room.update")} testId="room-save" />
      </Stack>
    </Form>
  );
}
