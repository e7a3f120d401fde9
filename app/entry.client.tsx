import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nOptions, isLanguage, namespaceOf, DEFAULT_LANGUAGE } from "./lib/i18n";

// Only the page's language is downloaded (fingerprinted chunks, cached for a year).
const files = import.meta.glob<Record<string, unknown>>("/locales/*/*.json", { import: "default" });
const lng = isLanguage(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANGUAGE;

async function loadLanguage() {
  const entries = await Promise.all(
    Object.entries(files)
      .filter(([path]) => namespaceOf(path)?.lng === lng)
      .map(async ([path, load]) => [namespaceOf(path)!.ns, await load()] as const),
  );
  await i18next.use(initReactI18next).init({
    ...i18nOptions,
    lng,
    ns: entries.map(([ns]) => ns),
    resources: { [lng]: Object.fromEntries(entries) },
  });
}

loadLanguage().then(() => {
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
});
