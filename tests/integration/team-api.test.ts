// spec team.md §Roles, §Calls against the real marketplace over HTTP: each demo role × a call it may
// and a call it may not make (403 not_allowed); a hotel-limited reservations member is refused the
// tours; finance reads revenue but cannot confirm a booking; only owners see the bank details and the
// team; an invitation is accepted into a working login; auth/me says who a token is.
import { beforeAll, describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { apiLogin, type ApiAccount } from "../support/api";
import { latestResetCode, marketplaceCall } from "../support/browserless";

const server = serverForThisFile();
const who: Record<string, ApiAccount> = {};
const call = (as: string, method: string, path: string, body?: unknown) =>
  marketplaceCall(server.url, method, path, body, who[as]!.token);

beforeAll(async () => {
  for (const [role, email] of [
    ["owner", "supplier@demo.vn"],
    ["manager", "manager@demo.vn"],
    ["reservations", "reservations@demo.vn"],
    ["finance", "finance@demo.vn"],
  ] as const)
    who[role] = await apiLogin(server.url, email);
});

/** A booking id of the demo supplier's (its first tour booking). */
const firstTourOrder = async () => (await call("owner", "GET", "order?perPage=1")).body.data.docs[0]._id as string;

describe("each role, a call it may and a call it may not make (spec team.md §Roles)", () => {
  it.each([
    ["owner", "GET", "agency/member", 200],
    ["owner", "GET", "transaction/payment-agency", 200],
    ["manager", "GET", "tour/tour", 200],
    ["manager", "GET", "agency/member", 403],
    ["reservations", "GET", "hotel/order", 200],
    ["reservations", "GET", "hotel/today", 200],
    ["reservations", "GET", "order", 403],
    ["reservations", "GET", "tour/tour", 403],
    ["reservations", "GET", "hotel/statistic", 403],
    ["reservations", "GET", "transaction/payment-agency", 403],
    ["finance", "GET", "hotel/statistic-revenue", 200],
    ["finance", "GET", "tour/statistic-revenue", 200],
    ["finance", "GET", "transaction/payment-statistic?service=tour", 200],
    ["finance", "GET", "order", 200],
    ["finance", "GET", "hotel/calendar?room=x", 403],
    ["finance", "GET", "dashboard", 403],
    ["finance", "GET", "dashboard/badges", 200],
  ] as const)("%s %s %s → %i", async (role, method, path, status) => {
    const reply = await call(role, method, path);
    expect(reply.status, JSON.stringify(reply.body).slice(0, 300)).toBe(status);
    if (status === 403) expect(reply.body.message).toBe("not_allowed");
  });

  it("a hotel-limited reservations member may act on hotel bookings, never write a listing", async () => {
    expect((await call("reservations", "POST", "hotel/hotel", {})).body.message).toBe("not_allowed");
    expect((await call("reservations", "GET", "hotel/hotel")).status).toBe(200);
    expect((await call("reservations", "PATCH", "order/x", { actUpd: "udpStatus", status: "confirmed" })).status).toBe(
      403,
    );
  });

  it("finance reads revenue but cannot confirm a booking", async () => {
    const id = await firstTourOrder();
    expect((await call("finance", "GET", `order/${id}`)).status).toBe(200);
    const confirm = await call("finance", "PATCH", `order/${id}`, { actUpd: "udpStatus", status: "confirmed" });
    expect(confirm.status).toBe(403);
    expect(confirm.body.message).toBe("not_allowed");
  });

  it("one booking's history is read with the booking; the whole record is activity.read's", async () => {
    const stay = (await call("reservations", "GET", "hotel/order?perPage=1")).body.data.docs[0]._id as string;
    const history = await call("reservations", "GET", `activity?target=${stay}`);
    expect(history.status, JSON.stringify(history.body).slice(0, 300)).toBe(200);
    expect((await call("reservations", "GET", "activity")).body.message).toBe("not_allowed");
    expect((await call("finance", "GET", "activity")).status).toBe(200);
  });

  it("the dashboard counts only a limited member's services", async () => {
    const owner = await call("owner", "GET", "dashboard");
    const desk = await call("reservations", "GET", "dashboard");
    expect(owner.body.data.services.length).toBeGreaterThan(1);
    expect(desk.body.data.services).toEqual(["hotel"]);
  });
});

describe("bank details and the team are owners' alone", () => {
  it("shows the bank fields to the owner only, and refuses a manager's change of them", async () => {
    const id = who.owner!.agencyId;
    const owner = await call("owner", "GET", `agency/agency/${id}`);
    const manager = await call("manager", "GET", `agency/agency/${id}`);
    expect(owner.body.data).toHaveProperty("bank_name");
    expect(manager.status).toBe(200);
    expect(manager.body.data).not.toHaveProperty("bank_name");
    expect(manager.body.data).not.toHaveProperty("account_number");
    const patch = await call("manager", "PATCH", `agency/update/${id}`, { bank_name: "Mine" });
    expect(patch.status).toBe(403);
    expect(patch.body.message).toBe("not_allowed");
    const after = await call("owner", "GET", `agency/agency/${id}`);
    expect(after.body.data.bank_name).toBe(owner.body.data.bank_name);
  });

  it("lists the team to its owner: the owner and the three demo members", async () => {
    const list = await call("owner", "GET", "agency/member");
    const byEmail = Object.fromEntries(
      list.body.data.docs.map((m: { email: string; role: string; services: string[]; status: string }) => [
        m.email,
        `${m.role} ${m.services.join(",")} ${m.status}`,
      ]),
    );
    expect(byEmail).toEqual({
      "supplier@demo.vn": "owner  active",
      "manager@demo.vn": "manager  active",
      "reservations@demo.vn": "reservations hotel active",
      "finance@demo.vn": "finance  active",
    });
  });
});

describe("auth/me and the invitation", () => {
  it("says who each token is, with its permissions", async () => {
    const me = await call("reservations", "GET", "auth/me");
    expect(me.body.data).toMatchObject({
      user: { email: "reservations@demo.vn" },
      agency: { _id: who.owner!.agencyId, is_hotel: true },
      role: "reservations",
      services: ["hotel"],
    });
    expect(me.body.data.permissions).toContain("bookings.act");
    expect(me.body.data.permissions).not.toContain("listings.write");
  });

  it("invites, accepts into a login of the role, and records the last login", async () => {
    const invited = await call("owner", "POST", "agency/member", {
      email: "Desk.Two@Example.vn",
      role: "reservations",
      services: ["hotel", "bike"],
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    expect(invited.body.data).toMatchObject({ email: "desk.two@example.vn", status: "invited", role: "reservations" });
    const mail = await marketplaceCall(server.url, "GET", "dev/mailbox?email=desk.two@example.vn");
    expect(mail.body.data.docs[0].text).toContain("/invite?code=");
    const code = await latestResetCode(server.url, "desk.two@example.vn");
    const accepted = await marketplaceCall(server.url, "POST", `auth/accept-invite/${code}`, {
      email: "desk.two@example.vn",
      password: "Desk@12345",
      firstname: "Lệ",
      lastname: "Trương",
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const token = accepted.body.data.token.accessToken as string;
    expect((await marketplaceCall(server.url, "GET", "hotel/order", undefined, token)).status).toBe(200);
    expect((await marketplaceCall(server.url, "GET", "transport/order", undefined, token)).status).toBe(403);
    // the app's login: auth/login then agency/lookup answer the member's supplier
    const login = await apiLogin(server.url, "desk.two@example.vn", "Desk@12345");
    expect(login.agencyId).toBe(who.owner!.agencyId);
    const list = await call("owner", "GET", "agency/member");
    const member = list.body.data.docs.find((m: { email: string }) => m.email === "desk.two@example.vn");
    expect(member).toMatchObject({ status: "active", firstname: "Lệ", lastname: "Trương" });
    expect(member.last_login_at).toEqual(expect.any(String));
  });

  it("shows a cruise-only member the cruises' bookings alone on the tours' order path", async () => {
    await call("owner", "POST", "agency/member", {
      email: "cabins@example.vn",
      role: "reservations",
      services: ["cruise"],
    });
    const code = await latestResetCode(server.url, "cabins@example.vn");
    const accepted = await marketplaceCall(server.url, "POST", `auth/accept-invite/${code}`, {
      email: "cabins@example.vn",
      password: "Cabins@12345",
      firstname: "C",
      lastname: "D",
    });
    const token = accepted.body.data.token.accessToken as string;
    const all = await call("owner", "GET", "order?perPage=100");
    const mine = await marketplaceCall(server.url, "GET", "order?perPage=100", undefined, token);
    expect(mine.status).toBe(200);
    const services = new Set(mine.body.data.docs.map((d: { service: string }) => d.service));
    expect([...services]).toEqual(["cruise"]);
    expect(mine.body.data.total).toBeLessThan(all.body.data.total);
    const tour = all.body.data.docs.find((d: { service: string }) => d.service === "tour");
    expect((await marketplaceCall(server.url, "GET", `order/${tour._id}`, undefined, token)).status).toBe(404);
  });

  it("applies a role change on the member's next call", async () => {
    const list = await call("owner", "GET", "agency/member");
    const finance = list.body.data.docs.find((m: { email: string }) => m.email === "finance@demo.vn");
    expect((await call("finance", "GET", "tour/tour")).status).toBe(403);
    const changed = await call("owner", "PATCH", `agency/member/${finance._id}`, { role: "manager", services: [] });
    expect(changed.status).toBe(200);
    expect((await call("finance", "GET", "tour/tour")).status).toBe(200);
    await call("owner", "PATCH", `agency/member/${finance._id}`, { role: "finance", services: [] });
    expect((await call("finance", "GET", "tour/tour")).status).toBe(403);
    // each change is in the activity record, by the owner who made it
    const record = await call("owner", "GET", "activity?kind=member.role_changed");
    expect(record.status).toBe(200);
    const entries = record.body.data.docs.filter((e: { target: { _id: string } }) => e.target._id === finance._id);
    expect(
      entries.map((e: { actor: { email: string }; summary: { from: string; to: string } }) => [
        e.actor.email,
        e.summary.from,
        e.summary.to,
      ]),
    ).toEqual([
      ["supplier@demo.vn", "manager", "finance"],
      ["supplier@demo.vn", "finance", "manager"],
    ]);
  });
});

describe("the activity record, as each member may read it (spec team.md §Roles, §Screens)", () => {
  it("a hotel reservations member reads a hotel booking's history, nothing of a tour booking's, and not the whole record", async () => {
    const record = await call("owner", "GET", "activity?perPage=200");
    type Entry = { service: string | null; target: { kind: string; _id: string } };
    const docs = record.body.data.docs as Entry[];
    const hotelStay = docs.find((e) => e.target.kind === "booking" && e.service === "hotel")!;
    const tourBooking = docs.find((e) => e.target.kind === "booking" && e.service === "tour")!;
    expect(hotelStay && tourBooking).toBeTruthy();

    const stay = await call("reservations", "GET", `activity?target=${hotelStay.target._id}`);
    expect(stay.status).toBe(200);
    expect(stay.body.data.docs.length).toBeGreaterThan(0);
    expect((stay.body.data.docs as Entry[]).every((e) => e.target._id === hotelStay.target._id)).toBe(true);

    const tour = await call("reservations", "GET", `activity?target=${tourBooking.target._id}`);
    expect(tour.status).toBe(200);
    expect(tour.body.data.docs).toEqual([]);

    expect((await call("reservations", "GET", "activity")).status).toBe(403);
    // a record's id of another kind is no booking's history
    const member = docs.find((e) => e.target.kind === "member");
    if (member)
      expect((await call("reservations", "GET", `activity?target=${member.target._id}`)).body.data.docs).toEqual([]);
  });
});
