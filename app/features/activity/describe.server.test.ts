// An activity entry in a person's words, in both languages: every kind of the catalogue has words of
// its own (a status change in the status catalogue's, a desk step in the desk's), and what changed
// never shows a raw status, role, field name or JSON.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInstance, type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { activityKinds, type ActivityEntry } from "@contract/activity";
import { describeEntry, kindWords } from "./describe.server";

const ts: Record<string, TFunction> = {};
beforeAll(async () => {
  for (const lng of ["vi", "en"]) {
    const dir = path.resolve("locales", lng);
    const resources = Object.fromEntries(
      readdirSync(dir).map((f) => [f.replace(/\.json$/, ""), JSON.parse(readFileSync(path.join(dir, f), "utf8"))]),
    );
    const i18n = createInstance();
    await i18n.init({
      lng,
      resources: { [lng]: resources },
      defaultNS: "common",
      interpolation: { escapeValue: false },
    });
    ts[lng] = i18n.t;
  }
});

const entry = (over: Partial<ActivityEntry>): ActivityEntry => ({
  _id: "e1",
  at: "2026-03-01T02:30:00.000Z",
  actor: { kind: "member", _id: "u1", name: "Trần Thị Mai", email: "mai@demo.vn" },
  kind: "booking.confirmed",
  service: "tour",
  target: { kind: "booking", _id: "b1", label: "TOUR-ABC123", listing: null },
  summary: { from: "paid", to: "confirmed" },
  ...over,
});

describe("activity kinds in words", () => {
  for (const lng of ["vi", "en"])
    it(`every kind of the catalogue has its own words (${lng})`, () => {
      const t = ts[lng]!;
      const said = activityKinds().map((k) => kindWords(t, k));
      for (const [i, words] of said.entries()) {
        const kind = activityKinds()[i]!;
        expect(words, kind).not.toBe(t("activity:kindOther"));
        expect(words, kind).not.toMatch(/[a-z]+[._][a-z]+|activity:/);
      }
      // two kinds never read the same (two spellings of one status, wait_paid and wait-paid, share the status's words)
      const others = said.filter((_, i) => !activityKinds()[i]!.startsWith("booking.wait"));
      expect(new Set(others).size).toBe(others.length);
    });

  for (const lng of ["vi", "en"])
    it(`every group of kinds the filter offers has its words (${lng})`, () => {
      for (const about of new Set(activityKinds().map((k) => k.slice(0, k.indexOf("."))))) {
        expect(ts[lng]!(`activity:group.${about}`, { defaultValue: "" }), about).not.toBe("");
      }
    });
});

describe("an entry described", () => {
  it("says who, when in Vietnam time, what and from → to in the statuses' words", () => {
    const r = describeEntry(ts.en!, entry({}));
    expect(r).toMatchObject({
      who: "Trần Thị Mai",
      when: "01/03/2026 - 09:30",
      what: "Booking set to Confirmed",
      service: "Tour",
      // a booking by the code it is shown with everywhere (the product part before its uid)
      target: { label: expect.stringMatching(/^[A-Z]+-TOUR-ABC123$/), href: "/tour/booking/b1" },
    });
    expect(r.details).toEqual(["Paid → Confirmed"]);
    expect(describeEntry(ts.vi!, entry({})).what).toBe("Đơn chuyển sang Đã xác nhận");
  });

  it("names a customer's and the marketplace's changes in words, a reason and a code as written", () => {
    const t = ts.en!;
    const cancelled = describeEntry(
      t,
      entry({
        actor: { kind: "customer", _id: null, name: null, email: null },
        kind: "booking.cancelled",
        summary: { from: "confirmed", to: "cancelled", reason: "Flight moved" },
      }),
    );
    expect(cancelled.who).toBe("Customer");
    expect(cancelled.details).toEqual(["Confirmed → Cancelled", "Reason: Flight moved"]);
    const paid = describeEntry(
      t,
      entry({
        actor: { kind: "marketplace", _id: null, name: null, email: null },
        kind: "transfer_code.recorded",
        summary: { code: "FT123" },
      }),
    );
    expect([paid.who, paid.what, paid.details]).toEqual([
      "Marketplace",
      "Transfer code recorded",
      ["Transfer code: FT123"],
    ]);
  });

  it("leaves out what has no words: an unknown status, role or key, a field's name, JSON", () => {
    const r = describeEntry(
      ts.en!,
      entry({
        kind: "listing.saved",
        service: "hotel",
        target: { kind: "listing", _id: "h1", label: "Sea View", listing: "room" },
        // a marketplace newer than the app may send what it does not know: none of it is printed
        summary: { from: "weird", to: "admin", fields: ["name", "translations.en.name"], extra: { a: 1 } } as never,
      }),
    );
    expect(r.details).toEqual(["2 fields changed"]);
    expect(JSON.stringify(r)).not.toMatch(/weird|admin|translations|"a":1/);
    // a listing links only when the record is the service's own listing (a room has no page of its own id)
    expect(r.target.href).toBeNull();
  });

  it("says a role change, a contact change, a payout and a calendar's days in words", () => {
    const t = ts.en!;
    const role = describeEntry(
      t,
      entry({
        kind: "member.role_changed",
        service: null,
        target: { kind: "member", _id: "m1", label: "Lan", listing: null },
        summary: { from: "manager", to: "finance" },
      }),
    );
    expect([role.what, role.details]).toEqual(["Team member's role changed", ["Manager → Finance"]]);
    const contacts = describeEntry(
      t,
      entry({ kind: "booking.contacts_changed", summary: { contacts: { tour_guide: "Lê Văn Tám" } } }),
    );
    expect(contacts.details).toEqual(["Contact people: Lê Văn Tám"]);
    const payout = describeEntry(
      t,
      entry({ kind: "payout.recorded", summary: { amount: 1513000, currency: "VND" } }),
      "en",
    );
    expect(payout.details).toEqual(["Amount: 1,513,000 ₫"]);
    const days = describeEntry(
      t,
      entry({ kind: "calendar.scheduled", summary: { start: "2026-03-01", end: "2026-03-31" } }),
    );
    expect(days.details).toEqual(["01/03/2026 – 31/03/2026"]);
  });

  it("links a service's own listing while it exists, never a deleted one", () => {
    const target = { kind: "listing" as const, _id: "h1", label: "Sea View", listing: "hotel" as const };
    expect(describeEntry(ts.en!, entry({ kind: "listing.saved", service: "hotel", target })).target.href).toBe(
      "/hotel/action/h1",
    );
    expect(describeEntry(ts.en!, entry({ kind: "listing.deleted", service: "hotel", target })).target.href).toBeNull();
  });
});
