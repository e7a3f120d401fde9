// What every section of the price package editor draws: a number (or name) input, a list row's
// remove button (a Conform intent button, so it works without scripts), and a field's value so far.
import { getInputProps } from "@conform-to/react";
import { Button, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { intentButton, useFieldError, useServerAutoFocus, type AnyField } from "~/components/form";
import { localName } from "~/lib/local-name";
import type { PackageFormMeta, PackageRow } from "./fields";

/** A field's value as typed so far (or as stored). */
export const str = (f: AnyField) => String(f.value ?? f.initialValue ?? "");

/** The English name field of a row (`translations.en.name`, style.md). */
export const englishName = (row: PackageRow) => row.translations.getFieldset().en.getFieldset().name;

/** A row's heading in the page's language, as typed so far. */
export function useRowName() {
  const { i18n } = useTranslation();
  return (row: PackageRow) =>
    localName({ name: str(row.name), translations: { en: { name: str(englishName(row)) } } }, i18n.language);
}

export function usePackageInputs(form: PackageFormMeta) {
  const { t } = useTranslation("priceTable");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const input = (field: AnyField, label: string, opts: { money?: boolean; lang?: string; testId?: string } = {}) => {
    const { key, ...props } = getInputProps(field, { type: opts.lang ? "text" : "number" });
    return (
      <TextInput
        key={key}
        {...props}
        {...(opts.money ? { step: "any", min: 0 } : {})}
        label={label}
        lang={opts.lang}
        size="sm"
        error={fieldError(field.errors)}
        autoFocus={autoFocus(field.errors)}
        data-testid={opts.testId}
      />
    );
  };
  const removeButton = (list: AnyField, index: number, label: string) => (
    <Button
      variant="subtle"
      color="red"
      size="compact-sm"
      aria-label={label}
      {...intentButton(form.remove.getButtonProps({ name: list.name, index }))}
      data-testid="package-remove"
    >
      {t("remove")}
    </Button>
  );
  return { input, removeButton };
}
