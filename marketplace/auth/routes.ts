// marketplace-api.md "Auth and account": login, refresh, logout (an extension), user check,
// forgot and reset password, change password, the personal account (user/update).
import { randomInt } from "node:crypto";
import { Router } from "express";
import { z } from "zod";
import { ApiError, handler, nowIso, parse } from "../shared/http.js";
import { currentUser, sendMail, type Ctx } from "../context.js";
import { digest, dummyVerify, hashPassword, verifyPassword } from "./passwords.js";
import { LOGIN_PER_ACCOUNT, LOGIN_PER_ADDRESS, RESET_PER_ACCOUNT, USER_CHECK_PER_ADDRESS } from "./throttle.js";
import { userUpdateSchema } from "./schema.js";

const email = z.string().trim().toLowerCase().email().max(254);
const password = z.string().min(1).max(100);
const role = z.string().min(1).max(32);

const RESET_CODE_TTL_MS = 15 * 60_000;
const RESET_CODE_MAX_TRIES = 5;
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O, 1/I: codes are typed by hand

export function publicUser(u: { _id: string; email: string; role: string; firstname: string; lastname: string; sex: string | null; dob: string | null; phone: string | null; dial_code: string | null }) {
  return { _id: u._id, email: u.email, role: u.role, firstname: u.firstname, lastname: u.lastname, sex: u.sex, dob: u.dob, phone: u.phone, dial_code: u.dial_code };
}

