import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { getInitialNamespaces } from "remix-i18next/client";
import { isLanguage, keyNamespaces, pageNamespaces, DEFAULT_LANGUAGE } from "./lib/i18n";
import { LiteI18n } from "./lib/i18n-lite";
import { I18nextProvider } from "./lib/react-i18n-lite";

// Only the page's language is downloaded (fingerprinted chunks, cached for a year), and of it only the
// namespaces this page needs (the base ones, its routes' `handle.i18n` and its modules' own: the
// route modules have loaded by now, Remix imports them before this entry). A later navigation waits
// in root.tsx for the next page's namespaces before it shows that page. The translator is the small
// LiteI18n (the server's i18next prints the same text: i18n-lite.test.ts).
const files = import.meta.glob<Record<string, unknown>>("/locales/*/*.json", { import: "default" });
const lng = isLanguage(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANGUAGE;

const i18n = new LiteI18n(lng, async (language, namespace) => {
  const load = files[`/locales/${language}/${namespace}.json`];
  return load ? ((await load()) as never) : {};
});

/** The namespaces of the toasts the server drew (root.tsx waits for them too). */
function toastNamespaces(): string[] {
  const context = (window as { __remixContext?: { state?: { loaderData?: Record<string, unknown> } } }).__remixContext;
  const root = context?.state?.loaderData?.root as { toasts?: { message: string }[] } | undefined;
  return keyNamespaces((root?.toasts ?? []).map((toast) => toast.message));
}

async function start() {
  await i18n.loadNamespaces([...new Set([...pageNamespaces([]), ...getInitialNamespaces(), ...toastNamespaces()])]);
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void start();
