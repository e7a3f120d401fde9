// react-i18next's surface as this app uses it (useTranslation, I18nextProvider), over the browser's
// LiteI18n. The client build resolves "react-i18next" here (vite.config.ts); the server renders with
// react-i18next itself. It also accepts an i18next instance (the dev server uses one config for both).
import { createContext, createElement, useContext, type ReactNode } from "react";
import type { LiteT } from "./i18n-lite";
import { DEFAULT_NAMESPACE } from "./i18n";

type Translator = {
  language: string;
  hasLoadedNamespace(ns: string): boolean;
  loadNamespaces(ns: string[]): Promise<unknown>;
  getFixedT(lng: string | null, ns: string): LiteT;
};

const I18nContext = createContext<Translator | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/** As react-i18next: `t` reads the first namespace; the page suspends until every one named is loaded. */
export function useTranslation(ns?: string | readonly string[]) {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation outside I18nextProvider");
  const namespaces = ns === undefined ? [DEFAULT_NAMESPACE] : typeof ns === "string" ? [ns] : [...ns];
  const missing = namespaces.filter((n) => !i18n.hasLoadedNamespace(n));
  // a navigation renders in a transition: React keeps the previous page on screen meanwhile
  if (missing.length > 0) throw i18n.loadNamespaces(missing);
  const t = i18n.getFixedT(null, namespaces[0]!);
  return Object.assign([t, i18n, true] as const, { t, i18n, ready: true });
}

/** i18next's plugin hook: nothing to set up. */
export const initReactI18next = { type: "3rdParty" as const, init() {} };
