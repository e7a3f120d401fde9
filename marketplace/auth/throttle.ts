// Brute-force protection: attempts are counted per account and per client address in a sliding
// window. An attempt is counted before it is made, in one transaction with the count, so parallel
// attempts are throttled exactly like sequential ones; past the limit the call is refused with
// 429 (and not counted) until the window has moved on. A successful login takes its attempt back.
import type { DB } from "../db/database.js";
import { ApiError } from "../shared/http.js";

export type ThrottleRule = { kind: string; max: number; windowMs: number };

export const LOGIN_PER_ACCOUNT: ThrottleRule = { kind: "login_failure", max: 5, windowMs: 15 * 60_000 };
export const LOGIN_PER_ADDRESS: ThrottleRule = { kind: "login_failure", max: 30, windowMs: 15 * 60_000 };
export const RESET_PER_ACCOUNT: ThrottleRule = { kind: "forgot_request", max: 5, windowMs: 60 * 60_000 };
/**
 * auth/accept-invite/{code} (spec team.md §Calls): a code is guessed as a password is, so it is
 * throttled as logins are, per invited e-mail and per client address.
 */
export const INVITE_PER_ACCOUNT: ThrottleRule = { kind: "invite_failure", max: 5, windowMs: 15 * 60_000 };
export const INVITE_PER_ADDRESS: ThrottleRule = { kind: "invite_failure", max: 30, windowMs: 15 * 60_000 };
/** auth/user-check tells whether an e-mail is registered: every call counts. */
export const USER_CHECK_PER_ADDRESS: ThrottleRule = { kind: "user_check", max: 20, windowMs: 15 * 60_000 };

export class Throttle {
  constructor(private db: DB) {}

  /** Counts one attempt under each rule, or refuses it (429, nothing counted). Returns the counted ids. */
  async attempt(...checks: { rule: ThrottleRule; key: string }[]): Promise<number[]> {
    const at = Date.now();
    const ids = await this.db.transaction().execute(async (trx) => {
      const counted: number[] = [];
      for (const { rule, key } of checks) {
        const row = await trx
          .insertInto("auth_events")
          .values({ kind: rule.kind, key, at })
          .returning("id")
          .executeTakeFirstOrThrow();
        counted.push(row.id);
        const recent = await trx
          .selectFrom("auth_events")
          .select("at")
          .where("kind", "=", rule.kind)
          .where("key", "=", key)
          .where("at", ">", at - rule.windowMs)
          .orderBy("at", "asc")
          .execute();
        if (recent.length > rule.max) {
          // the attempt that must leave the window before this one fits
          const retryAfter = Math.ceil((recent[recent.length - rule.max - 1]!.at + rule.windowMs - at) / 1000);
          throw new ApiError(429, "too_many_attempts", { retryAfter: Math.max(retryAfter, 1) });
        }
      }
      return counted;
    });
    // keep the table small: anything older than a day is irrelevant to every rule
    await this.db
      .deleteFrom("auth_events")
      .where("at", "<", at - 86400_000)
      .execute();
    return ids;
  }

  /** Takes counted attempts back (the password was right). */
  async forget(ids: number[]) {
    if (ids.length) await this.db.deleteFrom("auth_events").where("id", "in", ids).execute();
  }

  async clear(kind: string, key: string) {
    await this.db.deleteFrom("auth_events").where("kind", "=", kind).where("key", "=", key).execute();
  }
}
