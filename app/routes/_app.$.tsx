// Any other path inside the back-office: the spec's pages of an area still to come answer a
// translated "coming soon" page (200); anything else is a 404 within the layout.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Button, Group, Paper, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { requireApi } from "~/lib/api.server";
import { i18nServer } from "~/lib/i18n.server";
import { comingSoonPage } from "~/components/layout/coming-soon";
import { PageHeader } from "~/components/page-header";
import { ErrorPage } from "~/components/error-page";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireApi(request, context);
  const soon = comingSoonPage(new URL(request.url).pathname);
  if (!soon) throw new Response(null, { status: 404 });
  const t = await i18nServer.getFixedT(request, "layout");
  return {
    ...soon,
    title: t("comingSoon.title", {
      page: t(`comingSoon.pages.${soon.page}`),
      area: t(`comingSoon.areas.${soon.area}.name`),
    }),
  };
}

export default function ComingSoon() {
  const { area, page, title } = useLoaderData<typeof loader>();
  const { t } = useTranslation("layout");
  const areaName = t(`comingSoon.areas.${area}.name`);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t("menu.dashboard"), to: "/" },
          { label: areaName },
          { label: t(`comingSoon.pages.${page}`) },
        ]}
      />
      <Paper withBorder p="xl" radius="md" className="coming-soon" data-testid="coming-soon">
        <Text c="dimmed" fw={600}>
          {t("comingSoon.badge")}
        </Text>
        <Title order={2} size="h3" mt="xs">
          {areaName}
        </Title>
        <Text mt="sm">{t(`comingSoon.areas.${area}.about`)}</Text>
        <Text mt="sm" c="dimmed">
          {t("comingSoon.meanwhile")}
        </Text>
        <Group mt="lg">
          <Button component={Link} to="/">
            {t("comingSoon.back")}
          </Button>
        </Group>
      </Paper>
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
