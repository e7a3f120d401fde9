// The room type form (spec hotels-bikes-transport §3 "Room", §5 "Room form"). Without scripts both
// languages are on the page and the bed rows are added and removed by Conform's intent buttons (a post
// that redraws the form, the guests worked out by the server); with scripts the languages are tabs and
// the guests follow the rows. Its languages, beds and images are the listing kit's sections;
// its texts and details are in sections.tsx.
import { useState } from "react";
import { Form } from "@remix-run/react";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Paper, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { BedRows, ImagesSection, type BedType, type Ref } from "~/features/listing";
import { FormAlert, SaveFooter, useHydrated, useSchemaForm } from "~/components/form";
import { FormOnce } from "~/components/form-once";
import { LanguageTabList, useLanguageTabs } from "~/components/language-tabs";
import { LeaveGuard } from "~/components/leave-guard";
import { PERSONS_MAX, ROOM_IMAGES_MAX, RoomSchema } from "../room-form";
import { RoomDetailsSection, RoomLanguage } from "./sections";

type Props = {
  isNew: boolean;
  defaultValue: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]>;
  facilities: Ref[];
  bedTypes: BedType[];
  imageUrls: Record<string, string>;
  currency: string;
};

export function RoomForm({ isNew, defaultValue, lastResult, facilities, bedTypes, imageUrls, currency }: Props) {
  const { t } = useTranslation("hotel");
  const hydrated = useHydrated();
  const tabs = useLanguageTabs("room");
  const [form, fields] = useSchemaForm(RoomSchema, { id: "room", defaultValue, lastResult, onInvalid: tabs.onInvalid });
  const [autoEn, setAutoEn] = useState(fields.auto_translate_en.initialValue === "on");
  const [autoVi, setAutoVi] = useState(fields.auto_translate_vi.initialValue === "on");
  const language = (lng: "vi" | "en") => (
    <RoomLanguage
      lng={lng}
      fields={fields}
      isNew={isNew}
      hiddenByTab={hydrated && tabs.tab !== lng}
      autoTranslate={lng === "vi" ? autoEn : autoVi}
      onAutoTranslate={lng === "vi" ? setAutoEn : setAutoVi}
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

        <RoomDetailsSection fields={fields} facilities={facilities} currency={currency} />

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
