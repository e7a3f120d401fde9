// spec team.md §Calls, the hostile side: a member of supplier A cannot read, invite into or change
// supplier B's team (B's ids answer 404), a manager cannot make themselves owner, no member changes
// their own role, a revoked member's token and refresh token stop at once, invitation codes are
// throttled like logins and a used, expired or re-sent code is refused, the last owner stays, and
// a double invitation makes one member.
import path from "node:path";
import SQLite from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { apiLogin, type ApiAccount } from "../support/api";
import { latestResetCode, marketplaceCall } from "../support/browserless";
import { supplierWith } from "../support/suppliers";

const server = serverForThisFile();
let owner: ApiAccount;
let manager: ApiAccount;
let other: ApiAccount; // another supplier's owner
const as = (who: ApiAccount, method: string, p: string, body?: unknown) =>
  marketplaceCall(server.url, method, p, body, who.token);

beforeAll(async () => {
  owner = await apiLogin(server.url, "supplier@demo.vn");
  manager = await apiLogin(server.url, "manager@demo.vn");
  other = await apiLogin(server.url, await supplierWith(server, "team-other@example.vn", ["hotel"]));
});

const membersOf = async (who: ApiAccount) =>
  (await as(who, "GET", "agency/member")).body.data.docs as { _id: string; email: string; status: string }[];
const idOf = async (who: ApiAccount, email: string) => (await membersOf(who)).find((m) => m.email === email)!._id;

