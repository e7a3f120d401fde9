// spec team.md §Roles, §Screens: the back-office per role. The demo owner invites a manager, a
// reservations member limited to hotels and a finance member through /profile/team (plain form
// posts), each accepts on /invite with the code of the dev mailbox; then each role opens a page it
// may use and one it may not (403 "not part of your role", in the layout, the menu without it), a
// post its role may not make changes nothing, and the invitation form refuses bad input.
import { beforeAll, describe, expect, it } from "vitest";
import { apiToken } from "../support/api";
import { serverForThisFile } from "../support/server";
import { Browserless, loggedIn, marketplaceCall, pageForm, visibleText } from "../support/browserless";
import { text } from "../security/support";
import { backOfficeRoutes } from "../support/routes";
import { pageRefusal, type MemberGrant } from "~/lib/page-guard";

const server = serverForThisFile();
const OWNER = "supplier@demo.vn";
const PASSWORD = "Team@12345";
const run = Date.now().toString(36);
const emailOf = (who: string) => `${who}-${run}@team.test`;

type MemberDoc = { _id: string; email: string; role: string; status: string; services: string[] };

async function members(): Promise<MemberDoc[]> {
  const reply = await marketplaceCall(server.url, "GET", "agency/member", undefined, await apiToken(server.url, OWNER));
  const data = reply.body.data as MemberDoc[] | { docs: MemberDoc[] };
  return Array.isArray(data) ? data : data.docs;
}

async function latestCode(email: string): Promise<string> {
  const { body } = await marketplaceCall(server.url, "GET", `dev/mailbox?email=${encodeURIComponent(email)}`);
  const code = body.data.docs[0]?.code as string | undefined;
  if (!code) throw new Error(`no invitation in the mailbox of ${email}`);
  return code;
}

/** The owner's invitation through the page's form, as a browser without scripts posts it. */
async function invite(owner: Browserless, fields: { email: string; role: string; services?: string[] }) {
  const page = await owner.get("/profile/team");
  const form = pageForm(
    page.html,
    { email: fields.email, role: fields.role, services: fields.services ?? [] },
    "invite",
  );
  form.set("intent", "invite");
  return owner.post("/profile/team", form);
}

/** The invited person's acceptance on /invite: a new browser, logged in once it is done. */
async function accept(email: string, code: string, lng = "en") {
  const b = new Browserless(server.url);
  await b.post("/language", { lng, back: "/login" });
  const landed = await b.post(`/invite?code=${code}&email=${encodeURIComponent(email)}`, {
    code,
    email,
    lastname: "Nguyễn",
    firstname: "Lan",
    password: PASSWORD,
    confirm: PASSWORD,
  });
  return { b, landed };
}

const seen = (html: string) => visibleText(html);
const forbidden = (lng: "en" | "vi") => text(lng, "errors.notYourRole.title");

let owner: Browserless;
const team: Record<"manager" | "desk" | "finance", Browserless> = {} as never;

beforeAll(async () => {
  owner = await loggedIn(server.url, OWNER);
  for (const [who, role, services] of [
    ["manager", "manager", []],
    ["desk", "reservations", ["hotel"]],
    ["finance", "finance", []],
  ] as const) {
    const sent = await invite(owner, { email: emailOf(who), role, services: [...services] });
    expect(sent.url, who).toBe("/profile/team");
    const { b, landed } = await accept(emailOf(who), await latestCode(emailOf(who)));
    // spec team.md §Screens: set name and password, then land on the dashboard logged in; finance has
    // no dashboard (spec team.md §Roles): it lands on the first page of its menu
    expect([landed.status, landed.url], who).toEqual([200, who === "finance" ? "/tour/bookings" : "/"]);
    team[who] = b;
  }
}, 60_000);

