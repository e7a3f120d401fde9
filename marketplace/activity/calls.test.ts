// The one rule of what each write records (calls.ts): every write call of the OpenAPI document —
// which openapi.test.ts checks is every call the routers answer — falls under a rule, so a new write
// cannot forget its activity entry.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isActivityKind } from "@contract/activity";
import { openApiDocument } from "../openapi";
import { callRecord, listingRecordOf } from "./calls";

const WRITES = ["post", "put", "patch", "delete"];
const writeCalls = () =>
  Object.entries(openApiDocument({ devCalls: true }).paths as Record<string, Record<string, unknown>>).flatMap(
    ([path, ops]) => Object.keys(ops).flatMap((m) => (WRITES.includes(m) ? [[m.toUpperCase(), path] as const] : [])),
  );

describe("callRecord", () => {
  it("says what every write call of the OpenAPI document records, or why it records nothing", () => {
    const calls = writeCalls();
    expect(calls.length).toBeGreaterThan(60);
    const unclassified = calls.filter(([m, p]) => !callRecord(m, p)).map(([m, p]) => `${m} ${p}`);
    expect(unclassified).toEqual([]);
    for (const [m, p] of calls) {
      const rule = callRecord(m, p)!;
      if (rule.by === "call") expect(isActivityKind(rule.kind), `${m} ${p}: ${rule.kind}`).toBe(true);
      // a listing's entry says which record it is (the app links a service's own listing)
      if (rule.by === "call" && rule.target === "listing") expect(listingRecordOf(p), `${m} ${p}`).not.toBeNull();
    }
  });

  it("names a listing's record from its path: the service's own listing or one of its parts", () => {
    expect(listingRecordOf("/tour/tour/x")).toBe("tour");
    expect(listingRecordOf("/tour/tour/x", { type: "cruise" })).toBe("cruise");
    expect(listingRecordOf("/hotel/room/x")).toBe("room");
    expect(listingRecordOf("/transport/option")).toBe("vehicle");
    expect(listingRecordOf("/tour/option-group-size/x")).toBe("group_size");
    expect(listingRecordOf("/tour/price-package")).toBe("price_package");
    expect(listingRecordOf("/loyalty/points")).toBeNull();
  });

  it("finds no rule for a write call it has never seen, so the walk above fails on it", () => {
    expect(callRecord("POST", "/loyalty/points")).toBeNull();
    expect(callRecord("GET", "/tour/tour")).toBeNull();
  });

  it("classifies each kind of write by its path: listings, calendars, bookings, profile, and the rest", () => {
    expect(callRecord("POST", "/tour/tour")).toMatchObject({ by: "call", kind: "listing.created" });
    expect(callRecord("PATCH", "/hotel/room/abc")).toMatchObject({ by: "call", kind: "listing.saved" });
    expect(callRecord("DELETE", "/bike/unit/abc")).toMatchObject({ by: "call", kind: "listing.deleted" });
    expect(callRecord("PATCH", "/tour/age/{id}")).toMatchObject({ by: "call", kind: "listing.saved" });
    expect(callRecord("POST", "/cruise/cabin-calendar")).toMatchObject({ by: "call", kind: "calendar.scheduled" });
    expect(callRecord("PATCH", "/tour/group-calendar/x")).toMatchObject({ kind: "calendar.day_changed" });
    expect(callRecord("POST", "/hotel/calendar/delete-calendar")).toMatchObject({ kind: "calendar.deleted" });
    expect(callRecord("POST", "/hotel/calendar/bulk")).toMatchObject({ kind: "calendar.bulk_changed" });
    expect(callRecord("PATCH", "/agency/update/x")).toMatchObject({ by: "call", kind: "profile.saved" });
    expect(callRecord("PATCH", "/user/update/x")).toMatchObject({ by: "call", kind: "profile.saved" });
    for (const p of [
      "/order/x",
      "/hotel/order/x",
      "/hotel/order/x/check-in",
      "/bike/order/x/return",
      "/transport/order/x",
    ])
      expect(callRecord("PATCH", p), p).toMatchObject({ by: "write" });
    expect(callRecord("POST", "/transaction")).toMatchObject({ by: "write" });
    expect(callRecord("POST", "/agency/member")).toMatchObject({ by: "write" });
    expect(callRecord("POST", "/auth/login")).toMatchObject({ by: "none", because: "auth" });
    expect(callRecord("POST", "/tour/image")).toMatchObject({ by: "none", because: "upload" });
    expect(callRecord("POST", "/dev/scale")).toMatchObject({ by: "none", because: "dev" });
    expect(callRecord("POST", "/dev/order/x/pay")).toMatchObject({ by: "write" });
  });
});

describe("a booking's writes", () => {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = path.join(dir, f);
      return statSync(p).isDirectory() ? walk(p) : [p];
    });
  it("write a booking's history row only through writeOrderEvent (its activity entry beside it); seeds aside", () => {
    const writers = walk("marketplace")
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.includes("migrations"))
      .filter((f) =>
        /insertInto\("order_events"\)|insertBatched\(\s*trx,\s*"order_events"/.test(readFileSync(f, "utf8")),
      )
      .map((f) => f.split(path.sep).join("/"));
    // the demo and bench seeds write their rows in bulk; activity/seed.ts and dev/scale give them their entries
    const seeds = (f: string) => /(seed|scale)\.ts$/.test(f);
    expect(writers.filter((f) => !seeds(f))).toEqual(["marketplace/bookings/order-event.ts"]);
  });
});
