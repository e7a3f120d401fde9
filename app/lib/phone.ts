// Phone numbers with a kept library (libphonenumber-js, the small "min" metadata) instead of a
// hand-written table: validity per country and a real example number for the messages.
import {
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  isValidPhoneNumber,
  type CountryCode,
} from "libphonenumber-js/min";
import examples from "libphonenumber-js/examples.mobile.json";

export type { CountryCode };
export const DEFAULT_PHONE_COUNTRY: CountryCode = "VN"; // spec §9: phone default country Vietnam
export const PHONE_COUNTRIES: CountryCode[] = getCountries();

/** One entry of the calling-code list: made on the server (phone-countries.server.ts), drawn by PhoneField. */
export type PhoneCountryOption = { value: string; label: string };

export const isPhoneCountry = (v: unknown): v is CountryCode =>
  typeof v === "string" && PHONE_COUNTRIES.includes(v as CountryCode);

export const dialCodeOf = (country: CountryCode) => getCountryCallingCode(country);

/** The main country of a calling code ("84" → VN, "1" → US). */
export function countryOfDialCode(code: string | null | undefined): CountryCode {
  const digits = String(code ?? "").replace(/\D/g, "");
  if (digits === "1") return "US";
  if (digits === "44") return "GB";
  if (digits === "7") return "RU";
  return PHONE_COUNTRIES.find((c) => getCountryCallingCode(c) === digits) ?? DEFAULT_PHONE_COUNTRY;
}

/** A real example (national number, no leading zero) for the country: "912345678" for VN. */
export function examplePhone(country: CountryCode): string {
  return getExampleNumber(country, examples)?.nationalNumber ?? "";
}

/** Valid for the country, as a national number without trunk prefix (spec: no leading zero). */
export function isValidPhone(national: string, country: CountryCode): boolean {
  const digits = national.replace(/\s/g, "");
  return /^\d+$/.test(digits) && isValidPhoneNumber(digits, country);
}
