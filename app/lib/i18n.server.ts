import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import type { Resource } from "i18next";
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

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    cookie: localeCookie,
    order: ["cookie"], // not the browser's Accept-Language: vi is the default (spec §1)
  },
  i18next: { ...i18nOptions, resources, ns: namespaces },
});

export const getLocale = async (request: Request) => (await i18nServer.getLocale(request)) as Language;
