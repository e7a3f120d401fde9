// The invitation form of /profile/team (spec team.md §Screens): its one schema is the call's own
// (contract/api/team.ts InviteMemberSchema), read by Conform in the browser and by the action.
import { InviteMemberSchema, type InviteMember } from "@contract/api/team";

export const InviteFormSchema = InviteMemberSchema;

/** The form's values are the call's body: e-mail, role, services ([] = all of them). */
export const toPayload = (v: InviteMember): InviteMember => v;
