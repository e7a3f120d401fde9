import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import i18next, { type BackendModule } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { BASE_NAMESPACES, i18nOptions, isLanguage, namespaceOf, DEFAULT_LANGUAGE } from "./lib/i18n";

// Only the page's language is downloaded (fingerprinted chunks, cached for a year). All of its
// namespaces load before hydrating: a client navigation does not yet wait for a namespace still on
// its way (a slow phone would show raw keys), so the routes' `handle.i18n` lists only mark what each
// needs until navigations await them (issue 12 item 3, browser half: next step).
const files = import.meta.glob<Record<string, unknown>>("/locales/*/*.json", { import: "default" });
const lng = isLanguage(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANGUAGE;
const languageFiles = Object.entries(files).filter(([path]) => namespaceOf(path)?.lng === lng);
const allNamespaces = languageFiles.map(([path]) => namespaceOf(path)!.ns);

const lazyLocales: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = files[`/locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (data) => callback(null, data as never),
      (error: Error) => callback(error, null),
    );
  },
};

async function start() {
  const initial = [...new Set([...BASE_NAMESPACES, ...getInitialNamespaces(), ...allNamespaces])];
  await i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({ ...i18nOptions, lng, ns: initial, partialBundledLanguages: true });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void start();
