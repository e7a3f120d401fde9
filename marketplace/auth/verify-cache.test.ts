// An access token's signature is checked once per process (HMAC through WebCrypto on
// every marketplace call before); its expiry is still checked on every call, by the same clock.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type * as Jose from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const verifies = vi.hoisted(() => ({ n: 0 }));
vi.mock("jose", async (importOriginal) => {
  const jose = await importOriginal<typeof Jose>();
  return {
    ...jose,
    jwtVerify: (...args: Parameters<typeof Jose.jwtVerify>) => {
      verifies.n++;
      return jose.jwtVerify(...args);
    },
  };
});
const { openDatabase } = await import("../db/database.js");
const { Tokens } = await import("./tokens.js");

let dir: string;
let db: Awaited<ReturnType<typeof openDatabase>>["db"];
let now = Date.now();
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "verify-cache-"));
  db = (await openDatabase(dir)).db;
  await db
    .insertInto("users")
    .values({
      _id: "u1",
      email: "a@b.vn",
      password_hash: "x",
      role: "agency",
      status: "active",
      firstname: "",
      lastname: "",
    })
    .execute();
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe("Tokens.verifyAccess", () => {
  it("checks a token's signature once, its expiry every time", async () => {
    const tokens = new Tokens(db, new Uint8Array(32).fill(3), 900, 30, () => now);
    const { accessToken } = await tokens.issue({ _id: "u1", role: "agency", email: "a@b.vn" });
    const first = await tokens.verifyAccess(accessToken);
    expect(await tokens.verifyAccess(accessToken)).toEqual(first);
    expect(verifies.n).toBe(1);
    now += 901_000;
    await expect(tokens.verifyAccess(accessToken)).rejects.toMatchObject({ code: 401, message: "token_expired" });
  });

  it("keeps nothing of a token that fails", async () => {
    const tokens = new Tokens(db, new Uint8Array(32).fill(4), 900, 30, () => now);
    const other = new Tokens(db, new Uint8Array(32).fill(5), 900, 30, () => now);
    const { accessToken } = await other.issue({ _id: "u1", role: "agency", email: "a@b.vn" });
    verifies.n = 0;
    await expect(tokens.verifyAccess(accessToken)).rejects.toMatchObject({ code: 401, message: "invalid_token" });
    await expect(tokens.verifyAccess(accessToken)).rejects.toMatchObject({ code: 401, message: "invalid_token" });
    expect(verifies.n).toBe(2);
  });
});