export function authRoutes(ctx: Ctx) {
  const r = Router();
  const { db, tokens, throttle } = ctx;

  r.post("/auth/login", handler(async (req) => {
    const body = parse(z.object({ type: z.coerce.number().optional(), role, email, password }), req.body);
    const byAccount = `email:${body.email}`;
    const byAddress = `ip:${req.ip}`;
    // counted before the password is checked: 40 parallel guesses get 5 checks, like 40 in a row
    const attempt = await throttle.attempt({ rule: LOGIN_PER_ACCOUNT, key: byAccount }, { rule: LOGIN_PER_ADDRESS, key: byAddress });

    const user = await db.selectFrom("users").selectAll().where("email", "=", body.email).executeTakeFirst();
    if (!user) {
      await dummyVerify(body.password);
      throw new ApiError(400, "wrong_email");
    }
    if (!(await verifyPassword(body.password, user.password_hash))) throw new ApiError(400, "wrong_pass");
    await throttle.forget(attempt);
    if (user.status !== "active") throw new ApiError(403, "account_blocked");
    await throttle.clear(LOGIN_PER_ACCOUNT.kind, byAccount);
    // The role check is the client's (spec tours-cruises §8: "wrong role warns no access"):
    // the reply carries the user's real role.
    return { user: publicUser(user), token: await tokens.issue(user) };
  }));

  r.post("/auth/refresh-token", handler(async (req) => {
    const body = parse(z.object({ refreshToken: z.string().min(1).max(200), email, role: role.optional() }), req.body);
    return { token: await tokens.rotate(body.refreshToken, body.email) };
  }));

  // marketplace-api extension: ends the session of this refresh token (its access tokens too);
  // an unknown or already ended one answers 200 as well, so the call tells nothing
  r.post("/auth/logout", handler(async (req) => {
    const body = parse(z.object({ refreshToken: z.string().min(1).max(200) }), req.body);
    const family = await tokens.familyOf(body.refreshToken);
    if (family) await tokens.revokeFamily(family);
    return null;
  }));

  r.post("/auth/user-check", handler(async (req) => {
    // it tells whether an e-mail is registered: every call counts against the client's address
    await throttle.attempt({ rule: USER_CHECK_PER_ADDRESS, key: `ip:${req.ip}` });
    const body = parse(z.object({ email }), req.body);
    const user = await db.selectFrom("users").select("_id").where("email", "=", body.email).executeTakeFirst();
    return { exist: Boolean(user) };
  }));

  r.post("/auth/forgot-password", handler(async (req) => {
    const body = parse(z.object({ email, role: role.optional() }), req.body);
    const user = await db.selectFrom("users").select(["_id", "email"]).where("email", "=", body.email).executeTakeFirst();
    // marketplace-api.md: "500 when the email is not registered"
    if (!user) throw new ApiError(500, "email_not_registered");
    await throttle.attempt({ rule: RESET_PER_ACCOUNT, key: `email:${user.email}` });

    const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
    // a new code replaces any earlier one
    await db.updateTable("reset_codes").set({ used_at: nowIso() }).where("email", "=", user.email).where("used_at", "is", null).execute();
    await db.insertInto("reset_codes").values({
      email: user.email, code_hash: digest(code), attempts: 0,
      expires_at: new Date(Date.now() + RESET_CODE_TTL_MS).toISOString(), created_at: nowIso(),
    }).execute();
    await sendMail(ctx, {
      to: user.email,
      subject: "Password reset code / Mã đặt lại mật khẩu",
      text: `Your password reset code is ${code}. It expires in 15 minutes. / Mã đặt lại mật khẩu của bạn là ${code}, có hiệu lực trong 15 phút.`,
      code,
    });
    return null;
  }));

  r.post("/auth/get-password/:code", handler(async (req) => {
    const body = parse(z.object({ email, password, role: role.optional() }), req.body);
    const code = String(req.params.code ?? "").trim().toUpperCase();
    const row = await db.selectFrom("reset_codes").selectAll()
      .where("email", "=", body.email).where("used_at", "is", null).where("expires_at", ">", nowIso())
      .orderBy("id", "desc").executeTakeFirst();
    if (!row) throw new ApiError(404, "code_not_found");
    if (code.length > 32 || digest(code) !== row.code_hash) {
      const attempts = row.attempts + 1;
      await db.updateTable("reset_codes")
        .set({ attempts, used_at: attempts >= RESET_CODE_MAX_TRIES ? nowIso() : null })
        .where("id", "=", row.id).execute();
      throw new ApiError(400, "wrong_code");
    }
    const claimed = await db.updateTable("reset_codes").set({ used_at: nowIso() })
      .where("id", "=", row.id).where("used_at", "is", null).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new ApiError(404, "code_not_found");
    const user = await db.selectFrom("users").select("_id").where("email", "=", body.email).executeTakeFirstOrThrow();
    await db.updateTable("users").set({ password_hash: await hashPassword(body.password), updated_at: nowIso() }).where("_id", "=", user._id).execute();
    await tokens.revokeUser(user._id); // every session of the old password ends
    await throttle.clear(LOGIN_PER_ACCOUNT.kind, `email:${body.email}`);
    return null;
  }));

  r.post("/auth/change-password", handler(async (req) => {
    const user = await currentUser(ctx, req);
    const body = parse(z.object({ email, password, newpassword: password, role: role.optional() }), req.body);
    if (body.email !== user.email) throw new ApiError(403, "forbidden");
    if (!(await verifyPassword(body.password, user.password_hash))) throw new ApiError(400, "wrong_old_password");
    await db.updateTable("users").set({ password_hash: await hashPassword(body.newpassword), updated_at: nowIso() }).where("_id", "=", user._id).execute();
    await tokens.revokeUser(user._id); // every session of the old password ends, this one too
    return null;
  }));

  // spec tours-cruises §5 "Personal account"; only the token's own user (another id: 404)
  r.patch("/user/update/:userId", handler(async (req) => {
    const user = await currentUser(ctx, req);
    if (String(req.params.userId ?? "") !== user._id) throw new ApiError(404, "user_not_found");
    const body = parse(userUpdateSchema(), req.body);
    // dob, phone, dial_code: absent keeps the stored value, "" or null clears it
    await db.updateTable("users").set({
      firstname: body.firstname, lastname: body.lastname, sex: body.sex,
      ...(body.dob !== undefined ? { dob: body.dob } : {}),
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      ...(body.dial_code !== undefined ? { dial_code: body.dial_code } : {}),
      updated_at: nowIso(),
    }).where("_id", "=", user._id).execute();
    return publicUser(await db.selectFrom("users").selectAll().where("_id", "=", user._id).executeTakeFirstOrThrow());
  }));

  return r;
}
