// The activity record on the marketplace API (spec team.md §Calls GET activity, and "every write that
// changes a booking, a calendar, a listing, the team or the supplier profile writes its activity
// entry in the same transaction as the change (a refused or failed write leaves none)"): each kind of
// write leaves its entry with its author, a refusal leaves none, GET activity filters and pages, and
// another supplier's entries never show.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInVietnam } from "@contract/calendar";
import { ActivityEntrySchema, type ActivityEntry } from "@contract/activity";
import { serverForThisFile } from "../support/server";
import { apiCaller, apiLogin, type ApiAccount } from "../support/api";
import { marketplaceCall } from "../support/browserless";

const server = serverForThisFile();
const call = apiCaller(server, () => a);
const dev = (method: string, p: string, body?: unknown) => marketplaceCall(server.url, method, `dev/${p}`, body);
let a: ApiAccount; // supplier@demo.vn: tours and cruises
let h: ApiAccount; // hotelbike@demo.vn: hotels and bikes
let b: ApiAccount; // newsupplier@demo.vn
let tourId: string;

beforeAll(async () => {
  a = await apiLogin(server.url, "supplier@demo.vn");
  h = await apiLogin(server.url, "hotelbike@demo.vn");
  b = await apiLogin(server.url, "newsupplier@demo.vn");
  const tours = (await call("GET", "tour/tour?perPage=-1&type=default")).body.data.docs as { _id: string }[];
  tourId = tours[0]!._id;
});

const q = (o: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(o).map(([k, v]) => [k, typeof v === "object" ? JSON.stringify(v) : String(v)]),
  ).toString();
/** GET activity as `who`, its docs checked against the contract's entry schema. */
async function activity(query: Record<string, unknown>, who: ApiAccount = a) {
  const reply = await call("GET", `activity?${q(query)}`, undefined, who);
  expect(reply.body.code, JSON.stringify(reply.body)).toBe(200);
  const docs = (reply.body.data.docs as unknown[]).map((d) => ActivityEntrySchema.parse(d));
  return { docs, total: reply.body.data.total as number, next: reply.body.data.next as string | null };
}
const of = (target: string, who: ApiAccount = a) => activity({ target, perPage: 100 }, who);

const operator = {
  fullname: "Trần Văn Hùng",
  email: "hung@saigondiscovery.vn",
  contact_methods: [{ name: "zalo", value: "0901234567" }],
  note: "",
};
async function paidBooking(): Promise<{ _id: string; uid: string }> {
  const { body } = await dev("POST", "order", {
    service: "tour",
    tour: tourId,
    date_travel: addDays(todayInVietnam(), 3),
    status: "paid",
    items: [{ name: "Người lớn", quantity: 2, price: 1_000_000, commission_type: "percent", commission_value: 15 }],
    contact: { fullname: "Phạm Thị Lan", phone: "+84901234567", email: "lan@example.vn" },
  });
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data;
}
const confirm = (id: string, extra: Record<string, unknown> = {}) =>
  call("PATCH", `order/${id}`, { actUpd: "udpStatus", status: "confirmed", ...extra });

describe("a booking's changes", () => {
  it("a customer's booking, then the supplier's confirmation: one entry each, with author, kind and from → to", async () => {
    const o = await paidBooking();
    const created = (await of(o._id)).docs;
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      actor: { kind: "customer", _id: null },
      kind: "booking.created",
      service: "tour",
      target: { kind: "booking", _id: o._id, label: o.uid },
      summary: { to: "paid" },
    });
    expect((await confirm(o._id, { tour_operator: operator })).body.code).toBe(200);
    const { docs } = await of(o._id);
    expect(docs).toHaveLength(2);
    expect(docs[0]).toMatchObject({
      actor: { kind: "member", _id: a.userId, email: "supplier@demo.vn", name: expect.any(String) },
      kind: "booking.confirmed",
      service: "tour",
      target: { kind: "booking", _id: o._id },
      summary: { from: "paid", to: "confirmed", contacts: { tour_operator: operator.fullname } },
    });
    expect(Date.parse(docs[0]!.at)).toBeGreaterThanOrEqual(Date.parse(docs[1]!.at));
  });

  it("a refused transition (no operator; a replayed confirm) writes none", async () => {
    const o = await paidBooking();
    expect((await confirm(o._id)).body).toMatchObject({ code: 422 });
    expect((await of(o._id)).docs.map((d) => d.kind)).toEqual(["booking.created"]);
    expect((await confirm(o._id, { tour_operator: operator })).body.code).toBe(200);
    expect((await confirm(o._id, { tour_operator: operator })).body.code).toBe(409);
    expect((await of(o._id)).docs.map((d) => d.kind)).toEqual(["booking.confirmed", "booking.created"]);
  });

  it("a cancellation keeps its reason; the operator's refund is the marketplace's", async () => {
    const o = await paidBooking();
    const cancel = { actUpd: "udpStatus", status: "cancelled", reason_cancel: "Khách đổi lịch" };
    expect((await call("PATCH", `order/${o._id}`, cancel)).body.code).toBe(200);
    expect((await dev("POST", `order/${o._id}/refund`, {})).body.code).toBe(200);
    const [refund, cancelled] = (await of(o._id)).docs;
    expect(cancelled).toMatchObject({
      kind: "booking.cancelled",
      actor: { kind: "member" },
      summary: { from: "paid", to: "cancelled", reason: "Khách đổi lịch" },
    });
    expect(refund).toMatchObject({ kind: "booking.refunded", actor: { kind: "marketplace", _id: null } });
  });
});

