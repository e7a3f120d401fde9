// /infomation (the spec's spelling): the login account and the supplier at a glance, with links
// to edit each (spec §2 Profile).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Badge, Button, Group, Paper, SimpleGrid, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { requireApi } from "~/lib/api.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { formatDate } from "~/lib/dates";
import { getAgency } from "~/features/profile/api.server";
import { PageHeader } from "~/components/page-header";
import { ErrorPage } from "~/components/error-page";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["profile"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user, supplier } = await requireApi(request, context);
  const lang = await getLocale(request);
  const reply = await getAgency(api, supplier._id, lang);
  const a = reply.code === 200 ? reply.data : null;
  return {
    title: (await i18nServer.getFixedT(request, "profile"))("information.title"),
    user: {
      email: user.email,
      name: [user.lastname, user.firstname].filter(Boolean).join(" "),
      sex: user.sex ?? null,
      dob: user.dob ? formatDate(user.dob, "date") : null,
      phone: user.phone ? `+${user.dial_code ?? "84"} ${user.phone}` : null,
    },
    agency: a && {
      name: a.name,
      owner: a.owner_name,
      email: a.email,
      phone: a.phone ? `+${a.dial_code ?? "84"} ${a.phone}` : null,
      address: [a.address, a.city?.name, a.country?.name].filter(Boolean).join(", "),
      currency: a.currency,
      status: a.is_verify ? "verified" : a.is_request_verify ? "awaiting" : "unverified",
    },
  };
}

export default function Information() {
  const { user, agency } = useLoaderData<typeof loader>();
  const { t } = useTranslation("profile");
  const dash = "—";
  return (
    <>
      <PageHeader title={t("information.title")} help="help-infomation" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="lg" radius="md" data-testid="info-account">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              {t("information.account")}
            </Title>
            <Button component={Link} to="/profile/user" variant="light" size="xs">
              {t("edit")}
            </Button>
          </Group>
          <dl className="info-list">
            <dt>{t("agency.email")}</dt>
            <dd>{user.email}</dd>
            <dt>{t("information.fullName")}</dt>
            <dd>{user.name || dash}</dd>
            <dt>{t("user.sex")}</dt>
            <dd>{user.sex ? t(`user.genders.${user.sex}`) : dash}</dd>
            <dt>{t("user.dob")}</dt>
            <dd>{user.dob ?? dash}</dd>
            <dt>{t("user.phone")}</dt>
            <dd>{user.phone ?? dash}</dd>
          </dl>
        </Paper>
        <Paper withBorder p="lg" radius="md" data-testid="info-agency">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              {t("information.agency")}
            </Title>
            <Button component={Link} to="/profile/agency" variant="light" size="xs">
              {t("edit")}
            </Button>
          </Group>
          {agency ? (
            <dl className="info-list">
              <dt>{t("agency.name")}</dt>
              <dd>{agency.name}</dd>
              <dt>{t("agency.ownerName")}</dt>
              <dd>{agency.owner || dash}</dd>
              <dt>{t("agency.email")}</dt>
              <dd>{agency.email}</dd>
              <dt>{t("agency.phone")}</dt>
              <dd>{agency.phone ?? dash}</dd>
              <dt>{t("agency.address")}</dt>
              <dd>{agency.address || dash}</dd>
              <dt>{t("information.currency")}</dt>
              <dd>{agency.currency ?? dash}</dd>
              <dt>{t("agency.statusLabel")}</dt>
              <dd>
                <Badge
                  color={agency.status === "verified" ? "teal" : agency.status === "awaiting" ? "yellow" : "orange"}
                  variant="light"
                >
                  {t(`status.${agency.status}`)}
                </Badge>
              </dd>
            </dl>
          ) : (
            <p>{t("information.agencyUnavailable")}</p>
          )}
        </Paper>
      </SimpleGrid>
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
