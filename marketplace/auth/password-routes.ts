// marketplace-api.md "Auth and account": forgot and reset password (a code by e-mail), change password.
// Every new password ends the sessions of the old one.
import { randomInt } from "node:crypto";
import { Router } from "express";
import { ChangePasswordBody, ForgotPasswordBody, GetPasswordBody } from "@contract/api/auth";
import { ApiError, handler, nowIso, parse } from "../shared/http.js";
import { currentUser, sendMail, type Ctx } from "../context.js";
import { digest, hashPassword, verifyPassword } from "./passwords.js";
import { LOGIN_PER_ACCOUNT, RESET_PER_ACCOUNT } from "./throttle.js";

const RESET_CODE_TTL_MS = 15 * 60_000;
const RESET_CODE_MAX_TRIES = 5;
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O, 1/I: codes are typed by hand

export function passwordRoutes(ctx: Ctx) {
  const r = Router();
  const { db, tokens, throttle } = ctx;

  r.post(
    "/auth/forgot-password",
    handler(async (req) => {
      const body = parse(ForgotPasswordBody, req.body);
      const user = await db
        .selectFrom("users")
        .select(["_id", "email"])
        .where("email", "=", body.email)
        .executeTakeFirst();
      // marketplace-api.md: "500 when the email is not registered"
      if (!user) throw new ApiError(500, "email_not_registered");
      await throttle.attempt({ rule: RESET_PER_ACCOUNT, key: `email:${user.email}` });

      const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
      // a new code replaces any earlier one
      await db
        .updateTable("reset_codes")
        .set({ used_at: nowIso() })
        .where("email", "=", user.email)
        .where("used_at", "is", null)
        .execute();
      await db
        .insertInto("reset_codes")
        .values({
          email: user.email,
          code_hash: digest(code),
          attempts: 0,
          expires_at: new Date(Date.now() + RESET_CODE_TTL_MS).toISOString(),
          created_at: nowIso(),
        })
        .execute();
      await sendMail(ctx, {
        to: user.email,
        subject: "Password reset code / Mã đặt lại mật khẩu",
        text: `Your password reset code is ${code}. It expires in 15 minutes. / Mã đặt lại mật khẩu của bạn là ${code}, có hiệu lực trong 15 phút.`,
        code,
      });
      return null;
    }),
  );

  r.post(
    "/auth/get-password/:code",
    handler(async (req) => {
      const body = parse(GetPasswordBody, req.body);
      const code = String(req.params.code ?? "")
        .trim()
        .toUpperCase();
      const row = await db
        .selectFrom("reset_codes")
        .selectAll()
        .where("email", "=", body.email)
        .where("used_at", "is", null)
        .where("expires_at", ">", nowIso())
        .orderBy("id", "desc")
        .executeTakeFirst();
      if (!row) throw new ApiError(404, "code_not_found");
      if (code.length > 32 || digest(code) !== row.code_hash) {
        const attempts = row.attempts + 1;
        await db
          .updateTable("reset_codes")
          .set({ attempts, used_at: attempts >= RESET_CODE_MAX_TRIES ? nowIso() : null })
          .where("id", "=", row.id)
          .execute();
        throw new ApiError(400, "wrong_code");
      }
      const claimed = await db
        .updateTable("reset_codes")
        .set({ used_at: nowIso() })
        .where("id", "=", row.id)
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw new ApiError(404, "code_not_found");
      const user = await db.selectFrom("users").select("_id").where("email", "=", body.email).executeTakeFirstOrThrow();
      await db
        .updateTable("users")
        .set({ password_hash: await hashPassword(body.password), updated_at: nowIso() })
        .where("_id", "=", user._id)
        .execute();
      await tokens.revokeUser(user._id); // every session of the old password ends
      await throttle.clear(LOGIN_PER_ACCOUNT.kind, `email:${body.email}`);
      return null;
    }),
  );

  r.post(
    "/auth/change-password",
    handler(async (req) => {
      const user = await currentUser(ctx, req);
      const body = parse(ChangePasswordBody, req.body);
      if (body.email !== user.email) throw new ApiError(403, "forbidden");
      if (!(await verifyPassword(body.password, user.password_hash))) throw new ApiError(400, "wrong_old_password");
      await db
        .updateTable("users")
        .set({ password_hash: await hashPassword(body.newpassword), updated_at: nowIso() })
        .where("_id", "=", user._id)
        .execute();
      await tokens.revokeUser(user._id); // every session of the old password ends, this one too
      return null;
    }),
  );

  return r;
}
