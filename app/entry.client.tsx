import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import i18next, { type BackendModule } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { BASE_NAMESPACES, i18nOptions, isLanguage, namespaceOf, DEFAULT_LANGUAGE } from "./lib/i18n";

// Only the page's language is downloaded (fingerprinted chunks, cached for a year), and of it only
// the base namespaces and those the matched routes name in `handle.i18n` before hydrating; the
// language's other namespaces follow once the page is interactive, so a client navigation finds
// its namespace loaded (and, were it still on the way, waits for it: see awaitNamespaces).
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
  const initial = [...new Set([...BASE_NAMESPACES, ...getInitialNamespaces()])];
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
  // the rest of the language once the page is hydrated (root marks <html data-hydrated>) and idle:
  // small, cached, ready before most clicks
  const rest = () => void i18next.loadNamespaces(allNamespaces);
  const idle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(rest, { timeout: 2000 }) : setTimeout(rest, 200);
  const html = document.documentElement;
  if (html.hasAttribute("data-hydrated")) idle();
  else {
    const seen = new MutationObserver(() => {
      if (!html.hasAttribute("data-hydrated")) return;
      seen.disconnect();
      idle();
    });
    seen.observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
  }
}

void start();
