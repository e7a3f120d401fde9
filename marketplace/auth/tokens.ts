// Access tokens: short-lived HS256 JWTs naming their session (`sid`, the refresh-token family),
// which must still be live on every call, so logout and a password change end them at once.
// Refresh tokens: random, stored hashed, rotated on every use; presenting an already-rotated token
// revokes its whole family (stolen-token detection) — except within a short grace window, where
// the just-rotated token answers the same new pair (two replicas refreshing one session at once).
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from "node:crypto";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import type { DB } from "../db/database.js";
import { ApiError, nowIso } from "../shared/http.js";
import { digest } from "./passwords.js";

export type TokenClaims = { sub: string; role: string; email: string; sid: string };
export type TokenPair = { accessToken: string; refreshToken: string };

/** How long a just-rotated refresh token still answers with its successor (README "Several replicas"). */
export const REFRESH_GRACE_MS = 30_000;

// The successor pair is kept sealed with a key only the rotated token yields: the database alone
// does not give it away, and the seal is dropped once the window has passed.
const graceKey = (token: string) => createHash("sha256").update(`refresh-grace\u0000${token}`).digest();
function seal(pair: TokenPair, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", graceKey(token), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}
function unseal(sealed: string, token: string): TokenPair | null {
  try {
    const raw = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", graceKey(token), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return JSON.parse(
      Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8"),
    ) as TokenPair;
  } catch {
    return null;
  }
}

export class Tokens {
  constructor(
    private db: DB,
    private secret: Uint8Array,
    private accessTtlSeconds: number,
    private refreshTtlDays = 30,
    private now = () => Date.now(),
  ) {}

  // access tokens whose signature was checked, least recent dropped past 1,000
  private verified = new Map<string, { claims: TokenClaims; exp: number }>();
  // jose imports a raw secret on every sign and verify: imported once, the key serves every request
  private key?: Promise<CryptoKey>;
  private signingKey() {
    return (this.key ??= crypto.subtle.importKey(
      "raw",
      new Uint8Array(this.secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    ));
  }

  static async secretFrom(db: DB): Promise<Uint8Array> {
    const row = await db.selectFrom("settings").select("value").where("key", "=", "jwt_secret").executeTakeFirst();
    if (row) return Buffer.from(row.value, "base64url");
    const value = randomBytes(32).toString("base64url");
    await db
      .insertInto("settings")
      .values({ key: "jwt_secret", value })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return Tokens.secretFrom(db);
  }

  /** A new pair: the access token signed, the refresh token not yet stored. */
  private async mint(user: { _id: string; role: string; email: string }, family: string) {
    const accessToken = await new SignJWT({ role: user.role, email: user.email, sid: family })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user._id)
      .setIssuedAt()
      .setExpirationTime(Math.floor(this.now() / 1000) + this.accessTtlSeconds)
      .sign(await this.signingKey());
    return { accessToken, refreshToken: randomBytes(32).toString("base64url") };
  }

  private row(userId: string, refreshToken: string, family: string) {
    return {
      user_id: userId,
      token_hash: digest(refreshToken),
      family,
      expires_at: new Date(this.now() + this.refreshTtlDays * 86400_000).toISOString(),
      created_at: new Date(this.now()).toISOString(),
    };
  }

  /** A new session: a pair in a new family. */
  async issue(user: { _id: string; role: string; email: string }) {
    const family = randomUUID();
    const pair = await this.mint(user, family);
    await this.db
      .insertInto("refresh_tokens")
      .values(this.row(user._id, pair.refreshToken, family))
      .execute();
    return pair;
  }

  /** The claims of a valid access token (its session may still have ended: see isLive). */
  async verifyAccess(token: string): Promise<TokenClaims> {
    // a signature checked once holds for the same token string: only its expiry (jose's rule,
    // exp <= now in whole seconds) is checked again on later calls
    const known = this.verified.get(token);
    if (known) {
      if (known.exp <= Math.floor(this.now() / 1000)) {
        this.verified.delete(token);
        throw new ApiError(401, "token_expired");
      }
      return { ...known.claims };
    }
    try {
      const { payload } = await jwtVerify(token, await this.signingKey(), {
        algorithms: ["HS256"],
        currentDate: new Date(this.now()),
      });
      // a token from before sessions were named cannot be ended, so it is refused (a refresh gets a named one)
      if (typeof payload.sid !== "string") throw new ApiError(401, "invalid_token");
      const claims = {
        sub: String(payload.sub),
        role: String(payload.role),
        email: String(payload.email),
        sid: payload.sid,
      };
      // our tokens always expire and never carry nbf; any other shape is verified every time
      if (typeof payload.exp === "number" && payload.nbf === undefined) {
        this.verified.set(token, { claims, exp: payload.exp });
        if (this.verified.size > 1000) this.verified.delete(this.verified.keys().next().value!);
      }
      return { ...claims };
    } catch (err) {
      if (err instanceof ApiError) throw err;
      throw new ApiError(401, err instanceof joseErrors.JWTExpired ? "token_expired" : "invalid_token");
    }
  }

