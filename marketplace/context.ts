import type { Request } from "express";
import type { DB } from "./db/database.js";
import { type Tokens } from "./auth/tokens.js";
import { type Throttle } from "./auth/throttle.js";
import type { ReadCache } from "./db/read-cache.js";
import { ApiError, nowIso } from "./shared/http.js";
import { randomId } from "./shared/ids.js";
import { asMember } from "./team/store.js";

export type MarketplaceOptions = {
  dataDir: string;
  appId: string;
  devCalls: boolean;
  accessTokenTtlSeconds: number;
  /** MARKETPLACE_DEMO=on: the demo accounts (published password) and the demo supplier's data. */
  demo: boolean;
  /**
   * Whose X-Forwarded-For to believe (Express "trust proxy" values): the back-office's own calls
   * come from loopback, so loopback is always added to these.
   */
  trustProxy: string[];
  /** The translation service of auto-translate (shared/translate.ts): a LibreTranslate-compatible URL. */
  translate?: { url: string; apiKey?: string };
  /** Development only: print e-mails (reset codes) to the server log. */
  logMail: boolean;
  log: (line: string) => void;
  /**
   * The database was migrated and seeded before this process started (a server worker: its
   * primary did it once, so the workers never race each other at it): open it, change nothing.
   */
  prepared?: boolean;
};

export type Ctx = {
  db: DB;
  tokens: Tokens;
  throttle: Throttle;
  options: MarketplaceOptions;
  /** reads kept while nothing is written (db/read-cache.ts): answers are frozen, shared */
  reads: ReadCache;
};

/** The bearer token of a request, or "". */
export function bearerOf(req: Request) {
  const header = req.get("authorization") ?? "";
  return header.startsWith("Bearer ") ? header.slice(7).trim() : "";
}

/**
 * The user behind the bearer token. A blocked or deleted user's token is dead, and so is one
 * whose session ended (logout, password change or reset, a replayed refresh token).
 */
export async function currentUser(ctx: Ctx, req: Request) {
  const token = bearerOf(req);
  if (!token) throw new ApiError(401, "invalid_token");
  const claims = await ctx.tokens.verifyAccess(token);
  // the user and its session's liveness, read again after any write (db/read-cache.ts): a block,
  // a logout or a password change is a write, so it takes effect on the very next call
  const [user] = await ctx.reads.rows(ctx.db, ctx.db.selectFrom("users").selectAll().where("_id", "=", claims.sub));
  if (!user || user.status !== "active") throw new ApiError(401, "invalid_token");
  if (!(await ctx.reads.memo(`live:${claims.sid}`, () => ctx.tokens.isLive(claims.sid)))) {
    throw new ApiError(401, "invalid_token");
  }
  return user;
}

/**
 * The supplier the token's user works for, through its active member row (spec team.md §Roles), and
 * that member (role, services). Records of any other supplier answer 404. Read through the read
 * cache, so a role change or a revocation (a write) is seen on the very next call; a revoked member's
 * sessions end in the revocation's own transaction, so its token already answers 401 above.
 */
export async function currentAgency(ctx: Ctx, req: Request) {
  const user = await currentUser(ctx, req);
  const [row] = await ctx.reads.rows(
    ctx.db,
    ctx.db
      .selectFrom("members")
      .select(["_id", "agency_id", "role", "services"])
      .where("user_id", "=", user._id)
      .where("status", "=", "active"),
  );
  if (!row) throw new ApiError(403, "not_an_agency");
  const [agency] = await ctx.reads.rows(
    ctx.db,
    ctx.db.selectFrom("agencies").selectAll().where("_id", "=", row.agency_id),
  );
  if (!agency) throw new ApiError(403, "not_an_agency");
  return { user, agency, member: asMember(row) };
}

/** Keeps a mail (dev/mailbox) and logs it in development; `db` is the write's transaction when it has one. */
export async function sendMail(
  ctx: Ctx,
  mail: { to: string; subject: string; text: string; code?: string },
  db: Pick<DB, "insertInto"> = ctx.db,
) {
  await db
    .insertInto("mails")
    .values({
      _id: randomId(),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      code: mail.code ?? null,
      created_at: nowIso(),
    })
    .execute();
  if (ctx.options.logMail) ctx.options.log(`[mail] to=${mail.to} subject="${mail.subject}" ${mail.text}`);
}
