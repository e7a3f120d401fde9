// spec tours-cruises §3 "Currencies offered … default VND". Apart from the schema (currency.ts) so
// that the layout's currency dialog does not pull zod into every page's first load.
export { CURRENCIES, DEFAULT_CURRENCY } from "@contract/options";
