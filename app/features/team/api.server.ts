// The team's calls (spec team.md §Calls) and their refusals as the screen's messages: the members,
// an invitation, a change of role or services, a revocation, a new code, and the invitation's acceptance.
import type { InviteMember, MemberDoc, UpdateMember, AcceptInvite } from "@contract/api/team";
import { marketplace } from "~/lib/api.server";
import { MarketplaceUnavailableError, type AuthedApi, type TokenPair } from "~/lib/marketplace.server";

export type { MemberDoc };

/** The supplier's members, owners first as the marketplace lists them. */
export async function listMembers(api: AuthedApi): Promise<MemberDoc[]> {
  const reply = await api.get<{ docs: MemberDoc[] } | MemberDoc[]>("agency/member");
  if (reply.code !== 200) throw new Response(null, { status: reply.code === 403 ? 403 : 503 });
  return Array.isArray(reply.data) ? reply.data : (reply.data?.docs ?? []);
}

type Outcome = { ok: true } | { ok: false; message: string; notFound?: boolean };

/** spec team.md §Calls: the refusals a person can meet, each with its words (team namespace). */
const REFUSALS: Record<string, string> = {
  member_exists: "team:refused.memberExists",
  email_taken: "team:refused.emailTaken",
  last_owner: "team:refused.lastOwner",
  not_allowed: "team:refused.notAllowed",
  own_role: "team:refused.ownRole",
};

function outcome(reply: { code: number; message?: string }): Outcome {
  if (reply.code === 200 || reply.code === 201) return { ok: true };
  if (reply.code === 404) return { ok: false, message: "team:refused.notFound", notFound: true };
  const known = reply.message ? REFUSALS[reply.message] : undefined;
  if (known) return { ok: false, message: known };
  if (reply.code === 403) return { ok: false, message: REFUSALS.not_allowed! };
  return { ok: false, message: "team:refused.failed" };
}

const path = (id: string) => `agency/member/${encodeURIComponent(id)}`;

export const inviteMember = async (api: AuthedApi, body: InviteMember) =>
  outcome(await api.post("agency/member", body));
export const updateMember = async (api: AuthedApi, id: string, body: UpdateMember) =>
  outcome(await api.patch(path(id), body));
export const revokeMember = async (api: AuthedApi, id: string) => outcome(await api.delete(path(id)));
/** A new invitation for an invited member: the old code stops working (spec team.md §Calls). */
export const resendInvite = async (api: AuthedApi, id: string) => outcome(await api.post(`${path(id)}/resend`));

/**
 * POST auth/accept-invite/{code}: whether the account is made (the page then logs in as a login does), or why not (a wrong, used or expired code,
 * too many tries). Anonymous, throttled by the browser's address like a login.
 */
export async function acceptInvite(
  code: string,
  body: AcceptInvite,
  clientIp: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  let reply;
  try {
    reply = await marketplace.call<{ token: TokenPair }>("POST", `auth/accept-invite/${encodeURIComponent(code)}`, {
      body,
      forwardedFor: clientIp,
    });
  } catch (err) {
    if (err instanceof MarketplaceUnavailableError) return { ok: false, message: "team:accept.failed" };
    throw err;
  }
  if (reply.code === 200 && reply.data?.token?.accessToken) return { ok: true };
  if (reply.code === 429) return { ok: false, message: "auth:tooManyAttempts" };
  if (reply.message === "invite_expired") return { ok: false, message: "team:accept.expired" };
  if (reply.message === "invite_used") return { ok: false, message: "team:accept.used" };
  if (reply.code === 400 || reply.code === 404) return { ok: false, message: "team:accept.wrongCode" };
  return { ok: false, message: "team:accept.failed" };
}
