// A phone number with its country calling code (default Vietnam): a native select + an input,
// so it works without scripts. Country names come from Intl in the page's language.
import { useMemo } from "react";
import { NativeSelect, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { dialCodeOf, PHONE_COUNTRIES } from "~/lib/phone";

type FieldProps = { name: string; defaultValue?: string; error?: string; id?: string };

export function PhoneField({ label, country, phone, required }: { label: string; country: FieldProps; phone: FieldProps; required?: boolean }) {
  const { t, i18n } = useTranslation();
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: "region" });
    return PHONE_COUNTRIES.map((c) => ({ value: c, label: `${names.of(c) ?? c} (+${dialCodeOf(c)})` })).sort((a, b) =>
      a.label.localeCompare(b.label, i18n.language),
    );
  }, [i18n.language]);
  return (
    <div className="phone-row">
      <NativeSelect
        name={country.name}
        id={country.id}
        defaultValue={country.defaultValue}
        label={t("common:phone.country")}
        data={options}
        error={country.error}
        data-testid={`${phone.name}-country`}
      />
      <TextInput
        name={phone.name}
        id={phone.id}
        defaultValue={phone.defaultValue}
        label={label}
        required={required}
        inputMode="tel"
        autoComplete="tel-national"
        error={phone.error}
      />
    </div>
  );
}
