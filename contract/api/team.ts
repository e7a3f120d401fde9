// spec team.md §Calls: the bodies of the team's calls (agency/member, auth/accept-invite) and the
// shapes of their replies. Messages are keys, "key" or "key:bound" (fields.ts); the app's forms
// reuse these schemas.
import { z } from "../zod";
import { isServiceId, type ServiceId } from "../services";
import { ROLES, type Permission, type Role } from "../permissions";
import { choice, email, msg, requiredText } from "./fields";

/** How long an invitation's code is good for (spec team.md §Calls "valid 72 hours"). */
export const INVITE_TTL_HOURS = 72;

/**
 * `services`: a subset of the supplier's services ([] = all of them, spec team.md §Roles). A form
 * posts repeated checkbox values: one value alone, or none at all, reads as a list.
 */
const services = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? [] : typeof v === "string" ? [v] : v),
  z
    .array(z.string({ error: "invalid_choice" }).refine(isServiceId, { error: "invalid_choice" }), {
      error: "invalid_choice",
    })
    .max(20, { error: msg("max_items", 20) })
    .transform((list) => [...new Set(list)]),
);

const role = choice(ROLES);

/** POST agency/member: who is invited, with which role and services. */
export const InviteMemberSchema = z.object({ email: email(254), role, services });
export type InviteMember = z.output<typeof InviteMemberSchema>;

/** PATCH agency/member/{id}: the member's role and services. */
export const UpdateMemberSchema = z.object({ role, services });
export type UpdateMember = z.output<typeof UpdateMemberSchema>;

/** POST auth/accept-invite/{code}: the invited e-mail, the new account's password and name. */
export const AcceptInviteSchema = z.object({
  email: email(254),
  password: z
    .string({ error: "required" })
    .min(8, { error: msg("min_string_length", 8) })
    .max(100, { error: msg("max_string_length", 100) }),
  firstname: requiredText(100),
  lastname: requiredText(30),
});
export type AcceptInvite = z.output<typeof AcceptInviteSchema>;

/** An invitation's code as it travels in a path or a link: 8–64 URL-safe characters. */
export const INVITE_CODE = /^[A-Za-z0-9_-]{8,64}$/;

export const MEMBER_STATUSES = ["invited", "active", "revoked"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** A doc of GET agency/member (spec team.md §Calls). */
export type MemberDoc = {
  _id: string;
  email: string;
  firstname: string;
  lastname: string;
  role: Role;
  services: ServiceId[];
  status: MemberStatus;
  /** the inviting member's _id, null for a supplier's first owner */
  invited_by: string | null;
  created_at: string;
  last_login_at: string | null;
  /** an invited member's code expiry (ISO instant), null once accepted */
  invite_expires_at: string | null;
};

/** GET auth/me's data (spec team.md §Calls). */
export type MeReply = {
  user: { _id: string; email: string; firstname: string; lastname: string };
  /** the same summary as agency/lookup (with its is_<service> flags) */
  agency: {
    _id: string;
    name: string;
    currency: string | null;
    is_verify: boolean;
    is_request_verify: boolean;
  } & Record<string, unknown>;
  /** the member's own _id */
  member: string;
  role: Role;
  services: ServiceId[];
  permissions: Permission[];
};

/** The refusals of the team's calls (spec team.md §Calls), as the marketplace sends them. */
export const TEAM_ERRORS = {
  memberExists: "member_exists",
  emailTaken: "email_taken",
  lastOwner: "last_owner",
  ownRole: "own_role",
  notAllowed: "not_allowed",
  memberNotFound: "member_not_found",
  inviteNotFound: "invite_not_found",
  inviteExpired: "invite_expired",
  inviteUsed: "invite_used",
} as const;
