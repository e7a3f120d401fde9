// An invitation's one-time code (spec team.md §Calls "a one-time code valid 72 hours"): random, kept
// only as its digest with its expiry; the mail carries the code and the back-office's link to accept it.
import { randomBytes } from "node:crypto";
import { INVITE_TTL_HOURS } from "@contract/api/team";
import { digest } from "../auth/passwords.js";
import { nowIso } from "../shared/http.js";

/** A fresh code and the member columns that keep it (a new one replaces the old: the old stops working). */
export function newInviteCode(now = Date.now()) {
  const code = randomBytes(24).toString("base64url");
  return {
    code,
    columns: {
      invite_code_hash: digest(code),
      invite_expires_at: new Date(now + INVITE_TTL_HOURS * 3600_000).toISOString(),
      invite_used_at: null as string | null,
      updated_at: nowIso(),
    },
  };
}

/** The invitation mail, in both languages as the marketplace's other mails; its link opens /invite. */
export function inviteMail(agencyName: string, email: string, code: string) {
  const link = `/invite?code=${encodeURIComponent(code)}&email=${encodeURIComponent(email)}`;
  return {
    to: email,
    subject: `Invitation to ${agencyName} / Lời mời tham gia ${agencyName}`,
    text:
      `You are invited to join ${agencyName}. Open ${link} to set your name and password; the code ${code} is valid ${INVITE_TTL_HOURS} hours. / ` +
      `Bạn được mời tham gia ${agencyName}. Mở ${link} để đặt tên và mật khẩu; mã ${code} có hiệu lực ${INVITE_TTL_HOURS} giờ.`,
    code,
  };
}
