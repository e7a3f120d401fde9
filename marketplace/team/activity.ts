// The team's changes in the activity record (spec team.md §Calls "member.invited, member.role_changed,
// member.revoked"), written in the change's own transaction with the owner who made it as the author.
import type { Transaction } from "kysely";
import type { ActivitySummary } from "@contract/activity";
import type { Database } from "../db/schema.js";
import { memberActor, recordActivity } from "../activity/record.js";

export type TeamChange = "member.invited" | "member.role_changed" | "member.revoked";

/** Records a change of `member` by `who` (the owner who made it), inside its transaction. */
export async function recordTeamChange(
  trx: Transaction<Database>,
  who: { agency: { _id: string }; user: { _id: string; firstname: string; lastname: string; email: string } },
  kind: TeamChange,
  member: { _id: string; email: string },
  summary: ActivitySummary,
) {
  await recordActivity(trx, {
    agencyId: who.agency._id,
    actor: memberActor(who.user),
    kind,
    target: { kind: "member", _id: member._id, label: member.email },
    summary,
  });
}