describe("a calendar, a listing, the profile", () => {
  it("a room calendar's schedule writes its entry; a refused schedule writes none", async () => {
    const hotels = (await call("GET", "hotel/hotel?perPage=1", undefined, h)).body.data.docs as { _id: string }[];
    const rooms = (await call("GET", `hotel/room?hotel=${hotels[0]!._id}`, undefined, h)).body.data.docs;
    const room = (rooms as { _id: string }[])[0]!._id;
    const before = (await activity({ kind: "calendar.scheduled" }, h)).total;
    const dateStart = addDays(todayInVietnam(), 150);
    const schedule = { room, price: 900_000, dateStart, dateEnd: addDays(dateStart, 3), room_available: 2 };
    const first = await call("POST", "hotel/calendar", { ...schedule, exclusion_date: [] }, h);
    expect(first.body.code, JSON.stringify(first.body)).toBe(200);
    // the same days again: 409 schedule_same_date, nothing written
    expect((await call("POST", "hotel/calendar", { ...schedule, exclusion_date: [] }, h)).status).toBe(409);
    const { docs, total } = await activity({ kind: "calendar.scheduled" }, h);
    expect(total).toBe(before + 1);
    expect(docs[0]).toMatchObject({
      actor: { kind: "member", _id: h.userId },
      kind: "calendar.scheduled",
      service: "hotel",
      target: { kind: "calendar" },
      summary: { start: dateStart, end: addDays(dateStart, 3) },
    });
  });

  it("a listing's save writes listing.created / listing.saved / listing.deleted; a refused save writes none", async () => {
    const age = {
      tour: tourId,
      name: "Người cao tuổi",
      translations: { en: { name: "Senior" } },
      price: 800_000,
      min: 60,
      max: 99,
      commission_type: "percent",
      commission_value: 85,
    };
    const added = await call("POST", "tour/age", age);
    expect(added.body.code, JSON.stringify(added.body)).toBe(200);
    const id = added.body.data._id as string;
    expect((await call("PATCH", `tour/age/${id}`, { ...age, price: 850_000 })).body.code).toBe(200);
    expect((await call("PATCH", `tour/age/${id}`, { ...age, price: -1 })).status).toBe(422);
    expect((await call("DELETE", `tour/age/${id}`)).body.code).toBe(200);
    const { docs } = await of(id);
    expect(docs.map((d) => d.kind)).toEqual(["listing.deleted", "listing.saved", "listing.created"]);
    // the deletion's answer is its {_id}: the entry keeps the name the record had
    expect(docs[0]!.target).toMatchObject({ _id: id, label: "Người cao tuổi", listing: "age" });
    expect(docs[1]).toMatchObject({
      actor: { kind: "member", _id: a.userId },
      service: "tour",
      target: { kind: "listing", _id: id, label: "Người cao tuổi", listing: "age" },
      summary: { fields: expect.arrayContaining(["price", "name"]) },
    });
  });

  it("a double post of one form (one Idempotency-Key, sent twice at once) creates one record and one entry", async () => {
    const key = `activity-double-${Date.now().toString(36)}`;
    const post = () =>
      fetch(`${server.url}/api/v1/tour/age`, {
        method: "POST",
        headers: {
          "X-App-Id": "supplier-backoffice",
          "Content-Type": "application/json",
          Authorization: `Bearer ${a.token}`,
          "Idempotency-Key": key,
        },
        body: JSON.stringify({
          tour: tourId,
          name: "Học sinh",
          translations: { en: { name: "Pupil" } },
          price: 500_000,
          min: 6,
          max: 17,
          commission_type: "percent",
          commission_value: 85,
        }),
      }).then(async (r) => (await r.json()) as { code: number; data: { _id: string } });
    const [one, two] = await Promise.all([post(), post()]);
    expect([one.code, two.code]).toEqual([200, 200]);
    expect(two.data._id).toBe(one.data._id);
    expect((await of(one.data._id)).docs.map((d) => d.kind)).toEqual(["listing.created"]);
  });

  it("the user's profile save writes profile.saved; a refused one writes none", async () => {
    const before = (await activity({ kind: "profile.saved" }, b)).total;
    const base = { firstname: "Minh", lastname: "Trần", sex: "male" };
    expect((await call("PATCH", `user/update/${b.userId}`, base, b)).body.code).toBe(200);
    expect((await call("PATCH", `user/update/${b.userId}`, { ...base, firstname: "" }, b)).status).toBe(422);
    const { docs, total } = await activity({ kind: "profile.saved" }, b);
    expect(total).toBe(before + 1);
    expect(docs[0]).toMatchObject({
      actor: { kind: "member", _id: b.userId, email: "newsupplier@demo.vn" },
      target: { kind: "profile", _id: b.userId },
      summary: { fields: ["firstname", "lastname", "sex"] },
    });
  });
});

