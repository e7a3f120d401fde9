// Commission type + value, as every tour price form asks for them (entered as the agency's share).
import { NativeSelect, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useFieldError } from "~/components/form";
import { COMMISSION_TYPES } from "./commission";

type Field = { name: string; initialValue?: unknown; errors?: string[] };

export function CommissionFields({ type, value, compact }: { type: Field; value: Field; compact?: boolean }) {
  const { t } = useTranslation("tours");
  const fieldError = useFieldError();
  return (
    <>
      <NativeSelect
        name={type.name}
        label={compact ? undefined : t("age.commissionType")}
        aria-label={t("age.commissionType")}
        defaultValue={String(type.initialValue ?? "percent")}
        data={COMMISSION_TYPES.map((c) => ({ value: c, label: t(`age.commissionTypes.${c}`) }))}
        error={fieldError(type.errors)}
      />
      <TextInput
        name={value.name}
        type="number"
        step="any"
        label={compact ? undefined : t("age.commissionValue")}
        aria-label={t("age.commissionValue")}
        defaultValue={String(value.initialValue ?? "")}
        error={fieldError(value.errors)}
      />
    </>
  );
}
