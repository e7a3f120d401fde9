// The team's rows (spec team.md §Roles, migration 0020): a member as the permission table reads it,
// as GET agency/member answers it, and the first owner every new supplier gets.
import type { Kysely, Selectable } from "kysely";
import { isServiceId, type ServiceId } from "@contract/services";
import { isRole, type Member, type Role } from "@contract/permissions";
import type { MemberDoc, MemberStatus } from "@contract/api/team";
import type { Database } from "../db/schema.js";
import { randomId } from "../shared/ids.js";
import { nowIso } from "../shared/http.js";
import type { MembersTable } from "./tables.js";

/** The stored JSON list of services, as ids (an unreadable or foreign value reads as none: all of them is never widened by it). */
export function servicesOf(json: string): ServiceId[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter(isServiceId) : [];
  } catch {
    return [];
  }
}

/** A stored member as the permission table reads it (an unknown stored role has no permission). */
export const asMember = (
  row: Pick<Selectable<MembersTable>, "_id" | "role" | "services">,
): Member & { _id: string } => ({
  _id: row._id,
  role: row.role,
  services: servicesOf(row.services),
});

/** A doc of GET agency/member (spec team.md §Calls), the user's name once it has one. */
export function memberDoc(
  row: Selectable<MembersTable>,
  user: { firstname: string; lastname: string } | undefined,
): MemberDoc {
  return {
    _id: row._id,
    email: row.email,
    firstname: user?.firstname ?? "",
    lastname: user?.lastname ?? "",
    role: (isRole(row.role) ? row.role : "reservations") as Role,
    services: servicesOf(row.services),
    status: row.status as MemberStatus,
    invited_by: row.invited_by,
    created_at: row.created_at,
    last_login_at: row.last_login_at,
    invite_expires_at: row.status === "invited" ? row.invite_expires_at : null,
  };
}

/** spec team.md §Roles "The supplier's first user is its owner": written with the supplier (create, seed). */
export async function addOwner(db: Kysely<Database>, owner: { agencyId: string; userId: string; email: string }) {
  const at = nowIso();
  await db
    .insertInto("members")
    .values({
      _id: randomId(),
      agency_id: owner.agencyId,
      user_id: owner.userId,
      email: owner.email,
      role: "owner",
      services: "[]",
      status: "active",
      invited_by: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
