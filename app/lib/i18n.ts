// Shared i18n settings (server and browser). vi is the default; the choice lives in a cookie.
export const SUPPORTED_LANGUAGES = ["vi", "en"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "vi";
export const DEFAULT_NAMESPACE = "common";
/**
 * What every page's shell and toasts use; a route names the rest in `handle.i18n` (remix-i18next's
 * convention). A message of another namespace ("auth:wrongPass" on a form, a toast) brings its own
 * (keyNamespaces): the sign-in words are not every page's download.
 */
export const BASE_NAMESPACES = ["common", "layout"];

/**
 * Namespaces a shared module reads wherever it is used (the forms' messages: "validation"), named by
 * the module itself when it loads (`readsNamespace`). In the browser a page's route modules load before
 * it hydrates or is shown, so a page with a form asks for the form's messages and a list does not
 * (2.4 KB less on every page without a form); on the server every module is loaded, which only means
 * the server translates from all of them, as it does anyway.
 */
const modulesNamespaces = new Set<string>();
export function readsNamespace(ns: string) {
  modulesNamespaces.add(ns);
}

/** The namespaces a page needs: the base ones, those its matched routes name in `handle.i18n`, and its modules'. */
export function pageNamespaces(matches: readonly { handle?: unknown }[]): string[] {
  const named = matches.flatMap((m) => {
    const i18n = (m.handle as { i18n?: string | string[] } | undefined)?.i18n;
    return i18n === undefined ? [] : Array.isArray(i18n) ? i18n : [i18n];
  });
  return [...new Set([...BASE_NAMESPACES, ...named, ...modulesNamespaces])];
}

/** The namespaces named by keys such as "tours:successAddNew" (a toast may come from another page's namespace). */
export const keyNamespaces = (keys: readonly string[]): string[] =>
  keys.flatMap((k) => (/^[A-Za-z]+:/.test(k) ? [k.slice(0, k.indexOf(":"))] : []));

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