describe("the owner", () => {
  it("sees the team with each member's translated role, services and status, and the menu's team link", async () => {
    const page = await owner.get("/profile/team");
    expect(page.status).toBe(200);
    const words = seen(page.html);
    for (const who of ["manager", "desk", "finance"]) expect(words).toContain(emailOf(who));
    expect(words).toContain(text("en", "role.reservations"));
    expect(words).toContain(text("en", "team:service.hotel"));
    expect(words).toContain(text("en", "team:status.active"));
    expect(page.html).toContain('href="/profile/team"');
    // the layout says who is logged in and their role
    expect(/data-testid="account-role"[^>]*>([^<]*)</.exec(page.html)?.[1]).toBe(text("en", "role.owner"));
  });
});

describe("a manager", () => {
  it("uses the listings and statistics, but not the team: 403 not part of your role, in both languages", async () => {
    expect((await team.manager.get("/tour/statistic")).status).toBe(200);
    const home = await team.manager.get("/");
    expect(/data-testid="account-role"[^>]*>([^<]*)</.exec(home.html)?.[1]).toBe(text("en", "role.manager"));
    expect(home.html).not.toContain('href="/profile/team"');
    const refused = await team.manager.get("/profile/team");
    expect(refused.status).toBe(403);
    expect(seen(refused.html)).toContain(forbidden("en"));
    await team.manager.post("/language", { lng: "vi", back: "/" });
    const vi = await team.manager.get("/profile/team");
    expect([vi.status, seen(vi.html).includes(forbidden("vi"))]).toEqual([403, true]);
    await team.manager.post("/language", { lng: "en", back: "/" });
  });

  it("cannot invite: the post answers 403 and nobody is added", async () => {
    const before = (await members()).length;
    const posted = await team.manager.post("/profile/team", {
      intent: "invite",
      email: emailOf("sneaky"),
      role: "owner",
    });
    expect(posted.status).toBe(403);
    expect(await members()).toHaveLength(before);
  });
});

describe("a reservations member limited to hotels", () => {
  it("sees the hotel's bookings and nothing of the other services nor the statistics", async () => {
    const home = await team.desk.get("/");
    expect(home.html).toContain('href="/hotel/bookings"');
    for (const href of ["/tour", "/tour/bookings", "/transport/services", "/hotel/statistic", "/profile/team"])
      expect(home.html, href).not.toContain(`href="${href}"`);
    expect((await team.desk.get("/hotel/bookings")).status).toBe(200);
    for (const url of ["/tour/bookings", "/hotel/statistic-revenue", "/profile/agency", "/bike/bookings"]) {
      const page = await team.desk.get(url);
      expect(page.status, url).toBe(403);
      expect(seen(page.html), url).toContain(forbidden("en"));
    }
  });
});

describe("a reservations member's calendar work on a listing page", () => {
  it("schedules a room's sales calendar on the hotel's rooms page, but cannot delete the room", async () => {
    const token = await apiToken(server.url, OWNER);
    const api = (path: string) => marketplaceCall(server.url, "GET", path, undefined, token);
    const hotels = (await api("hotel/hotel?perPage=50")).body.data.docs as { _id: string }[];
    let found: { hotel: string; room: string } | undefined;
    for (const h of hotels) {
      const rooms = (await api(`hotel/room?hotel=${h._id}`)).body.data.docs as { _id: string }[];
      if (rooms[0]) found = { hotel: h._id, room: rooms[0]._id };
      if (found) break;
    }
    expect(found).toBeTruthy();
    const page = `/hotel/${found!.hotel}/rooms?room=${found!.room}`;
    expect((await team.desk.get(page)).status).toBe(200);
    // spec team.md §Roles: reservations schedule calendars (a preview, then the days), listings read only
    const day = new Date(Date.now() + 200 * 86400_000).toISOString().slice(0, 10);
    const dmy = day.split("-").reverse().join("/");
    const schedule = (step: string) =>
      team.desk.post(`${page}&modal=schedule`, {
        intent: "schedule",
        step,
        dateStart: dmy,
        dateEnd: dmy,
        available: "2",
        price: "900000",
      });
    expect((await schedule("preview")).status).toBe(200);
    const applied = await schedule("apply");
    expect(applied.status, seen(applied.html).slice(0, 300)).toBe(200);
    const days = (await api(`hotel/calendar?room=${found!.room}&from=${day}&to=${day}`)).body.data as {
      calendars: { date: string }[];
    };
    expect(days.calendars.map((d) => d.date)).toEqual([day]);

    const removal = await team.desk.post(page, { intent: "delete", id: found!.room });
    expect(removal.status).toBe(403);
    expect(seen(removal.html)).toContain(forbidden("en"));
    expect((await api(`hotel/room/${found!.room}`)).status).toBe(200);
  });
});

