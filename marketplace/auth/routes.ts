// marketplace-api.md "Auth and account": login, refresh, logout (an extension) and user check. The
// passwords are ./password-routes.ts, the personal account ./user-routes.ts.
import { Router } from "express";
import { LoginBody, LogoutBody, RefreshBody, UserCheckBody } from "@contract/api/auth";
import { ApiError, handler, nowIso, parse } from "../shared/http.js";
import type { Ctx } from "../context.js";
import { dummyVerify, verifyPassword } from "./passwords.js";
import { LOGIN_PER_ACCOUNT, LOGIN_PER_ADDRESS, USER_CHECK_PER_ADDRESS } from "./throttle.js";

export function publicUser(u: {
  _id: string;
  email: string;
  role: string;
  firstname: string;
  lastname: string;
  sex: string | null;
  dob: string | null;
  phone: string | null;
  dial_code: string | null;
}) {
  return {
    _id: u._id,
    email: u.email,
    role: u.role,
    firstname: u.firstname,
    lastname: u.lastname,
    sex: u.sex,
    dob: u.dob,
    phone: u.phone,
    dial_code: u.dial_code,
  };
}

export function authRoutes(ctx: Ctx) {
  const r = Router();
  const { db, tokens, throttle } = ctx;

  r.post(
    "/auth/login",
    handler(async (req) => {
      const body = parse(LoginBody, req.body);
      const byAccount = `email:${body.email}`;
      const byAddress = `ip:${req.ip}`;
      // counted before the password is checked: 40 parallel guesses get 5 checks, like 40 in a row
      const attempt = await throttle.attempt(
        { rule: LOGIN_PER_ACCOUNT, key: byAccount },
        { rule: LOGIN_PER_ADDRESS, key: byAddress },
      );

      const user = await db.selectFrom("users").selectAll().where("email", "=", body.email).executeTakeFirst();
      if (!user) {
        await dummyVerify(body.password);
        throw new ApiError(400, "wrong_email");
      }
      if (!(await verifyPassword(body.password, user.password_hash))) throw new ApiError(400, "wrong_pass");
      await throttle.forget(attempt);
      if (user.status !== "active") throw new ApiError(403, "account_blocked");
      await throttle.clear(LOGIN_PER_ACCOUNT.kind, byAccount);
      // spec team.md §Calls `last_login_at`; a member whose every membership was revoked is let in no more
      const memberships = await db
        .selectFrom("members")
        .select(["_id", "status"])
        .where("user_id", "=", user._id)
        .execute();
      if (memberships.length && !memberships.some((m) => m.status === "active"))
        throw new ApiError(403, "account_blocked");
      await db
        .updateTable("members")
        .set({ last_login_at: nowIso() })
        .where("user_id", "=", user._id)
        .where("status", "=", "active")
        .execute();
      // The role check is the client's (spec tours-cruises §8: "wrong role warns no access"):
      // the reply carries the user's real role.
      return { user: publicUser(user), token: await tokens.issue(user) };
    }),
  );

  r.post(
    "/auth/refresh-token",
    handler(async (req) => {
      const body = parse(RefreshBody, req.body);
      return { token: await tokens.rotate(body.refreshToken, body.email) };
    }),
  );

  // marketplace-api extension: ends the session of this refresh token (its access tokens too);
  // an unknown or already ended one answers 200 as well, so the call tells nothing
  r.post(
    "/auth/logout",
    handler(async (req) => {
      const body = parse(LogoutBody, req.body);
      const family = await tokens.familyOf(body.refreshToken);
      if (family) await tokens.revokeFamily(family);
      return null;
    }),
  );

  r.post(
    "/auth/user-check",
    handler(async (req) => {
      // it tells whether an e-mail is registered: every call counts against the client's address
      await throttle.attempt({ rule: USER_CHECK_PER_ADDRESS, key: `ip:${req.ip}` });
      const body = parse(UserCheckBody, req.body);
      const user = await db.selectFrom("users").select("_id").where("email", "=", body.email).executeTakeFirst();
      return { exist: Boolean(user) };
    }),
  );

  return r;
}
