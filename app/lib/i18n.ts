// Shared i18n settings (server and browser). vi is the default; the choice lives in a cookie.
export const SUPPORTED_LANGUAGES = ["vi", "en"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "vi";
export const DEFAULT_NAMESPACE = "common";
/** What every page's shell, forms and toasts use; a route names the rest in `handle.i18n` (remix-i18next's convention). */
export const BASE_NAMESPACES = ["common", "layout", "validation", "auth"];

export const isLanguage = (v: unknown): v is Language => SUPPORTED_LANGUAGES.includes(v as Language);

export const i18nOptions = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: DEFAULT_NAMESPACE,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
};

/** Every namespace file of one language, as a lazy import map. The browser loads only its own. */
export function namespaceOf(path: string): { lng: string; ns: string } | null {
  const m = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return m ? { lng: m[1]!, ns: m[2]! } : null;
}