describe("every route of the back-office, walked per role", () => {
  // the demo supplier sells every service: what a member may not open is its role's doing alone
  const flags = { is_tour: true, is_cruise: true, is_hotel: true, is_transport: true, is_bike: true };
  const routes = backOfficeRoutes();

  it("answers 403 not part of your role on each page the role may not open (GET)", async () => {
    const desk: MemberGrant = { role: "reservations", services: ["hotel"] };
    const refused = routes.filter((r) => pageRefusal(flags, desk, r.url, "GET") === "notYourRole");
    // the walk reaches other services' pages, the statistics, the profile and the team
    expect(refused.map((r) => r.url)).toEqual(
      expect.arrayContaining(["/tour/bookings", "/hotel/statistic", "/profile/agency", "/profile/team"]),
    );
    for (const { file, url } of refused) {
      const page = await team.desk.get(url);
      expect(page.status, url).toBe(403);
      if (file.endsWith(".tsx")) expect(seen(page.html), url).toContain(forbidden("en"));
    }
  });

  it("answers 403 to each post the role may not make (finance writes nothing)", async () => {
    const finance: MemberGrant = { role: "finance", services: [] };
    const posts = routes.filter((r) => r.hasAction && pageRefusal(flags, finance, r.url, "POST") === "notYourRole");
    expect(posts.map((r) => r.url)).toEqual(expect.arrayContaining(["/tour/action", "/profile/team"]));
    for (const { url } of posts) {
      const posted = await team.finance.post(url, { intent: "save", id: "", name: "Finance was here" });
      expect(posted.status, url).toBe(403);
    }
  });
});

describe("a finance member", () => {
  it("reads revenue and a booking, but its post to confirm one answers 403 and changes nothing", async () => {
    expect((await team.finance.get("/hotel/statistic-revenue")).status).toBe(200);
    const token = await apiToken(server.url, OWNER);
    const list = await marketplaceCall(server.url, "GET", "hotel/order?perPage=100", undefined, token);
    const waiting = (list.body.data.docs as { _id: string; status: string }[]).find((o) => o.status === "wait-confirm");
    expect(waiting, "a demo stay waiting for confirmation").toBeTruthy();
    const path = `/hotel/booking/${waiting!._id}`;
    expect((await team.finance.get(path)).status).toBe(200);
    const posted = await team.finance.post(`${path}?do=confirmed`, { intent: "confirmed" });
    expect(posted.status).toBe(403);
    expect(seen(posted.html)).toContain(forbidden("en"));
    const after = await marketplaceCall(server.url, "GET", `hotel/order/${waiting!._id}`, undefined, token);
    expect(after.body.data.status).toBe("wait-confirm");
  });
});

