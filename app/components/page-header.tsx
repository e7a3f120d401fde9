// Title, breadcrumbs and the help button at the top of every management page.
import { Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { HelpButton } from "./help-drawer";

export type Crumb = { label: string; to?: string };

export function PageHeader({
  title,
  subtitle,
  crumbs = [],
  help,
  actions,
}: {
  title: string;
  subtitle?: string;
  crumbs?: Crumb[];
  help?: string;
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="page-header">
      {crumbs.length ? (
        <nav aria-label={t("common:breadcrumbs")} className="breadcrumbs">
          <ol>
            {crumbs.map((c, i) => (
              <li key={`${c.label}-${i}`}>
                {c.to ? <Link to={c.to}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="page-header-row">
        <div>
          <Title size="h2">{title}</Title>
          {subtitle ? <p className="page-subtitle">{subtitle}</p> : null}
        </div>
        <div className="page-header-actions">
          {actions}
          {help ? <HelpButton articleId={help} /> : null}
        </div>
      </div>
    </div>
  );
}
