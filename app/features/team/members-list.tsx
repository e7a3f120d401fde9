// The members of /profile/team (spec team.md §Screens): role, services, status and last login (Vietnam
// time), in the shared list (a table on a desktop, cards on a phone), with each row's actions.
import { Badge } from "@mantine/core";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { MemberDoc, MemberStatus } from "@contract/api/team";
import { DataList, type Column } from "~/components/list/data-list";
import { RowLink, RowSubmit } from "~/components/list/row-button";

const STATUS_COLOR: Record<MemberStatus, string> = { invited: "orange", active: "teal", revoked: "gray" };

/** A member as the page lists it: its last login already in Vietnam time (the loader writes it). */
export type ListedMember = MemberDoc & { lastLogin: string | null };

export function MembersList({ members, me }: { members: ListedMember[]; me: string }) {
  const { t } = useTranslation("team");
  const columns: Column<ListedMember>[] = [
    {
      key: "name",
      header: t("column.member"),
      card: "plain",
      render: (m) => {
        const name = [m.lastname, m.firstname].filter(Boolean).join(" ");
        // an invited person has no name yet: their e-mail alone
        return (
          <div>
            {name ? <div>{name}</div> : null}
            <div className={name ? "team-email" : undefined}>{m.email}</div>
          </div>
        );
      },
    },
    { key: "role", header: t("column.role"), render: (m) => t(`common:role.${m.role}`), testId: "member-role-cell" },
    {
      key: "services",
      header: t("column.services"),
      render: (m) => (m.services.length ? m.services.map((s) => t(`service.${s}`)).join(", ") : t("allServices")),
    },
    {
      key: "status",
      header: t("column.status"),
      card: "corner",
      width: 170,
      render: (m) => (
        <Badge color={STATUS_COLOR[m.status] ?? "gray"} variant="light" maw="none" data-testid="member-status">
          {t(`status.${m.status}`)}
        </Badge>
      ),
    },
    {
      key: "login",
      header: t("column.lastLogin"),
      render: (m) => m.lastLogin ?? t("never"),
    },
    { key: "actions", header: t("column.actions"), card: "plain", render: (m) => <RowActions member={m} me={me} /> },
  ];
  return <DataList items={members} rowKey={(m) => m._id} columns={columns} testId="members" minWidth={820} />;
}

/** Change and revoke (not one's own row: a member never changes their own role), re-send for an invitation. */
function RowActions({ member, me }: { member: MemberDoc; me: string }) {
  const { t } = useTranslation("team");
  if (member.status === "revoked" || member._id === me) return null;
  const id = encodeURIComponent(member._id);
  return (
    <div className="row-actions" data-testid={`member-actions-${member.email}`}>
      <RowLink to={`?member=${id}`} preventScrollReset data-testid="member-edit">
        {t("action.change")}
      </RowLink>
      {member.status === "invited" ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="id" value={member._id} />
          <RowSubmit name="intent" value="resend" variant="subtle" color="blue" data-testid="member-resend">
            {t("action.resend")}
          </RowSubmit>
        </Form>
      ) : null}
      <RowLink
        to={`?confirm=revoke&id=${id}`}
        preventScrollReset
        variant="subtle"
        color="red"
        data-testid="member-revoke"
      >
        {t("action.revoke")}
      </RowLink>
    </div>
  );
}
