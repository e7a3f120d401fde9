// Translated error pages: 404, marketplace unavailable (503: "try again"), anything else. Never
// a stack trace: the details go to the server log (entry.server handleError).
import { Button, Group, Paper, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function errorKind(
  error: unknown,
): "notFound" | "unavailable" | "forbidden" | "notYourService" | "notYourRole" | "tooLarge" | "badForm" | "server" {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return "notFound";
    // a post its form cannot have sent (form-intent.ts): refused whole, nothing changed
    if (error.status === 400) return "badForm";
    if (error.status === 413) return "tooLarge"; // an upload form over its limits (body-limits.ts)
    // a service the supplier does not have, or a page the member's role does not allow (api.server requireApi)
    const reason = (error.data as { reason?: string } | null)?.reason;
    if (error.status === 403 && (reason === "notYourService" || reason === "notYourRole")) return reason;
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
    <Paper className="error-page" p="xl" withBorder data-testid="error-page">
      <Text c="dimmed" fw={600}>
        {t(`common:errors.${kind}.code`)}
      </Text>
      <Title size="h2" mt="xs">
        {t(`common:errors.${kind}.title`)}
      </Title>
      <Text mt="sm">{t(`common:errors.${kind}.text`)}</Text>
      <Group gap="md" mt="lg">
        {kind === "unavailable" || kind === "server" ? (
          // a whole new request: the page is asked for again from the server
          <Button component={Link} to={`${location.pathname}${location.search}`} reloadDocument>
            {t("common:tryAgain")}
          </Button>
        ) : null}
        <Button
          component={Link}
          to="/"
          variant={kind === "notFound" ? "filled" : "default"}
          reloadDocument={standalone}
        >
          {t("common:backHome")}
        </Button>
      </Group>
    </Paper>
  );
  return standalone ? <main className="standalone-page">{body}</main> : body;
}
