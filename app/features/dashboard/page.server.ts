// The dashboard's loader (tours-cruises §2 "Dashboard /"): the welcome title and subtitle, and below
// them the "what needs me now?" across the supplier's services, from one marketplace call.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApi } from "~/lib/api.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { shownCode } from "~/lib/booking-code.server";
import { getDashboard } from "./api.server";
import { dashboardView } from "./view";
import { capabilityFlagsOf } from "@contract/services";
import { APP_SERVICES } from "~/services";
import { mayOpen, pageRefusal } from "~/lib/page-guard";

export async function dashboardLoader({ request, context }: LoaderFunctionArgs) {
  const { user, supplier, member, api } = await requireApi(request, context);
  const lang = await getLocale(request);
  // common: the page's title; transport: a transfer service is named by its type and route
  const t = await i18nServer.getFixedT(request, ["common", "transport"]);
  const answer = await getDashboard(api, lang);
  return {
    title: t("common:appName"),
    firstname: user.firstname || user.email,
    supplierName: supplier.name,
    verified: supplier.is_verify,
    board: answer
      ? dashboardView(
          answer,
          t,
          shownCode,
          (href, method) => !pageRefusal(supplier, member, href.split("?")[0]!, method),
        )
      : null,
    // the front desks of the services the supplier sells (contract/front-desk.ts: "on the dashboard"), those
    // this member may open (spec team.md §Roles)
    desks: APP_SERVICES.filter(
      (a) => a.desk && capabilityFlagsOf(supplier)[a.flag] && mayOpen(supplier, member, a.desk),
    ).map((a) => ({
      href: a.desk!,
      service: a.service.id,
    })),
    // the menu shows these counts on its entries (components/layout/menu-badges.ts)
    menuBadges: answer?.badges ?? {},
  };
}
