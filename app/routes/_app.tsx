// The layout of every page but /login: the guard, the menu by capability flags and the member's role, the currency
// dialog, the help drawer and the screenshot deterrent.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { capabilityFlagsOf } from "@contract/services";
import { requireApi } from "~/lib/api.server";
import { getLocale } from "~/lib/i18n.server";
import { sanitizeHtml } from "~/lib/html.server";
import { sidebarCollapsed } from "~/lib/preferences.server";
import { newFormSeed } from "~/lib/form-once.server";
import { mayOpen } from "~/lib/page-guard";
import { ACCOUNT_MENU, AppShell } from "~/components/layout/app-shell";
import { menuGroups } from "~/components/layout/menu";
import type { HelpArticle } from "~/components/help-drawer";
import { HelpDrawer as ServerHelpDrawer } from "~/components/help-drawer-panel";
import { CurrencyDialog as ServerCurrencyDialog } from "~/components/currency-dialog";
import { ErrorPage } from "~/components/error-page";
import { getMenuBadges } from "~/features/dashboard/api.server";

// Shown on few loads (an article asked for, a supplier without a currency yet): in the browser their
// code comes with them instead of with every page, and their boundary hydrates once it is there. The
// server imports them as usual, so its HTML holds them whole from the first request (a lazy part
// would first be sent hidden, to be put in place by a script: not there for a page without scripts).
const HelpDrawer = import.meta.env.SSR
  ? ServerHelpDrawer
  : lazy(() => import("~/components/help-drawer-panel").then((m) => ({ default: m.HelpDrawer })));
const CurrencyDialog = import.meta.env.SSR
  ? ServerCurrencyDialog
  : lazy(() => import("~/components/currency-dialog").then((m) => ({ default: m.CurrencyDialog })));

export async function loader({ request, context }: LoaderFunctionArgs) {
  // the page decides whether it is the supplier's service (api.server requireApi)
  const { supplier, member, api } = await requireApi(request, context, { layout: true });
  const flags = capabilityFlagsOf(supplier);
  const may = (href: string) => mayOpen(flags, member, href);
  const helpId = new URL(request.url).searchParams.get("help");
  let help: HelpArticle | null = null;
  if (helpId) {
    const reply = await api.get<{ title: string; content: string }>(`post/post/${encodeURIComponent(helpId)}`, {
      lang: await getLocale(request),
      perPage: -1,
    });
    help =
      reply.code === 200
        ? { id: helpId, title: reply.data.title, content: sanitizeHtml(reply.data.content) }
        : { id: helpId, error: true };
  }
  return {
    // spec team.md §Screens: the layout shows who is logged in and their role, as auth/me answers them
    userName: [member.user.lastname, member.user.firstname].filter(Boolean).join(" ") || member.user.email,
    role: member.role,
    supplier: { name: supplier.name, currency: supplier.currency },
    // the menu's entries this member may open (spec team.md §Roles), judged here so the browser gets no table
    groups: menuGroups(flags, may),
    accountLinks: ACCOUNT_MENU.map((entry) => entry.to).filter(may),
    collapsed: await sidebarCollapsed(request),
    help,
    // the menu's counts of bookings waiting to be confirmed (components/layout/menu-badges.ts); the
    // dashboard's own answer carries the same and, deeper in the page, is the one the menu reads there
    menuBadges: await getMenuBadges(api),
    // the one-time token of the create forms (<FormOnce />): new on every load, so keep no shouldRevalidate here
    formOnce: newFormSeed(),
  };
}

export default function AppLayout() {
  const { userName, role, supplier, groups, accountLinks, collapsed, help } = useLoaderData<typeof loader>();
  useScreenshotDeterrent();
  return (
    <AppShell
      groups={groups}
      collapsed={collapsed}
      userName={userName}
      role={role}
      accountLinks={accountLinks}
      supplierName={supplier.name}
    >
      <Outlet />
      <Suspense fallback={null}>
        {help ? <HelpDrawer article={help} /> : null}
        {supplier.currency ? null : <CurrencyDialog />}
      </Suspense>
    </AppShell>
  );
}

/** spec §2 Layout: a screenshot attempt alerts that the screen cannot be captured and clears the clipboard. */
function useScreenshotDeterrent() {
  const { t } = useTranslation("layout");
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const macShot = e.metaKey && e.shiftKey && ["3", "4", "5", "s", "S"].includes(e.key);
      if (e.key !== "PrintScreen" && !macShot) return;
      navigator.clipboard?.writeText("").catch(() => undefined);
      window.alert(t("screenshotBlocked"));
    };
    window.addEventListener("keyup", onKey);
    return () => window.removeEventListener("keyup", onKey);
  }, [t]);
}

export function ErrorBoundary() {
  return <ErrorPage standalone />;
}
