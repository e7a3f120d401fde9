// The bed rows of a room-like form (a cabin type, a room type): a bed type and a quantity per row,
// added and removed by Conform's intent buttons (a post that redraws the form, so it works without
// scripts), and the guests the beds sleep, worked out as the rows change (by the server after a post).
import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { FormMetadata } from "@conform-to/react";
import { intentButton, useFieldError, useServerAutoFocus, type AnyField } from "~/components/form";
import { BED_QUANTITIES, personsOf, type BedType } from "./beds";

type Props = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form with a list of bed rows
  form: FormMetadata<any, string[]>;
  beds: AnyField;
  bedTypes: BedType[];
  /** the most guests the beds may sleep (the form's own rule) */
  maxPersons: number;
  /** where the section's words are, `<namespace>:<group>`: sections.beds, persons and personsTooMany */
  words: string;
};

/** The bed rows; their test ids take the form's id ("cabin", "room"): `{id}-beds`, `{id}-persons`. */
export function BedRows({ form, beds, bedTypes, maxPersons, words }: Props) {
  const { t } = useTranslation("listing");
  const id = form.id;
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  type Row = { getFieldset(): { type: AnyField; quantity: AnyField } };
  const rows = (beds as unknown as { getFieldList(): (AnyField & Row)[] }).getFieldList();
  const persons = personsOf(
    rows.map((b) => {
      const row = b.getFieldset();
      return {
        type: row.type.value ?? row.type.initialValue,
        quantity: row.quantity.value ?? row.quantity.initialValue,
      };
    }),
    bedTypes,
  );
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="sm">
        {t(`${words}.sections.beds`)}
      </Title>
      <Stack gap="xs" data-testid={`${id}-beds`}>
        {rows.map((bed, index) => {
          const row = bed.getFieldset();
          return (
            <div key={bed.key} className="bed-row" data-testid="bed-row">
              <NativeSelect
                key={row.type.key}
                name={row.type.name}
                defaultValue={String(row.type.initialValue ?? "")}
                label={t("beds.type")}
                withAsterisk
                data={[
                  { value: "", label: t("beds.choose") },
                  ...bedTypes.map((b) => ({
                    value: b._id,
                    label: t("beds.option", { name: b.name, count: b.numofperson }),
                  })),
                ]}
                error={fieldError(row.type.errors)}
                autoFocus={autoFocus(row.type.errors)}
              />
              <NativeSelect
                key={row.quantity.key}
                name={row.quantity.name}
                defaultValue={String(row.quantity.initialValue ?? "1")}
                label={t("beds.quantity")}
                withAsterisk
                data={BED_QUANTITIES.map((n) => String(n))}
                error={fieldError(row.quantity.errors)}
                autoFocus={autoFocus(row.quantity.errors)}
              />
              {/* spec §5: the first bed row cannot be removed */}
              {index > 0 ? (
                <Button
                  variant="subtle"
                  color="red"
                  data-testid="bed-remove"
                  {...intentButton(form.remove.getButtonProps({ name: beds.name, index }))}
                >
                  {t("common:delete")}
                </Button>
              ) : (
                <span />
              )}
            </div>
          );
        })}
        <Group justify="space-between" gap="md" mt="xs">
          <Button
            variant="light"
            data-testid="bed-add"
            {...intentButton(form.insert.getButtonProps({ name: beds.name, defaultValue: { quantity: "1" } as never }))}
          >
            {t("beds.add")}
          </Button>
          <Text size="sm" fw={600} c={persons > maxPersons ? "red" : undefined} data-testid={`${id}-persons`}>
            {t(`${words}.persons`, { count: persons })}
          </Text>
        </Group>
        {fieldError(beds.errors) ? (
          <Text size="sm" c="red" data-testid="beds-error">
            {fieldError(beds.errors)}
          </Text>
        ) : null}
        {persons > maxPersons ? (
          <Text size="sm" c="red">
            {t(`${words}.personsTooMany`, { max: maxPersons })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
