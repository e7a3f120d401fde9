// marketplace-api extension: a POST or PATCH with an `Idempotency-Key` header is done once per
// user and key. A repeat answers what the first answered, with `Idempotent-Replayed: true`; a
// repeat that arrives while the first is still running waits for it. Only a 200 is kept: after
// a refusal the same key may try again. The back-office sends one key per rendered form, so a
// double submit creates one record even across replicas: the keys live here.
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { ApiError } from "./shared/http.js";
import { bearerOf, type Ctx } from "./context.js";

const KEY = /^[A-Za-z0-9_-]{16,128}$/;
const KEEP_MS = 24 * 3600_000;
/** A first request still pending after this long died with its process: the key is free again. */
const STALE_MS = 60_000;
const WAIT_MS = 15_000;

export function idempotency(ctx: Ctx): RequestHandler {
  const { db } = ctx;
  return (req: Request, res: Response, next: NextFunction) => {
    const key = req.get("idempotency-key");
    if (key === undefined || (req.method !== "POST" && req.method !== "PATCH")) return next();
    (async () => {
      if (!KEY.test(key)) throw new ApiError(400, "invalid_idempotency_key");
      // keys are the token's user's; without a valid token the route answers 401 itself
      const claims = await ctx.tokens.verifyAccess(bearerOf(req)).catch(() => null);
      if (!claims) return next();
      const target = `${req.method} ${req.path}`;
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const now = Date.now();
        const claimed = await db
          .insertInto("idempotency_keys")
          .values({ user_id: claims.sub, key, target, state: "pending", code: null, body: null, created_at: now })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 1) {
          await db
            .deleteFrom("idempotency_keys")
            .where("created_at", "<", now - KEEP_MS)
            .execute();
          return runFirst(claims.sub, key, res, next);
        }
        const row = await db
          .selectFrom("idempotency_keys")
          .selectAll()
          .where("user_id", "=", claims.sub)
          .where("key", "=", key)
          .executeTakeFirst();
        if (!row) continue; // the first one was refused and let the key go: this one runs
        if (row.target !== target) throw new ApiError(422, "idempotency_key_reused");
        if (row.state === "done") {
          res.set("Idempotent-Replayed", "true");
          return void res
            .status(row.code ?? 200)
            .type("application/json")
            .send(row.body);
        }
        if (now - row.created_at > STALE_MS) {
          await db
            .deleteFrom("idempotency_keys")
            .where("user_id", "=", claims.sub)
            .where("key", "=", key)
            .where("state", "=", "pending")
            .execute();
          continue;
        }
        if (now > deadline) throw new ApiError(409, "idempotency_in_progress");
        await new Promise((r) => setTimeout(r, 40));
      }
    })().catch(next);
  };

  /** Runs the request; its 200 reply is stored before it is sent, anything else frees the key. */
  function runFirst(userId: string, key: string, res: Response, next: NextFunction) {
    const row = () => db.updateTable("idempotency_keys").where("user_id", "=", userId).where("key", "=", key);
    const free = () =>
      db
        .deleteFrom("idempotency_keys")
        .where("user_id", "=", userId)
        .where("key", "=", key)
        .where("state", "=", "pending")
        .execute();
    const json = res.json.bind(res);
    let settled = false;
    res.json = (body: unknown) => {
      settled = true;
      const stored =
        res.statusCode === 200
          ? row()
              .set({ state: "done", code: 200, body: JSON.stringify(body) })
              .execute()
          : free();
      stored.catch(() => undefined).finally(() => json(body));
      return res;
    };
    res.once("close", () => {
      if (!settled) void free().catch(() => undefined);
    });
    next();
  }
}
