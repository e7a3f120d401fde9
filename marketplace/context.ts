import type { Request } from "express";
import type { DB } from "./db/database.js";
import { Tokens } from "./auth/tokens.js";
import { Throttle } from "./auth/throttle.js";
import { ApiError, nowIso } from "./http.js";
import { randomId } from "./ids.js";

export type MarketplaceOptions = {
  dataDir: string;
  appId: string;
  devCalls: boolean;
  accessTokenTtlSeconds: number;
  /** Development only: print e-mails (reset codes) to the server log. */
  logMail: boolean;
  log: (line: string) => void;
};

export type Ctx = { db: DB; tokens: Tokens; throttle: Throttle; options: MarketplaceOptions };

/** The user behind the bearer token; a blocked or deleted user's token is dead. */
export async function currentUser(ctx: Ctx, req: Request) {
  const header = req.get("authorization") ?? "";
  const token = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
  if (!token) throw new ApiError(401, "invalid_token");
  const claims = await ctx.tokens.verifyAccess(token);
  const user = await ctx.db.selectFrom("users").selectAll().where("_id", "=", claims.sub).executeTakeFirst();
  if (!user || user.status !== "active") throw new ApiError(401, "invalid_token");
  return user;
}

/** The supplier owned by the token's user. Records of any other supplier answer 404. */
export async function currentAgency(ctx: Ctx, req: Request) {
  const user = await currentUser(ctx, req);
  const agency = await ctx.db.selectFrom("agencies").selectAll().where("user_id", "=", user._id).executeTakeFirst();
  if (!agency) throw new ApiError(403, "not_an_agency");
  return { user, agency };
}

export async function sendMail(ctx: Ctx, mail: { to: string; subject: string; text: string; code?: string }) {
  await ctx.db
    .insertInto("mails")
    .values({ _id: randomId(), to: mail.to, subject: mail.subject, text: mail.text, code: mail.code ?? null, created_at: nowIso() })
    .execute();
  if (ctx.options.logMail) ctx.options.log(`[mail] to=${mail.to} subject="${mail.subject}" ${mail.text}`);
}
