import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import mantineCss from "@mantine/core/styles.css?url";
import appCss from "./styles/app.css?url";
import { getLocale } from "./lib/i18n.server";
import { takeToasts } from "./lib/toast.server";
import { themeCssHref } from "./lib/theme-css.server";
import { useNonce } from "./lib/nonce";
import { MantineScope, mantineHtmlProps } from "./lib/mantine/scope";
import { keyNamespaces, pageNamespaces } from "./lib/i18n";
import { Toasts } from "./components/toasts";
import { ErrorPage } from "./components/error-page";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: mantineCss },
  { rel: "stylesheet", href: appCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { locale: await getLocale(request), toasts: await takeToasts(request, context), themeCss: themeCssHref };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { i18n } = useTranslation();
  const nonce = useNonce();
  const lang = data?.locale ?? i18n.language ?? "vi";
  return (
    // the scheme is always light and says so on <html> (mantineHtmlProps): no script reads a stored one
    <html lang={lang} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {data ? <link rel="stylesheet" href={data.themeCss} /> : null}
      </head>
      <body>
        {/* the theme's variables come from /theme.css (made once per process); an error page drawn
            without the root's data falls back to Mantine's inline block */}
        <MantineScope withStyles={!data}>{children}</MantineScope>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toasts } = useLoaderData<typeof loader>();
  // A client navigation to a page whose namespaces are still on their way suspends here; the router
  // renders inside a transition, so the previous page stays on screen until they arrive (no raw keys).
  // The toasts' namespaces too: a toast may speak for the page the supplier came from.
  const namespaces = [...pageNamespaces(useMatches()), ...keyNamespaces(toasts.map((toast) => toast.message))];
  useTranslation([...new Set(namespaces)]);
  // marks the page as live (scripts hydrated): the browser tests wait for it before they type
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <>
      <Outlet />
      <Toasts toasts={toasts} />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage standalone />;
}
