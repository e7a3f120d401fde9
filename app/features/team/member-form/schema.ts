// The change of a member's role and services on /profile/team (spec team.md §Screens): the call's own
// schema (contract/api/team.ts UpdateMemberSchema), read by Conform in the browser and by the action.
import { UpdateMemberSchema, type MemberDoc, type UpdateMember } from "@contract/api/team";

export const MemberFormSchema = UpdateMemberSchema;

/** A member as the form's values. */
export const toFormValues = (m: Pick<MemberDoc, "role" | "services">) => ({ role: m.role, services: m.services });

export const toPayload = (v: UpdateMember): UpdateMember => v;
