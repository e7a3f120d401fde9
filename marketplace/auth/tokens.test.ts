// Sessions that end and the refresh grace window, on a real SQLite
// database with a clock the test moves.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type DB } from "../db/database.js";
import { REFRESH_GRACE_MS, Tokens } from "./tokens.js";

let db: DB;
let dir: string;
let now = Date.now();
let tokens: Tokens;
const user = { _id: "u1", role: "agency", email: "a@b.vn" };

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "tokens-test-"));
  db = (await openDatabase(dir)).db;
  await db
    .insertInto("users")
    .values({
      _id: user._id,
      email: user.email,
      password_hash: "x",
      role: "agency",
      status: "active",
      firstname: "",
      lastname: "",
    })
    .execute();
  tokens = new Tokens(db, new Uint8Array(32).fill(7), 900, 30, () => now);
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const sid = async (accessToken: string) => (await tokens.verifyAccess(accessToken)).sid;

describe("refresh tokens", () => {
  it("answer a just-rotated token with the same pair inside the grace window, and end the family after it", async () => {
    const first = await tokens.issue(user);
    const second = await tokens.rotate(first.refreshToken, user.email);
    now += REFRESH_GRACE_MS - 1000;
    expect(await tokens.rotate(first.refreshToken, user.email)).toEqual(second);
    now += 2000; // past the window: a replay, the whole family ends
    await expect(tokens.rotate(first.refreshToken, user.email)).rejects.toMatchObject({ code: 401 });
    await expect(tokens.rotate(second.refreshToken, user.email)).rejects.toMatchObject({ code: 401 });
    expect(await tokens.isLive(await sid(second.accessToken))).toBe(false);
  });

  it("end one session on logout and every session on a password change", async () => {
    const a = await tokens.issue(user);
    const b = await tokens.issue(user);
    await tokens.revokeFamily((await tokens.familyOf(a.refreshToken))!);
    expect(await tokens.isLive(await sid(a.accessToken))).toBe(false);
    expect(await tokens.isLive(await sid(b.accessToken))).toBe(true);
    // a just-rotated token of an ended session gets nothing, even inside the window
    const c = await tokens.issue(user);
    await tokens.rotate(c.refreshToken, user.email);
    await tokens.revokeUser(user._id);
    await expect(tokens.rotate(c.refreshToken, user.email)).rejects.toMatchObject({ code: 401 });
    expect(await tokens.isLive(await sid(b.accessToken))).toBe(false);
  });
});

describe("the signing key", () => {
  it("is imported once per process, not once per token signed or checked", async () => {
    const own = new Tokens(db, new Uint8Array(32).fill(9), 900, 30, () => now);
    const importKey = vi.spyOn(crypto.subtle, "importKey");
    try {
      const { accessToken } = await own.issue(user);
      for (let i = 0; i < 3; i++) expect((await own.verifyAccess(accessToken)).sub).toBe(user._id);
      await own.issue(user);
      expect(importKey).toHaveBeenCalledTimes(1);
      // a token signed with another secret is still refused
      await expect(tokens.verifyAccess(accessToken)).rejects.toMatchObject({ code: 401 });
    } finally {
      importKey.mockRestore();
    }
  });
});