describe("the invitation form", () => {
  it("refuses bad input with translated messages and adds nobody", async () => {
    const before = (await members()).length;
    for (const [fields, key] of [
      [{ email: "not-an-email", role: "manager" }, "validation:invalid_email"],
      [{ email: emailOf("x1"), role: "superuser" }, "validation:invalid_choice"],
      [{ email: emailOf("x2"), role: "" }, "validation:required"],
      [{ email: emailOf("x3"), role: "finance", services: "spaceship" }, "validation:invalid_choice"],
    ] as const) {
      const page = await owner.post("/profile/team", { intent: "invite", ...fields });
      expect(page.status, JSON.stringify(fields)).toBe(200);
      expect(seen(page.html), JSON.stringify(fields)).toContain(text("en", key));
    }
    expect(await members()).toHaveLength(before);
  });

  it("says an e-mail already in the team is one, and a double post adds one member", async () => {
    const page = await owner.get("/profile/team");
    const form = pageForm(page.html, { email: emailOf("twice"), role: "finance", services: [] }, "invite");
    form.set("intent", "invite");
    const [a, b] = await Promise.all([owner.post("/profile/team", form), owner.post("/profile/team", form)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await members()).filter((m) => m.email === emailOf("twice"))).toHaveLength(1);
    const again = await invite(owner, { email: emailOf("manager"), role: "finance" });
    expect(seen(again.html)).toContain(text("en", "team:refused.memberExists"));
  });

  it("re-sends an invitation with a new code from the row's button; the old code is refused", async () => {
    const invited = (await members()).find((m) => m.email === emailOf("twice"))!;
    const old = await latestCode(emailOf("twice"));
    const page = await owner.get("/profile/team");
    expect(page.html).toContain('data-testid="member-resend"');
    const resent = await owner.post("/profile/team", { intent: "resend", id: invited._id });
    expect(resent.url).toBe("/profile/team");
    expect(seen(resent.html)).toContain(text("en", "team:resent"));
    const fresh = await latestCode(emailOf("twice"));
    expect(fresh).not.toBe(old);
    const refused = await accept(emailOf("twice"), old);
    expect(refused.landed.url).toContain("/invite");
    expect((await accept(emailOf("twice"), fresh)).landed.url).toBe("/tour/bookings");
  });
});

describe("the invitation's acceptance", () => {
  it("refuses a wrong or used code with its words", async () => {
    const wrong = await accept(emailOf("nobody"), "WRONGcode1234");
    expect(wrong.landed.url).toContain("/invite");
    expect(seen(wrong.landed.html)).toContain(text("en", "team:accept.wrongCode"));
    const used = await accept(emailOf("manager"), await latestCode(emailOf("manager")));
    expect(used.landed.url).toContain("/invite");
    const words = seen(used.landed.html);
    expect(
      [text("en", "team:accept.used"), text("en", "team:accept.wrongCode")].some((w) => words.includes(w)),
      words,
    ).toBe(true);
    // a link without a code of the right shape says so without a form
    const bad = await new Browserless(server.url).get("/invite?code=%3Cscript%3E");
    expect(bad.status).toBe(200);
    expect(bad.html).toContain('data-testid="invite-bad-link"');
  });
});

describe("a change and a revocation", () => {
  it("a role change applies on the member's next request; a revoked member's next request lands on /login", async () => {
    const all = await members();
    const manager = all.find((m) => m.email === emailOf("manager"))!;
    const changed = await owner.post(`/profile/team?member=${manager._id}`, {
      intent: "update",
      id: manager._id,
      role: "finance",
    });
    expect(changed.url).toBe("/profile/team");
    expect((await team.manager.get("/tour/action")).status).toBe(403);
    expect((await team.manager.get("/tour/statistic-revenue")).status).toBe(200);

    const finance = all.find((m) => m.email === emailOf("finance"))!;
    const dialog = await owner.get(`/profile/team?confirm=revoke&id=${finance._id}`);
    expect(dialog.html).toContain('data-testid="confirm-dialog"');
    const revoked = await owner.post("/profile/team", { intent: "revoke", id: finance._id });
    expect(revoked.url).toBe("/profile/team");
    expect((await members()).find((m) => m._id === finance._id)?.status).toBe("revoked");
    const next = await team.finance.get("/hotel/statistic-revenue");
    expect(next.url).toMatch(/^\/login/);
  });

  it("another supplier's member id answers not found", async () => {
    const page = await owner.get("/profile/team?member=aaaaaaaaaaaaaaaaaaaaaaaa");
    expect(page.status).toBe(404);
    const posted = await owner.post("/profile/team", { intent: "revoke", id: "aaaaaaaaaaaaaaaaaaaaaaaa" });
    expect(posted.status).toBe(404);
  });
});
