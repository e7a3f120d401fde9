// The help drawer (spec §1): an URL state (?help=<article id>) that the server renders, so the
// button and the drawer work without scripts; full width on a phone.
import { Link, useLocation } from "@remix-run/react";
import { Title, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Icon } from "./icons";

export type HelpArticle = { id: string; title: string; content: string } | { id: string; error: true };

export function withoutParam(search: string, name: string) {
  const params = new URLSearchParams(search);
  params.delete(name);
  const s = params.toString();
  return s ? `?${s}` : "";
}

export function withParam(search: string, name: string, value: string) {
  const params = new URLSearchParams(search);
  params.set(name, value);
  return `?${params.toString()}`;
}

export function HelpButton({ articleId }: { articleId: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Link
      to={{ pathname: location.pathname, search: withParam(location.search, "help", articleId) }}
      preventScrollReset
      className="help-button"
      data-testid="help-button"
    >
      <Icon name="help" size={18} />
      <span>{t("common:help.open")}</span>
    </Link>
  );
}

export function HelpDrawer({ article }: { article: HelpArticle }) {
  const { t } = useTranslation();
  const location = useLocation();
  const closeTo = { pathname: location.pathname, search: withoutParam(location.search, "help") };
  return (
    <div className="drawer-layer">
      <Link to={closeTo} preventScrollReset className="drawer-backdrop" aria-label={t("common:close")} tabIndex={-1} />
      <aside className="drawer" role="dialog" aria-modal="true" aria-labelledby="help-title" data-testid="help-drawer">
        <div className="drawer-header">
          <Title order={2} size="h4" id="help-title">
            {"error" in article ? t("common:help.title") : article.title}
          </Title>
          <Link to={closeTo} preventScrollReset className="icon-button" aria-label={t("common:close")} data-testid="help-close">
            <Icon name="close" />
          </Link>
        </div>
        <div className="drawer-body">
          {"error" in article ? (
            <Text c="dimmed">{t("common:help.unavailable")}</Text>
          ) : (
            // sanitised on the server (app/lib/html.server.ts) before it gets here
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: article.content }} />
          )}
        </div>
      </aside>
    </div>
  );
}
