// The room form's own sections (spec hotels-bikes-transport §3 "Room", §5 "Room form"): its texts in
// one language (name and note, in the listing kit's language section) and its details (price, rooms,
// size, status, breakfast, extra bed, facilities). Every control is a native one: no scripts needed.
import { Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormSection } from "~/components/form-section";
import {
  ContentSection,
  FacilityChecks,
  LongText,
  OnCheckbox,
  StatusSelect,
  type Ref,
  type useListingForm,
} from "~/features/listing";
import { useFieldError, useServerAutoFocus, type AnyField } from "~/components/form";
import type { RoomFields } from "./fields";

const initial = (f: AnyField) => String(f.value ?? f.initialValue ?? "");

type LanguageProps = ReturnType<ReturnType<typeof useListingForm>["language"]> & { fields: RoomFields };

/** The room's name and note in one language. */
export function RoomLanguage({ fields, ...language }: LanguageProps) {
  const { t } = useTranslation("hotel");
  return (
    <ContentSection
      {...language}
      fields={fields}
      sections={[]}
      texts={(text) => (
        <>
          {text("name", t("room.name"), true)}
          <LongText field={fields[language.lng].getFieldset().note} label={t("room.note")} />
        </>
      )}
    />
  );
}

/** Price, rooms, size, status, breakfast, extra bed and facilities. */
export function RoomDetailsSection({
  fields,
  facilities,
  currency,
}: {
  fields: RoomFields;
  facilities: Ref[];
  currency: string;
}) {
  const { t } = useTranslation("hotel");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
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
  return (
    <FormSection title={t("room.sections.details")}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {input(fields.price, t("room.price", { currency }), { withAsterisk: true, min: 0, step: "any" })}
          {input(fields.num_room, t("room.numRoom"), { min: 0, max: 100 })}
          {input(fields.acreage, t("room.acreage"), { min: 0, max: 1000, step: "any" })}
          <StatusSelect
            field={fields.is_active}
            label={t("room.status")}
            active={t("room.active")}
            closed={t("room.closed")}
          />
        </SimpleGrid>
        <Group>
          <OnCheckbox field={fields.breakfast} label={t("room.breakfast")} />
          <OnCheckbox field={fields.extrabed} label={t("room.extrabed")} />
        </Group>
        <FacilityChecks
          field={fields.facilities}
          label={t("room.facilities")}
          facilities={facilities}
          testId="room-facilities"
        />
        <Text size="sm" c="dimmed">
          {t("room.currency", { currency })}
        </Text>
      </Stack>
    </FormSection>
  );
}
