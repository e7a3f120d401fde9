// /profile/team (spec team.md §Screens): the members, the invitation form, and the URL-state dialogs
// of a member's change and revocation.
import { useActionData, useLoaderData } from "@remix-run/react";
import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { lazy, Suspense } from "react";
import { PageHeader } from "~/components/page-header";
import { ConfirmDialog as ServerConfirmDialog } from "~/components/confirm-dialog";
import { InviteForm } from "./invite-form/invite-form";
import { MemberDialog as ServerMemberDialog } from "./member-form/member-dialog";
import { MembersList } from "./members-list";
import { TEAM_PATH } from "./paths";
import type { teamLoader, TeamActionData } from "./team-page.server";

// Opened by a URL (a member's change, a revocation): in the browser their code comes with them, not with
// every load of the page; the server draws them whole (as routes/_app.tsx does with its dialogs).
const MemberDialog = import.meta.env.SSR
  ? ServerMemberDialog
  : lazy(() => import("./member-form/member-dialog").then((m) => ({ default: m.MemberDialog })));
const ConfirmDialog = import.meta.env.SSR
  ? ServerConfirmDialog
  : lazy(() => import("~/components/confirm-dialog").then((m) => ({ default: m.ConfirmDialog })));

export function TeamPage() {
  const { members, me, services, editing, revoking } = useLoaderData<typeof teamLoader>();
  const replied = useActionData<TeamActionData | undefined>();
  const { t } = useTranslation("team");
  const name = (m: { firstname: string; lastname: string; email: string }) =>
    [m.lastname, m.firstname].filter(Boolean).join(" ") || m.email;
  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={t("subtitle")}
        crumbs={[{ label: t("profile"), to: "/profile" }, { label: t("title") }]}
      />
      <Stack gap="lg">
        <MembersList members={members} me={me} />
        {/* a new member is a new, empty form (with scripts the page is not drawn again after the redirect) */}
        <InviteForm
          key={members.length}
          services={services}
          lastResult={replied?.intent === "invite" ? replied.result : undefined}
        />
      </Stack>
      <Suspense fallback={null}>
        {editing ? (
          <MemberDialog
            member={editing}
            services={services}
            closeTo={TEAM_PATH}
            lastResult={replied?.intent === "update" ? replied.result : undefined}
          />
        ) : null}
        {revoking ? (
          <ConfirmDialog
            title={t("revoke.title")}
            text={t("revoke.text", { name: name(revoking) })}
            intent="revoke"
            id={revoking._id}
            confirmLabel={t("action.revoke")}
          />
        ) : null}
      </Suspense>
    </>
  );
}
