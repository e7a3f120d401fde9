// The help drawer (spec §1): the article ?help=<id> asks for, rendered by the server; full width on
// a phone. Its code loads only with it (routes/_app.tsx): most pages are opened without one.
import { Text } from "@mantine/core";
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { UrlDrawer } from "./url-dialog";
import { withoutParam, type HelpArticle } from "./help-drawer";

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
        <Text c="dimmed">{t("common:help.unavailable")}</Text>
      ) : (
        // sanitised on the server (app/lib/html.server.ts) before it gets here
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: article.content }} />
      )}
    </UrlDrawer>
  );
}
