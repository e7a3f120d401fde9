// A phone number with its country calling code (default Vietnam): a native select + an input,
// so it works without scripts. The country list comes from the loader (phoneCountryOptions), so
// the server and the browser draw the same names.
import { NativeSelect, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PhoneCountryOption } from "~/lib/phone";
import { useServerAutoFocus } from "./hydrated";

type FieldProps = { name: string; defaultValue?: string; error?: string; id?: string };

export function PhoneField({
  label,
  country,
  phone,
  required,
  countries,
}: {
  label: string;
  country: FieldProps;
  phone: FieldProps;
  required?: boolean;
  countries: PhoneCountryOption[];
}) {
  const { t } = useTranslation();
  const autoFocus = useServerAutoFocus();
  return (
    <div className="phone-row">
      <NativeSelect
        name={country.name}
        id={country.id}
        defaultValue={country.defaultValue}
        label={t("common:phone.country")}
        data={countries}
        error={country.error}
        autoFocus={autoFocus(country.error)}
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
        autoFocus={autoFocus(phone.error)}
      />
    </div>
  );
}
