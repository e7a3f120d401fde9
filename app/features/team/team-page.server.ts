// /profile/team (spec team.md §Screens): the supplier's members, the invitation form, a member's role
// and services in a URL-state dialog (?member={id}), the revocation behind a confirmation
// (?confirm=revoke&id=…) and a new invitation code. Owners only: the page guard reads the one
// permission table (team.manage), and the marketplace decides each call again.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { capabilityFlagsOf } from "@contract/services";
import { requireApi } from "~/lib/api.server";
import { i18nServer } from "~/lib/i18n.server";
import { once } from "~/lib/form-once.server";
import { redirectWithToast } from "~/lib/toast.server";
import { parseForm } from "~/lib/validation";
import { formatDate } from "~/lib/dates";
import { readIntent, refuseForm } from "~/lib/form-intent";
import { APP_SERVICES } from "~/services";
import { inviteMember, listMembers, resendInvite, revokeMember, updateMember } from "./api.server";
import { InviteFormSchema, toPayload as invitePayload } from "./invite-form/schema";
import { MemberFormSchema, toPayload as memberPayload } from "./member-form/schema";
import { TEAM_PATH } from "./paths";

const MEMBER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The member a URL or a post names, read as hostile: anything but an id shape is no member. */
const idOf = (v: FormDataEntryValue | string | null) => (typeof v === "string" && MEMBER_ID.test(v) ? v : null);

export async function teamLoader({ request, context }: LoaderFunctionArgs) {
  const { api, supplier, member } = await requireApi(request, context);
  const t = await i18nServer.getFixedT(request, "team");
  const url = new URL(request.url);
  const members = await listMembers(api);
  const flags = capabilityFlagsOf(supplier);
  const find = (key: string) => {
    const id = idOf(url.searchParams.get(key));
    return id ? (members.find((m) => m._id === id) ?? null) : null;
  };
  const editing = find("member");
  const revoking = url.searchParams.get("confirm") === "revoke" ? find("id") : null;
  // a stale or foreign id in the URL: "not found", as the marketplace answers for another supplier's
  if ((url.searchParams.has("member") && !editing) || (url.searchParams.get("confirm") === "revoke" && !revoking))
    throw new Response(null, { status: 404 });
  return {
    title: t("title"),
    // last logins in Vietnam time, written here: the page's browser code carries no date formatting
    members: members.map((m) => ({
      ...m,
      lastLogin: m.last_login_at ? formatDate(m.last_login_at, "dateTime") : null,
    })),
    me: member.id,
    // the services a member may be limited to: the supplier's own (spec team.md §Roles)
    services: APP_SERVICES.filter((s) => flags[s.flag]).map((s) => s.service.id),
    editing,
    revoking,
  };
}

export type TeamActionData = { intent: "invite" | "update"; result: SubmissionResult<string[]> };
/** A refused save: the schema's messages, or the marketplace's refusal above the form. */
const failed = (s: { reply: (o?: { formErrors?: string[] }) => SubmissionResult<string[]> }, message?: string) =>
  s.reply(message ? { formErrors: [message] } : undefined);

export async function teamAction({ request, context }: ActionFunctionArgs): Promise<TeamActionData | Response> {
  const { api } = await requireApi(request, context);
  const form = await request.formData();
  const intent = readIntent(form, ["invite", "update", "revoke", "resend"]);
  if (intent === "invite") {
    const submission = parseForm(form, { schema: InviteFormSchema });
    if (submission.status !== "success") return { intent, result: failed(submission) };
    const done = await inviteMember(once(api, form, context), invitePayload(submission.value));
    if (!done.ok) return { intent, result: failed(submission, done.message) };
    return redirectWithToast(context, TEAM_PATH, { kind: "success", message: "team:invited" });
  }
  const id = idOf(form.get("id"));
  if (!id) refuseForm();
  if (intent === "update") {
    const submission = parseForm(form, { schema: MemberFormSchema });
    if (submission.status !== "success") return { intent, result: failed(submission) };
    const done = await updateMember(api, id, memberPayload(submission.value));
    if (!done.ok && done.notFound) throw new Response(null, { status: 404 });
    if (!done.ok) return { intent, result: failed(submission, done.message) };
    return redirectWithToast(context, TEAM_PATH, { kind: "success", message: "team:updated" });
  }
  const done = intent === "revoke" ? await revokeMember(api, id) : await resendInvite(api, id);
  if (!done.ok && done.notFound) throw new Response(null, { status: 404 });
  if (!done.ok) return redirectWithToast(context, TEAM_PATH, { kind: "warning", message: done.message });
  return redirectWithToast(context, TEAM_PATH, {
    kind: "success",
    message: intent === "revoke" ? "team:revoked" : "team:resent",
  });
}
