// The help drawer (spec §1): an URL state (?help=<article id>) that the server renders, so the
// button and the drawer work without scripts; full width on a phone.
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon } from "./icons";
import { UrlDrawer } from "./url-dialog";
import { StaticText } from "./static-mantine";

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
    <UrlDrawer
      title={"error" in article ? t("common:help.title") : article.title}
      closeTo={closeTo}
      testId="help-drawer"
    >
      {"error" in article ? (
        <StaticText dimmed>{t("common:help.unavailable")}</StaticText>
      ) : (
        // sanitised on the server (app/lib/html.server.ts) before it gets here
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: article.content }} />
      )}
    </UrlDrawer>
  );
}
