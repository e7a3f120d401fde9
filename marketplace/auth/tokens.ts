// Access tokens: short-lived HS256 JWTs. Refresh tokens: random, stored hashed, rotated on every
// use; presenting an already-rotated token revokes its whole family (stolen-token detection).
import { randomBytes, randomUUID } from "node:crypto";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import type { DB } from "../db/database.js";
import { ApiError, nowIso } from "../http.js";
import { digest } from "./passwords.js";

export type TokenClaims = { sub: string; role: string; email: string };

export class Tokens {
  constructor(
    private db: DB,
    private secret: Uint8Array,
    private accessTtlSeconds: number,
    private refreshTtlDays = 30,
  ) {}

  static async secretFrom(db: DB): Promise<Uint8Array> {
    const row = await db.selectFrom("settings").select("value").where("key", "=", "jwt_secret").executeTakeFirst();
    if (row) return Buffer.from(row.value, "base64url");
    const value = randomBytes(32).toString("base64url");
    await db.insertInto("settings").values({ key: "jwt_secret", value }).onConflict((oc) => oc.doNothing()).execute();
    return Tokens.secretFrom(db);
  }

  async issue(user: { _id: string; role: string; email: string }, family: string = randomUUID()) {
    const accessToken = await new SignJWT({ role: user.role, email: user.email })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user._id)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.accessTtlSeconds)
      .sign(this.secret);
    const refreshToken = randomBytes(32).toString("base64url");
    await this.db
      .insertInto("refresh_tokens")
      .values({
        user_id: user._id,
        token_hash: digest(refreshToken),
        family,
        expires_at: new Date(Date.now() + this.refreshTtlDays * 86400_000).toISOString(),
        created_at: nowIso(),
      })
      .execute();
    return { accessToken, refreshToken };
  }

  async verifyAccess(token: string): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ["HS256"] });
      return { sub: String(payload.sub), role: String(payload.role), email: String(payload.email) };
    } catch (err) {
      throw new ApiError(401, err instanceof joseErrors.JWTExpired ? "token_expired" : "invalid_token");
    }
  }

  /** Rotates a refresh token: the old one is revoked and a new pair is issued in the same family. */
  async rotate(refreshToken: string, email: string) {
    const row = await this.db
      .selectFrom("refresh_tokens")
      .innerJoin("users", "users._id", "refresh_tokens.user_id")
      .select(["refresh_tokens.id", "family", "expires_at", "revoked_at", "users._id as user_id", "users.email", "users.role", "users.status"])
      .where("token_hash", "=", digest(refreshToken))
      .executeTakeFirst();
    if (!row || row.email !== email.trim().toLowerCase() || row.status !== "active") throw new ApiError(401, "invalid_token");
    if (row.revoked_at) {
      await this.revokeFamily(row.family);
      throw new ApiError(401, "invalid_token");
    }
    if (row.expires_at < nowIso()) throw new ApiError(401, "token_expired");
    const pair = await this.issue({ _id: row.user_id, role: row.role, email: row.email }, row.family);
    const res = await this.db
      .updateTable("refresh_tokens")
      .set({ revoked_at: nowIso(), replaced_by: digest(pair.refreshToken) })
      .where("id", "=", row.id)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) {
      // a concurrent rotation won the race: this pair must not live on
      await this.revokeFamily(row.family);
      throw new ApiError(401, "invalid_token");
    }
    return pair;
  }

  async revokeFamily(family: string) {
    await this.db.updateTable("refresh_tokens").set({ revoked_at: nowIso() }).where("family", "=", family).where("revoked_at", "is", null).execute();
  }

  async revokeUser(userId: string) {
    await this.db.updateTable("refresh_tokens").set({ revoked_at: nowIso() }).where("user_id", "=", userId).where("revoked_at", "is", null).execute();
  }
}
