// Dashboard (spec §2): welcome title and subtitle.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { requireAuth } from "~/lib/session.server";
import { i18nServer } from "~/lib/i18n.server";
import { PageHeader } from "~/components/page-header";
import { ErrorPage } from "~/components/error-page";

// the locale namespaces this page needs besides the base ones: the dashboard; a failed statistic lands here with a bookings toast
export const handle = { i18n: ["bookings"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, supplier } = await requireAuth(request, context);
  const t = await i18nServer.getFixedT(request, "common");
  return {
    title: t("appName"),
    firstname: user.firstname || user.email,
    supplierName: supplier.name,
    verified: supplier.is_verify,
  };
}

export default function Dashboard() {
  const { firstname, supplierName, verified } = useLoaderData<typeof loader>();
  const { t } = useTranslation("layout");
  return (
    <>
      <PageHeader
        title={t("dashboard.title", { name: firstname })}
        subtitle={t("dashboard.subtitle")}
        help="help-dashboard"
      />
      <Paper withBorder p="lg" radius="md" className="welcome-card" data-testid="dashboard">
        <Text fw={600}>{supplierName}</Text>
        <Text size="sm" c={verified ? "teal" : "orange"}>
          {t(verified ? "dashboard.verified" : "dashboard.unverified")}
        </Text>
      </Paper>
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
