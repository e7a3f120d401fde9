// The help button (spec §1): the drawer it opens is an URL state (?help=<article id>) that the
// server renders (help-drawer-panel.tsx), so the button and the drawer work without scripts.
import { Link, useLocation } from "@remix-run/react";
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