describe("GET activity", () => {
  it("answers 20 a page, newest first, and pages by number and by cursor alike", async () => {
    const first = await activity({});
    expect(first.docs).toHaveLength(20);
    expect(first.total).toBeGreaterThan(40);
    const second = await activity({ page: 2 });
    const after = await activity({ after: first.next! });
    expect(after.docs.map((d) => d._id)).toEqual(second.docs.map((d) => d._id));
    const all = [...first.docs, ...second.docs];
    for (let i = 1; i < all.length; i++) expect(all[i - 1]!.at >= all[i]!.at).toBe(true);
    expect(new Set(all.map((d) => d._id)).size).toBe(40);
  });

  it("filters by author, service, kind, Vietnam days and target", async () => {
    const byMember = await activity({ actor: a.userId, perPage: 100 });
    expect(byMember.docs.length).toBeGreaterThan(0);
    expect(byMember.docs.every((d) => d.actor._id === a.userId)).toBe(true);
    const byCustomer = await activity({ actor: "customer", perPage: 100 });
    expect(byCustomer.docs.every((d) => d.actor.kind === "customer")).toBe(true);
    const cruises = await activity({ service: "cruise", perPage: 100 });
    expect(cruises.docs.every((d) => d.service === "cruise")).toBe(true);
    const confirmed = await activity({ kind: "booking.confirmed", perPage: 100 });
    expect(confirmed.docs.length).toBeGreaterThan(0);
    expect(confirmed.docs.every((d) => d.kind === "booking.confirmed")).toBe(true);
    const today = todayInVietnam();
    const todays = await activity({ date_range: { start: today, end: today }, perPage: 100 });
    expect(todays.docs.length).toBeGreaterThan(0);
    const vnDay = (iso: string) => new Date(Date.parse(iso) + 7 * 3600_000).toISOString().slice(0, 10);
    expect(todays.docs.every((d) => vnDay(d.at) === today)).toBe(true);
    expect((await activity({ date_range: { start: "2000-01-01", end: "2000-01-02" } })).total).toBe(0);
  });

  it("never shows another supplier's entries: B's target id, B's member id answer nothing to A", async () => {
    const mine = (await activity({ perPage: 100 }, b)).docs;
    expect(mine.length).toBeGreaterThan(0);
    expect((await of(mine[0]!.target._id!, a)).total).toBe(0);
    expect((await activity({ actor: b.userId }, a)).total).toBe(0);
    const bookings = (await activity({ kind: "booking.created", perPage: 100 })).docs as ActivityEntry[];
    expect((await of(bookings[0]!.target._id!, b)).total).toBe(0);
  });

  it("answers 400 to a query it cannot read, never a 500", async () => {
    for (const query of [
      "perPage=0",
      "perPage=501",
      "page=-1",
      "page=abc",
      "kind=booking.eaten",
      "service=spaceship",
      "date_range=%7Bnot%20json",
      'date_range={"start":"2026-02-30"}',
      'date_range={"start":"2026-03-02","end":"2026-03-01"}',
      "actor=a%27%20or%201%3D1",
      "target[$ne]=x",
      "kind=a&kind=b",
      "after=%00",
    ]) {
      const reply = await call("GET", `activity?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body.message, query).toBe("invalid_query");
    }
    expect((await call("GET", "activity")).status).toBe(200);
    expect((await marketplaceCall(server.url, "GET", "activity")).status).toBe(401);
  });

  it("lists the record's authors once each, for the person filter (GET activity/actors)", async () => {
    const reply = await call("GET", "activity/actors");
    expect(reply.body.code).toBe(200);
    const actors = reply.body.data as { kind: string; _id: string | null; name: string | null; email: string | null }[];
    expect(actors).toContainEqual({
      kind: "member",
      _id: a.userId,
      name: expect.any(String),
      email: "supplier@demo.vn",
    });
    expect(actors).toContainEqual({ kind: "customer", _id: null, name: null, email: null });
    expect(actors.filter((x) => x._id === a.userId)).toHaveLength(1);
    // another supplier's authors never show
    expect(actors.some((x) => x._id === b.userId || x._id === h.userId)).toBe(false);
  });

  it("has no call that edits or deletes an entry", async () => {
    const [entry] = (await activity({})).docs;
    for (const method of ["PATCH", "DELETE", "PUT", "POST"])
      expect((await call(method, `activity/${entry!._id}`, {})).status, method).toBe(404);
  });
});
