// Translated error pages: 404, marketplace unavailable (503: "try again"), anything else. Never
// a stack trace: the details go to the server log (entry.server handleError).
import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { StaticButtonLink, StaticGroup, StaticText, StaticTitle } from "./static-mantine";
import { useTranslation } from "react-i18next";

export function errorKind(
  error: unknown,
): "notFound" | "unavailable" | "forbidden" | "notYourService" | "tooLarge" | "badForm" | "server" {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return "notFound";
    // a post its form cannot have sent (form-intent.ts): refused whole, nothing changed
    if (error.status === 400) return "badForm";
    if (error.status === 413) return "tooLarge"; // an upload form over its limits (body-limits.ts)
    // a service the supplier does not have (session.server requireAuth)
    if (error.status === 403 && (error.data as { reason?: string } | null)?.reason === "notYourService") {
      return "notYourService";
    }
    if (error.status === 403) return "forbidden";
    if (error.status === 503 || error.status === 504) return "unavailable";
  }
  return "server";
}

export function ErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const { t } = useTranslation();
  const location = useLocation();
  const kind = errorKind(error);
  const body = (
    // Mantine's <Paper p="xl" withBorder> written out (static-mantine.tsx): every page carries this
    // boundary, so its pieces are plain elements rather than Mantine's scripts
    <div
      className="error-page m_1b7284a3 mantine-Paper-root"
      style={{ padding: "var(--mantine-spacing-xl)" }}
      data-with-border="true"
      data-testid="error-page"
    >
      <StaticText dimmed fw={600}>
        {t(`common:errors.${kind}.code`)}
      </StaticText>
      <StaticTitle mt="xs">{t(`common:errors.${kind}.title`)}</StaticTitle>
      <StaticText mt="sm">{t(`common:errors.${kind}.text`)}</StaticText>
      <StaticGroup gap="md" mt="lg">
        {kind === "unavailable" || kind === "server" ? (
          // a whole new request: the page is asked for again from the server
          <StaticButtonLink to={`${location.pathname}${location.search}`} reloadDocument>
            {t("common:tryAgain")}
          </StaticButtonLink>
        ) : null}
        <StaticButtonLink to="/" variant={kind === "notFound" ? "filled" : "default"} reloadDocument={standalone}>
          {t("common:backHome")}
        </StaticButtonLink>
      </StaticGroup>
    </div>
  );
  return standalone ? <main className="standalone-page">{body}</main> : body;
}
