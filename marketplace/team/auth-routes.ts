// spec team.md §Calls: POST auth/accept-invite/{code} (the invited person sets name and password and
// is logged in) and GET auth/me (who this token is: user, supplier, role, services, permissions).
import { Router } from "express";
import { AcceptInviteSchema, INVITE_CODE, TEAM_ERRORS, type MeReply } from "@contract/api/team";
import { permissionList } from "@contract/permissions";
import { ApiError, handler, nowIso, parse } from "../shared/http.js";
import { currentAgency, type Ctx } from "../context.js";
import { digest, hashPassword } from "../auth/passwords.js";
import { INVITE_PER_ACCOUNT, INVITE_PER_ADDRESS } from "../auth/throttle.js";
import { publicUser } from "../auth/routes.js";
import { agencySummary } from "../agency/routes.js";
import { randomId } from "../shared/ids.js";

export function teamAuthRoutes(ctx: Ctx) {
  const r = Router();
  const { db, tokens, throttle } = ctx;

  r.post(
    "/auth/accept-invite/:code",
    handler(async (req) => {
      const body = parse(AcceptInviteSchema, req.body);
      // counted before the code is looked up: guesses are throttled like login attempts
      const attempt = await throttle.attempt(
        { rule: INVITE_PER_ACCOUNT, key: `email:${body.email}` },
        { rule: INVITE_PER_ADDRESS, key: `ip:${req.ip}` },
      );
      const code = String(req.params.code ?? "");
      if (!INVITE_CODE.test(code)) throw new ApiError(404, TEAM_ERRORS.inviteNotFound);
      const passwordHash = await hashPassword(body.password);
      const userId = await db.transaction().execute(async (trx) => {
        // decided inside the transaction: a code used or replaced meanwhile is refused here
        const member = await trx
          .selectFrom("members")
          .selectAll()
          .where("invite_code_hash", "=", digest(code))
          .where("email", "=", body.email)
          .executeTakeFirst();
        if (!member) throw new ApiError(404, TEAM_ERRORS.inviteNotFound);
        if (member.invite_used_at || member.status !== "invited") throw new ApiError(400, TEAM_ERRORS.inviteUsed);
        if (!member.invite_expires_at || member.invite_expires_at <= nowIso())
          throw new ApiError(400, TEAM_ERRORS.inviteExpired);
        const user = await trx.selectFrom("users").select("_id").where("email", "=", body.email).executeTakeFirst();
        // an account that is not this member's (made elsewhere since the invitation) keeps its password
        if (user && user._id !== member.user_id) throw new ApiError(409, TEAM_ERRORS.emailTaken);
        const id = user?._id ?? randomId();
        const names = { firstname: body.firstname, lastname: body.lastname, password_hash: passwordHash };
        if (user)
          await trx
            .updateTable("users")
            .set({ ...names, status: "active" })
            .where("_id", "=", id)
            .execute();
        else
          await trx
            .insertInto("users")
            .values({ _id: id, email: body.email, role: "agency", status: "active", ...names })
            .execute();
        const at = nowIso();
        await trx
          .updateTable("members")
          .set({ user_id: id, status: "active", invite_used_at: at, last_login_at: at, updated_at: at })
          .where("_id", "=", member._id)
          .execute();
        return id;
      });
      await throttle.forget(attempt);
      const user = await db.selectFrom("users").selectAll().where("_id", "=", userId).executeTakeFirstOrThrow();
      return { user: publicUser(user), token: await tokens.issue(user) };
    }),
  );

  r.get(
    "/auth/me",
    handler(async (req): Promise<MeReply> => {
      const { user, agency, member } = await currentAgency(ctx, req);
      return {
        user: { _id: user._id, email: user.email, firstname: user.firstname, lastname: user.lastname },
        agency: agencySummary(agency),
        member: member._id,
        role: member.role as MeReply["role"],
        services: [...member.services],
        permissions: permissionList(member),
      };
    }),
  );

  return r;
}
