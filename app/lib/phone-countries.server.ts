// The calling-code list of the phone field, named in the page's language. Made on the server and
// sent as data: the browser's Intl names and sorts countries differently from Node's ("Hong Kong
// SAR China" vs "Hong Kong"), which broke hydration.
import { dialCodeOf, PHONE_COUNTRIES, type PhoneCountryOption } from "./phone";

const cache = new Map<string, PhoneCountryOption[]>();

export function phoneCountryOptions(lang: string): PhoneCountryOption[] {
  const locale = lang === "en" ? "en" : "vi";
  let list = cache.get(locale);
  if (!list) {
    const names = new Intl.DisplayNames([locale], { type: "region" });
    const collator = new Intl.Collator(locale);
    list = PHONE_COUNTRIES.map((c) => ({ value: c, label: `${names.of(c) ?? c} (+${dialCodeOf(c)})` })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
    cache.set(locale, list);
  }
  return list;
}
