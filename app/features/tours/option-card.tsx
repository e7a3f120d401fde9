// One option row of a passenger group or a departure (spec §3 Option group size, Group calendar):
// its names in both languages, the row's own numbers (children), its commission, and — past the
// first row — a remove button that posts without scripts (Conform's list intent).
import type { ReactNode } from "react";
import { Button, Paper, SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CommissionFields } from "~/features/listing";
import { FieldInput, intentButton, type AnyField } from "~/components/form";

type Props = {
  testId: string;
  name: AnyField;
  english: AnyField;
  commission: { type: AnyField; value: AnyField; price: AnyField };
  currency: string;
  /** the remove button's props (Conform's `form.remove.getButtonProps`), none for the first row */
  remove: object | null;
  children: ReactNode;
};

export function OptionCard({ testId, name, english, commission, currency, remove, children }: Props) {
  const { t } = useTranslation("tours");
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FieldInput field={name} label={t("groups.optionVi")} />
        <FieldInput field={english} label={t("groups.optionEn")} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
        {children}
      </SimpleGrid>
      <div style={{ marginTop: 12 }}>
        <CommissionFields {...commission} currency={currency} />
      </div>
      {remove ? (
        <Button
          mt="xs"
          size="compact-xs"
          color="red"
          variant="subtle"
          {...intentButton(remove)}
          data-testid="option-remove"
        >
          {t("groups.removeOption")}
        </Button>
      ) : null}
    </Paper>
  );
}