/** Invites `email` into the demo supplier and accepts it: the new member's login and refresh token. */
async function joined(email: string, role = "reservations") {
  expect((await as(owner, "POST", "agency/member", { email, role, services: [] })).status).toBe(200);
  const code = await latestResetCode(server.url, email);
  const reply = await marketplaceCall(server.url, "POST", `auth/accept-invite/${code}`, {
    email,
    password: "Joined@12345",
    firstname: "A",
    lastname: "B",
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.token as { accessToken: string; refreshToken: string };
}

describe("one supplier's team is no other's", () => {
  it("answers 404 to another supplier's owner for every call on A's member ids", async () => {
    const target = await idOf(owner, "finance@demo.vn");
    for (const [method, p, body] of [
      ["PATCH", `agency/member/${target}`, { role: "owner", services: [] }],
      ["DELETE", `agency/member/${target}`, undefined],
      ["POST", `agency/member/${target}/resend`, undefined],
    ] as const) {
      const reply = await as(other, method, p, body);
      expect(reply.status, `${method} ${p}`).toBe(404);
      expect(reply.body.message).toBe("member_not_found");
    }
    expect((await membersOf(other)).map((m) => m.email)).toEqual(["team-other@example.vn"]);
    expect((await membersOf(owner)).find((m) => m._id === target)?.status).toBe("active");
  });

  it("refuses to invite another supplier's account (email_taken)", async () => {
    const reply = await as(owner, "POST", "agency/member", {
      email: "team-other@example.vn",
      role: "manager",
      services: [],
    });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe("email_taken");
  });
});

describe("role escalation", () => {
  it("a manager cannot make themselves owner, nor read or invite into the team", async () => {
    const self = await idOf(owner, "manager@demo.vn");
    for (const [method, p, body] of [
      ["PATCH", `agency/member/${self}`, { role: "owner", services: [] }],
      ["GET", "agency/member", undefined],
      ["POST", "agency/member", { email: "friend@example.vn", role: "owner", services: [] }],
    ] as const) {
      const reply = await as(manager, method, p, body);
      expect(reply.status, `${method} ${p}`).toBe(403);
      expect(reply.body.message).toBe("not_allowed");
    }
    expect((await as(manager, "GET", "auth/me")).body.data.role).toBe("manager");
  });

  it("no member changes their own role; the last owner cannot be removed", async () => {
    const self = await idOf(owner, "supplier@demo.vn");
    const patch = await as(owner, "PATCH", `agency/member/${self}`, { role: "manager", services: [] });
    expect(patch.status).toBe(403);
    expect(patch.body.message).toBe("own_role");
    const revoke = await as(owner, "DELETE", `agency/member/${self}`);
    expect(revoke.status).toBe(409);
    expect(revoke.body.message).toBe("last_owner");
    expect((await as(owner, "GET", "auth/me")).body.data.role).toBe("owner");
  });

  it("an owner is demoted or revoked only while another owner remains", async () => {
    const second = await joined("second-owner@example.vn", "owner");
    const secondId = await idOf(owner, "second-owner@example.vn");
    const ownerId = await idOf(owner, "supplier@demo.vn");
    const asSecond = { ...owner, token: second.accessToken };
    // two owners: one may demote the other, and then the demoted one no longer manages the team
    expect((await as(asSecond, "PATCH", `agency/member/${ownerId}`, { role: "manager", services: [] })).status).toBe(
      200,
    );
    expect((await as(owner, "GET", "agency/member")).status).toBe(403);
    // the last owner (second) cannot leave
    const leave = await as(asSecond, "DELETE", `agency/member/${secondId}`);
    expect(leave.body.message).toBe("last_owner");
    expect((await as(asSecond, "PATCH", `agency/member/${ownerId}`, { role: "owner", services: [] })).status).toBe(200);
    expect((await as(owner, "DELETE", `agency/member/${secondId}`)).status).toBe(200);
  });
});

describe("revocation", () => {
  it("refuses a revoked member's token and refresh token at once, and its login", async () => {
    const token = await joined("leaving@example.vn");
    const asLeaving = { ...owner, token: token.accessToken };
    expect((await as(asLeaving, "GET", "hotel/order")).status).toBe(200);
    const id = await idOf(owner, "leaving@example.vn");
    const revoked = await as(owner, "DELETE", `agency/member/${id}`);
    expect(revoked.body.data.status).toBe("revoked");
    expect((await as(asLeaving, "GET", "hotel/order")).status).toBe(401);
    expect((await as(asLeaving, "GET", "auth/me")).status).toBe(401);
    const refresh = await marketplaceCall(server.url, "POST", "auth/refresh-token", {
      refreshToken: token.refreshToken,
      email: "leaving@example.vn",
    });
    expect(refresh.status).toBe(401);
    const login = await marketplaceCall(server.url, "POST", "auth/login", {
      type: 0,
      role: "agency",
      email: "leaving@example.vn",
      password: "Joined@12345",
    });
    expect(login.status).toBe(403);
    // a second revocation changes nothing
    expect((await as(owner, "DELETE", `agency/member/${id}`)).body.data.status).toBe("revoked");
  });
});

describe("invitation codes", () => {
  const accept = (code: string, email: string) =>
    marketplaceCall(server.url, "POST", `auth/accept-invite/${code}`, {
      email,
      password: "Guess@12345",
      firstname: "G",
      lastname: "H",
    });

  it("throttles code guessing like logins: the 6th wrong code of an e-mail is refused unchecked", async () => {
    await as(owner, "POST", "agency/member", { email: "guessed@example.vn", role: "finance", services: [] });
    const right = await latestResetCode(server.url, "guessed@example.vn");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await accept(`wrong-code-${i}-xxxxxxxx`, "guessed@example.vn")).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    // even the right code waits now
    expect((await accept(right, "guessed@example.vn")).status).toBe(429);
  });

  it("refuses a used code, a re-sent invitation's old code and an expired code", async () => {
    await as(owner, "POST", "agency/member", { email: "twice@example.vn", role: "finance", services: [] });
    const first = await latestResetCode(server.url, "twice@example.vn");
    const resent = await as(owner, "POST", `agency/member/${await idOf(owner, "twice@example.vn")}/resend`);
    expect(resent.status).toBe(200);
    const second = await latestResetCode(server.url, "twice@example.vn");
    expect(second).not.toBe(first);
    expect((await accept(first, "twice@example.vn")).status).toBe(404);
    expect((await accept(second, "twice@example.vn")).status).toBe(200);
    const used = await accept(second, "twice@example.vn");
    expect(used.status).toBe(400);
    expect(used.body.message).toBe("invite_used");

    await as(owner, "POST", "agency/member", { email: "late@example.vn", role: "finance", services: [] });
    const late = await latestResetCode(server.url, "late@example.vn");
    const db = new SQLite(path.join(server.dataDir, "marketplace.db"));
    try {
      db.prepare("update members set invite_expires_at = ? where email = ?").run(
        new Date(Date.now() - 1000).toISOString(),
        "late@example.vn",
      );
    } finally {
      db.close();
    }
    const expired = await accept(late, "late@example.vn");
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe("invite_expired");
    // another e-mail's right code is no code at all
    expect((await accept(late, "someone@example.vn")).status).toBe(404);
  });

  it("makes one member of a double invitation", async () => {
    const body = { email: "double@example.vn", role: "manager", services: [] };
    const replies = await Promise.all([0, 1, 2].map(() => as(owner, "POST", "agency/member", body)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(replies.filter((r) => r.status === 409).every((r) => r.body.message === "member_exists")).toBe(true);
    expect((await membersOf(owner)).filter((m) => m.email === "double@example.vn")).toHaveLength(1);
  });
});
