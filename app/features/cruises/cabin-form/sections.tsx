// The cabin form's bed rows (spec §5 "Cabin form": the first row stays; add and remove are Conform's
// intent buttons, so they work without scripts) and its details (count, size, status, board,
// facilities). The form and these sections share their field types through ./fields.ts.
import { Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Ref } from "~/features/listing";
import { useFieldError, useServerAutoFocus, type AnyField } from "~/components/form";
import { BedRows, FacilityChecks, OnCheckbox, StatusSelect, type BedType } from "~/features/listing";
import { PERSONS_MAX } from "../cabin-form";
import type { CabinFields, CabinFormMeta } from "./fields";

const initial = (f: AnyField) => String(f.value ?? f.initialValue ?? "");

/** The bed rows and the persons they sleep (the listing kit's bed rows, in the cabin's words). */
export function BedsSection({
  form,
  fields,
  bedTypes,
}: {
  form: CabinFormMeta;
  fields: CabinFields;
  bedTypes: BedType[];
}) {
  return (
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
    </Paper>
  );
}
