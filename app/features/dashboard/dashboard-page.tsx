// Dashboard / (tours-cruises §2: welcome title and subtitle) and, below them, what needs the supplier
// now across the services it sells, most urgent first: to confirm, today, to complete, calendars
// running low, listings under review, money. Server-rendered; links only, so it works without scripts.
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/page-header";
import { ListWarning } from "~/components/list/list-warning";
import type { dashboardLoader } from "./page.server";
import { Stuck, ToComplete, ToConfirm, Today } from "./booking-sections";
import { Listings, Money, RunningLow } from "./other-sections";

export function DashboardPage() {
  const { firstname, supplierName, verified, board, desks } = useLoaderData<typeof dashboardLoader>();
  const { t } = useTranslation(["layout", "dashboard"]);
  return (
    <>
      <PageHeader
        title={t("dashboard.title", { name: firstname })}
        subtitle={t("dashboard.subtitle")}
        help="help-dashboard"
      />
      <div data-testid="dashboard" className="dash">
        <div className="dash-welcome">
          <span className="dash-supplier">{supplierName}</span>
          <span className={verified ? "dash-verified" : "dash-unverified"}>
            {t(verified ? "dashboard.verified" : "dashboard.unverified")}
          </span>
        </div>
        {desks.length ? (
          <nav className="dash-desks" aria-label={t("dashboard:desk.label")} data-testid="dash-desks">
            {desks.map((d) => (
              <Link
                key={d.href}
                to={d.href}
                prefetch="intent"
                className="btn btn-light btn-teal"
                data-testid="dash-desk"
              >
                {t(`dashboard:desk.${d.service}`)}
              </Link>
            ))}
          </nav>
        ) : null}
        {board ? (
          <div className="dash-grid">
            <ToConfirm view={board} />
            {/* shown only when some are stuck: most days there is nothing the owner could do about it */}
            {board.stuckCount ? <Stuck view={board} /> : null}
            <Today view={board} />
            <ToComplete view={board} />
            <RunningLow view={board} />
            <Listings view={board} />
            <Money money={board.money} />
          </div>
        ) : (
          <ListWarning testId="dashboard-failed">{t("dashboard:loadFailed")}</ListWarning>
        )}
      </div>
    </>
  );
}