  /** Whether a session (family) still has a live refresh token: one index lookup. */
  async isLive(family: string) {
    const row = await this.db
      .selectFrom("refresh_tokens")
      .select("id")
      .where("family", "=", family)
      .where("revoked_at", "is", null)
      .limit(1)
      .executeTakeFirst();
    return Boolean(row);
  }

  /** Rotates a refresh token: the old one is revoked and a new pair is issued in the same family. */
  async rotate(refreshToken: string, email: string): Promise<TokenPair> {
    const find = () =>
      this.db
        .selectFrom("refresh_tokens")
        .innerJoin("users", "users._id", "refresh_tokens.user_id")
        .select([
          "refresh_tokens.id",
          "family",
          "expires_at",
          "revoked_at",
          "replaced_by",
          "grace",
          "users._id as user_id",
          "users.email",
          "users.role",
          "users.status",
        ])
        .where("token_hash", "=", digest(refreshToken))
        .executeTakeFirst();
    const row = await find();
    if (!row || row.email !== email.trim().toLowerCase() || row.status !== "active")
      throw new ApiError(401, "invalid_token");
    if (row.revoked_at) return this.replay(row, refreshToken);
    if (row.expires_at < new Date(this.now()).toISOString()) throw new ApiError(401, "token_expired");

    const pair = await this.mint({ _id: row.user_id, role: row.role, email: row.email }, row.family);
    const won = await this.db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable("refresh_tokens")
        .set({
          revoked_at: new Date(this.now()).toISOString(),
          replaced_by: digest(pair.refreshToken),
          grace: seal(pair, refreshToken),
        })
        .where("id", "=", row.id)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto("refresh_tokens")
        .values(this.row(row.user_id, pair.refreshToken, row.family))
        .execute();
      return true;
    });
    if (won) {
      await this.dropOldSeals();
      return pair;
    }
    // a concurrent rotation (another replica) won the race: its pair is the answer
    const after = await find();
    if (!after) throw new ApiError(401, "invalid_token");
    return this.replay(after, refreshToken);
  }

  /**
   * A rotated token presented again: within the grace window, while its successor is the live
   * token of a live family, the same successor pair; otherwise a replay, and the family ends.
   */
  private async replay(
    row: { id: number; family: string; revoked_at: string | null; replaced_by: string | null; grace: string | null },
    refreshToken: string,
  ): Promise<TokenPair> {
    const recent = row.revoked_at !== null && this.now() - Date.parse(row.revoked_at) <= REFRESH_GRACE_MS;
    if (recent && row.replaced_by && row.grace) {
      const successor = await this.db
        .selectFrom("refresh_tokens")
        .select("revoked_at")
        .where("token_hash", "=", row.replaced_by)
        .where("family", "=", row.family)
        .executeTakeFirst();
      const pair = successor && successor.revoked_at === null ? unseal(row.grace, refreshToken) : null;
      if (pair) return pair;
    }
    await this.revokeFamily(row.family);
    throw new ApiError(401, "invalid_token");
  }

  private async dropOldSeals() {
    const cutoff = new Date(this.now() - REFRESH_GRACE_MS).toISOString();
    await this.db
      .updateTable("refresh_tokens")
      .set({ grace: null })
      .where("grace", "is not", null)
      .where("revoked_at", "<", cutoff)
      .execute();
  }

  /** Ends one session: logout (marketplace-api extension `POST auth/logout`) or a detected replay. */
  async revokeFamily(family: string) {
    await this.db
      .updateTable("refresh_tokens")
      .set({ revoked_at: nowIso(), grace: null })
      .where("family", "=", family)
      .where("revoked_at", "is", null)
      .execute();
    await this.db
      .updateTable("refresh_tokens")
      .set({ grace: null })
      .where("family", "=", family)
      .where("grace", "is not", null)
      .execute();
  }

  /** The family of a refresh token, for logout; null for an unknown token. */
  async familyOf(refreshToken: string) {
    const row = await this.db
      .selectFrom("refresh_tokens")
      .select("family")
      .where("token_hash", "=", digest(refreshToken))
      .executeTakeFirst();
    return row?.family ?? null;
  }

  /** Ends every session of an account (a password change or reset). */
  async revokeUser(userId: string) {
    await this.db
      .updateTable("refresh_tokens")
      .set({ revoked_at: nowIso(), grace: null })
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null)
      .execute();
    await this.db
      .updateTable("refresh_tokens")
      .set({ grace: null })
      .where("user_id", "=", userId)
      .where("grace", "is not", null)
      .execute();
  }
}
