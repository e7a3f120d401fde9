// /profile/team (spec team.md §Screens): the members, the invitation form, and the URL-state dialogs
// of a member's change and revocation.
import { useActionData, useLoaderData } from "@remix-run/react";
import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/page-header";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { InviteForm } from "./invite-form/invite-form";
import { MemberDialog } from "./member-form/member-dialog";
import { MembersList } from "./members-list";
import { TEAM_PATH } from "./paths";
import type { teamLoader, TeamActionData } from "./team-page.server";

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
        crumbs={[{ label: t("profile:hub.title"), to: "/profile" }, { label: t("title") }]}
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
    </>
  );
}
