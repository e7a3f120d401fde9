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
const instances = new Map<Language, Promise<I18n>>();
export function i18nFor(lng: Language): Promise<I18n> {
  let made = instances.get(lng);
  if (!made) {
    const instance = createInstance();
    made = instance
      .use(initReactI18next)
      .init({ ...i18nOptions, lng, ns: namespaces, resources, initImmediate: false })
      .then(() => withPlainKeysKept(instance));
    instances.set(lng, made);
  }
  return made;
}

/**
 * A plain t(key) — a string key with only the language and namespaces fixedT adds, no values, count
 * or prefix — always gives the same text on the server (the resources never change after start), so
 * it is answered from memory after the first time (~200 such calls per list page were ~7%
 * of its CPU). Anything else goes to i18next as before.
 */
function withPlainKeysKept(instance: I18n): I18n {
  const translate = instance.t.bind(instance) as (key: unknown, options?: Record<string, unknown>) => unknown;
  const kept = new Map<string, unknown>();
  const PLAIN = new Set(["lng", "lngs", "ns", "keyPrefix"]);
  const plain = (options: Record<string, unknown>) => {
    // react-i18next's t fixes no language (lng undefined, lngs null): the instance's own is used
    if (options.lngs != null || options.keyPrefix !== undefined) return false;
    if (options.lng != null && typeof options.lng !== "string") return false;
    for (const k in options) if (!PLAIN.has(k)) return false;
    return true;
  };
  const t = (key: unknown, options?: unknown) => {
    if (
      typeof key !== "string" ||
      !options ||
      typeof options !== "object" ||
      !plain(options as Record<string, unknown>)
    ) {
      return translate(key, options as Record<string, unknown>);
    }
    const { lng = instance.language, ns } = options as { lng?: string; ns?: string | readonly string[] };
    const id = `${lng}\u0000${Array.isArray(ns) ? ns.join("\u0001") : (ns ?? "")}\u0000${key}`;
    let text = kept.get(id);
    if (text === undefined) {
      text = translate(key, options as Record<string, unknown>);
      // bounded: keys built from data (a status, an error code) must not grow it without end
      if (kept.size < 10_000) kept.set(id, text);
    }
    return text;
  };
  instance.t = t as I18n["t"];
  return instance;
}

export const i18nServer = {
  getLocale,
  /** The request's language, fixed to the given namespaces (the first is the default). */
  async getFixedT(request: Request, ns: string | string[]): Promise<TFunction> {
    const lng = await getLocale(request);
    return (await i18nFor(lng)).getFixedT(lng, ns) as TFunction;
  },
};
