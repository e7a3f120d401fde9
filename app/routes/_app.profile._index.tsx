// /profile: the hub linking to the account pages (spec §2 Profile).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Badge, Paper, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { requireApi } from "~/lib/api.server";
import { mayOpen } from "~/lib/page-guard";
import { i18nServer } from "~/lib/i18n.server";
import { PageHeader } from "~/components/page-header";
import { ErrorPage } from "~/components/error-page";
import { Icon, type IconName } from "~/components/icons";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["profile"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

const CARDS: { to: string; key: string; icon: IconName }[] = [
  { to: "/profile/agency", key: "agency", icon: "building" },
  { to: "/profile/team", key: "team", icon: "users" },
  { to: "/profile/user", key: "user", icon: "user" },
  { to: "/profile/change-pass", key: "changePass", icon: "key" },
  { to: "/infomation", key: "information", icon: "info" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { supplier, member } = await requireApi(request, context);
  return {
    title: (await i18nServer.getFixedT(request, "profile"))("hub.title"),
    verified: supplier.is_verify,
    // the cards of the pages this member may open (spec team.md §Roles: the team and the profile are not everyone's)
    cards: CARDS.filter((c) => mayOpen(supplier, member, c.to)),
  };
}

export default function ProfileHub() {
  const { verified, cards } = useLoaderData<typeof loader>();
  const { t } = useTranslation("profile");
  return (
    <>
      <PageHeader title={t("hub.title")} subtitle={t("hub.subtitle")} help="help-profile" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={900}>
        {cards.map((c) => (
          <Paper
            key={c.to}
            component={Link}
            to={c.to}
            withBorder
            p="lg"
            radius="md"
            className="hub-card"
            data-testid={`hub-${c.key}`}
          >
            <Icon name={c.icon} size={24} />
            <div>
              <Text fw={600}>{t(`hub.${c.key}.title`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`hub.${c.key}.text`)}
              </Text>
              {c.key === "agency" ? (
                <Badge mt={6} color={verified ? "teal" : "orange"} variant="light">
                  {t(verified ? "status.verified" : "status.unverified")}
                </Badge>
              ) : null}
            </div>
          </Paper>
        ))}
      </SimpleGrid>
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
