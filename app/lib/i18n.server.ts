import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { createInstance, type i18n as I18n, type Resource, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import {
  DEFAULT_LANGUAGE,
  DEFAULT_NAMESPACE,
  SUPPORTED_LANGUAGES,
  i18nOptions,
  namespaceOf,
  type Language,
} from "./i18n";
import { LiteI18n } from "./i18n-lite";
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
    const lite = new LiteI18n(lng, async (l, ns) => (resources[l]?.[ns] ?? {}) as never);
    made = instance
      .use(initReactI18next)
      .init({ ...i18nOptions, lng, ns: namespaces, resources, initImmediate: false })
      .then(() => lite.loadNamespaces(namespaces))
      .then(() => withQuickPaths(instance, lite));
    instances.set(lng, made);
  }
  return made;
}

// The options i18next reads for itself (not as {{values}}; fixedT's lngs and keyPrefix are checked
// on their own): a call naming one of these, or passing a value that is not text or a number, goes
// to i18next.
const I18NEXT_OPTIONS = new Set([
  "context",
  "ordinal",
  "returnObjects",
  "returnDetails",
  "joinArrays",
  "postProcess",
  "interpolation",
  "replace",
  "skipInterpolation",
  "keySeparator",
  "nsSeparator",
  "fallbackLng",
  "appendNamespaceToMissingKey",
]);

/**
 * Two quicker ways to the same text as i18next (the resources never change after start):
 * - a plain t(key) — only the language and namespaces fixedT adds — from memory after the first time
 *   (~200 such calls per list page were ~7 % of its CPU);
 * - a key with {{values}}, a count or a default, through the browser's translator (i18n-lite), which
 *   prints what i18next prints for every key of both languages (i18n-lite.test.ts): i18next's
 *   option handling was ~5 % of the dashboard's CPU.
 * Anything else (a prefix, a context, an object value…) goes to i18next as before.
 */
function withQuickPaths(instance: I18n, lite: LiteI18n): I18n {
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
  /** Whether i18n-lite prints what i18next would for these options: its own language, plain values. */
  const liteCan = (options: Record<string, unknown>) => {
    if (options.lngs != null || options.keyPrefix !== undefined) return false;
    if (options.lng != null && options.lng !== instance.language) return false;
    if (options.count !== undefined && typeof options.count !== "number") return false;
    if (options.defaultValue !== undefined && typeof options.defaultValue !== "string") return false;
    for (const k in options) {
      // lngs and keyPrefix are fixedT's own, checked empty above
      if (k === "lng" || k === "lngs" || k === "keyPrefix" || k === "ns" || k === "count" || k === "defaultValue")
        continue;
      if (I18NEXT_OPTIONS.has(k) || k.startsWith("defaultValue")) return false;
      const value = options[k];
      if (value !== undefined && value !== null && typeof value !== "string" && typeof value !== "number") return false;
    }
    return true;
  };
  const t = (key: unknown, options?: unknown) => {
    if (typeof key !== "string" || !options || typeof options !== "object") {
      return translate(key, options as Record<string, unknown>);
    }
    const o = options as Record<string, unknown>;
    const ns = o.ns as string | readonly string[] | undefined;
    if (!plain(o)) {
      return liteCan(o) ? lite.getFixedT(null, ns ?? DEFAULT_NAMESPACE)(key, o) : translate(key, o);
    }
    const lng = (o.lng as string | undefined) ?? instance.language;
    const id = `${lng}\u0000${Array.isArray(ns) ? ns.join("\u0001") : (ns ?? "")}\u0000${key}`;
    let text = kept.get(id);
    if (text === undefined) {
      text = translate(key, o);
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
