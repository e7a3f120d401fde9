// The team's changes in the activity record (spec team.md §Calls "member.invited, member.role_changed,
// member.revoked"), written in the change's own transaction.
import type { Transaction } from "kysely";
import type { Database } from "../db/schema.js";

export type TeamChange = "member.invited" | "member.role_changed" | "member.revoked";

/** Records a change of a member by `who` (the owner who made it), inside its transaction. */
export async function recordTeamChange(
  _trx: Transaction<Database>,
  _who: { agency: { _id: string }; user: { _id: string; firstname: string; lastname: string; email: string } },
  _kind: TeamChange,
  _member: { _id: string; email: string },
  _summary: Record<string, unknown>,
) {
  // the activity record lands with its own table (migration 0021); until then a team change records nothing
}
