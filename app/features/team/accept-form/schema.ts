// The invitation's acceptance on /invite (spec team.md §Screens): the call's own fields
// (contract/api/team.ts AcceptInviteSchema: e-mail, password, first and last name) with the code it
// answers and the password typed twice, as the reset form of /login asks it (tours-cruises §5).
import { AcceptInviteSchema, INVITE_CODE, type AcceptInvite } from "@contract/api/team";
import { z } from "@contract/zod";
import { EVERY_TIME } from "~/lib/validation";

export const AcceptFormSchema = AcceptInviteSchema.extend({
  // a hidden field: the page says "wrong code" for it as a whole (routes/invite.tsx)
  code: z.string({ error: "required" }).regex(INVITE_CODE, { error: "invalid_code" }),
  confirm: z.string({ error: "required" }).min(1, { error: "required" }),
}).refine((v) => !v.password || !v.confirm || v.password === v.confirm, {
  path: ["confirm"],
  error: "password_mismatch",
  ...EVERY_TIME,
});

/** The call's body: what the schema read, without the code (it is the call's path) and the repeat. */
export const toPayload = (v: z.output<typeof AcceptFormSchema>): AcceptInvite => ({
  email: v.email,
  password: v.password,
  firstname: v.firstname,
  lastname: v.lastname,
});
