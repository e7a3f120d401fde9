// The dashboard call in production (dev calls off): `at` cannot move its clock (only the dev calls'
// tests may ask about another moment), it needs a live token, and a supplier sees only the services
// its flags allow and only its own records (tours-cruises §3 "Supplier").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInVietnam } from "@contract/calendar";
import { DashboardSchema } from "@contract/api/dashboard";
import { startServer, type RunningServer } from "../support/server";
import { marketplaceCall } from "../support/browserless";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ MARKETPLACE_DEV_CALLS: "off" });
});
afterAll(async () => {
  await server?.stop();
});

async function token(email: string) {
  const { body } = await marketplaceCall(server.url, "POST", "auth/login", {
    type: 0,
    role: "agency",
    email,
    password: "Demo@12345",
  });
  expect(body.code).toBe(200);
  return body.data.token.accessToken as string;
}

describe("GET dashboard with the dev calls off", () => {
  it("answers for now whatever `at` asks", async () => {
    const t = await token("supplier@demo.vn");
    const { body } = await marketplaceCall(server.url, "GET", "dashboard?at=2020-01-01T05:00:00.000Z", undefined, t);
    expect(body.code).toBe(200);
    expect(DashboardSchema.parse(body.data).today).toBe(todayInVietnam());
  });

  it("needs a live token", async () => {
    expect((await marketplaceCall(server.url, "GET", "dashboard")).status).toBe(401);
    expect((await marketplaceCall(server.url, "GET", "dashboard", undefined, "not-a-token")).status).toBe(401);
  });

  it("shows a hotel-and-bike supplier only its hotels and bikes, and none of the other supplier's records", async () => {
    const mine = DashboardSchema.parse(
      (await marketplaceCall(server.url, "GET", "dashboard", undefined, await token("hotelbike@demo.vn"))).body.data,
    );
    expect(mine.services).toEqual(["hotel", "bike"]);
    const rows = [...mine.toConfirm, ...mine.todayItems, ...mine.toComplete, ...mine.runningLow, ...mine.listings];
    expect(rows.every((r) => r.service === "hotel" || r.service === "bike")).toBe(true);
    expect(Object.keys(mine.badges).every((p) => p === "/hotel/bookings" || p === "/bike/bookings")).toBe(true);
    const other = DashboardSchema.parse(
      (await marketplaceCall(server.url, "GET", "dashboard", undefined, await token("supplier@demo.vn"))).body.data,
    );
    const theirs = new Set(
      [...other.toConfirm, ...other.todayItems, ...other.toComplete, ...other.listings].map((r) => r.id),
    );
    expect(rows.filter((r) => "id" in r && theirs.has(r.id))).toEqual([]);
    const items = new Set(other.runningLow.map((l) => l.itemId));
    expect(mine.runningLow.filter((l) => items.has(l.itemId))).toEqual([]);
  });
});
