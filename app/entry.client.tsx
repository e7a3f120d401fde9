import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import i18next, { type BackendModule } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { BASE_NAMESPACES, i18nOptions, isLanguage, keyNamespaces, DEFAULT_LANGUAGE } from "./lib/i18n";

// Only the page's language is downloaded (fingerprinted chunks, cached for a year), and of it only the
// namespaces this page needs (the base ones and its routes' `handle.i18n`). A later navigation waits
// in root.tsx for the next page's namespaces before it shows that page.
const files = import.meta.glob<Record<string, unknown>>("/locales/*/*.json", { import: "default" });
const lng = isLanguage(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANGUAGE;

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

/** The namespaces of the toasts the server drew (root.tsx waits for them too). */
function toastNamespaces(): string[] {
  const context = (window as { __remixContext?: { state?: { loaderData?: Record<string, unknown> } } }).__remixContext;
  const root = context?.state?.loaderData?.root as { toasts?: { message: string }[] } | undefined;
  return keyNamespaces((root?.toasts ?? []).map((toast) => toast.message));
}

async function start() {
  const initial = [...new Set([...BASE_NAMESPACES, ...getInitialNamespaces(), ...toastNamespaces()])];
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
