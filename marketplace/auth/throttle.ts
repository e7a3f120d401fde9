// Brute-force protection: failures are counted per account and per client address in a sliding
// window; past the limit the call is refused with 429 until the window has moved on.
import type { DB } from "../db/database.js";
import { ApiError } from "../http.js";

export type ThrottleRule = { kind: string; max: number; windowMs: number };

export const LOGIN_PER_ACCOUNT: ThrottleRule = { kind: "login_failure", max: 5, windowMs: 15 * 60_000 };
export const LOGIN_PER_ADDRESS: ThrottleRule = { kind: "login_failure", max: 30, windowMs: 15 * 60_000 };
export const RESET_PER_ACCOUNT: ThrottleRule = { kind: "forgot_request", max: 5, windowMs: 60 * 60_000 };

export class Throttle {
  constructor(private db: DB) {}

  async check(rule: ThrottleRule, key: string) {
    const since = Date.now() - rule.windowMs;
    const rows = await this.db
      .selectFrom("auth_events")
      .select(["at"])
      .where("kind", "=", rule.kind)
      .where("key", "=", key)
      .where("at", ">", since)
      .orderBy("at", "asc")
      .execute();
    if (rows.length >= rule.max) {
      const retryAfter = Math.ceil((rows[rows.length - rule.max]!.at + rule.windowMs - Date.now()) / 1000);
      throw new ApiError(429, "too_many_attempts", { retryAfter: Math.max(retryAfter, 1) });
    }
  }

  async record(kind: string, ...keys: string[]) {
    const at = Date.now();
    await this.db.insertInto("auth_events").values(keys.map((key) => ({ kind, key, at }))).execute();
    // keep the table small: anything older than a day is irrelevant to every rule
    await this.db.deleteFrom("auth_events").where("at", "<", at - 86400_000).execute();
  }

  async clear(kind: string, key: string) {
    await this.db.deleteFrom("auth_events").where("kind", "=", kind).where("key", "=", key).execute();
  }
}
