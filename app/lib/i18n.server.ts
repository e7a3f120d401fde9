import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { createInstance, type i18n as I18n, type Resource, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, i18nOptions, namespaceOf, type Language } from "./i18n";
import { env } from "./env.server";

// every locales/<lng>/<ns>.json, bundled into the server build
const files = import.meta.glob<Record<string, unknown>>("/locales/*/*.json", { eager: true, import: "default" });
export const resources: Resource = {};
for (const [path, content] of Object.entries(files)) {
  const id = namespaceOf(path);
  if (id) (resources[id.lng] ??= {})[id.ns] = content;
}
export const namespaces = Object.keys(resources[DEFAULT_LANGUAGE] ?? {});

export const localeCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: env().NODE_ENV === "production",
  maxAge: 60 * 60 * 24 * 365,
});

// remix-i18next reads the language from the cookie; its getFixedT would build a new i18next
// instance on every call, so translations come from the per-language instances below
const detector = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    cookie: localeCookie,
    order: ["cookie"], // not the browser's Accept-Language: vi is the default (spec §1)
  },
});

export const getLocale = async (request: Request) => (await detector.getLocale(request)) as Language;

// One i18next instance per language, made once per process and shared by every request: a
// request only picks its language (the instance never changes language, so sharing is safe).
// Translations are i18next's own; the browser's i18n-lite prints the same text (i18n-lite.test.ts).
const instances = new Map<Language, Promise<I18n>>();
export function i18nFor(lng: Language): Promise<I18n> {
  let made = instances.get(lng);
  if (!made) {
    const instance = createInstance();
    made = instance
      .use(initReactI18next)
      .init({ ...i18nOptions, lng, ns: namespaces, resources, initImmediate: false })
      .then(() => instance);
    instances.set(lng, made);
  }
  return made;
}

export const i18nServer = {
  getLocale,
  /** The request's language, fixed to the given namespaces (the first is the default). */
  async getFixedT(request: Request, ns: string | string[]): Promise<TFunction> {
    const lng = await getLocale(request);
    return (await i18nFor(lng)).getFixedT(lng, ns) as TFunction;
  },
};
