// The demo bookings' history (seed.ts): each final status is reached by its service's own steps.
import { describe, expect, it } from "vitest";
import { BIKE, HOTEL, TOUR } from "@contract/services";
import { pathTo, stepTimes } from "./seed";

describe("pathTo", () => {
  const tour = TOUR.statuses.all;
  it("walks a tour booking from its payment through each step of the flow", () => {
    expect(pathTo("paid", tour)).toEqual({ created: "paid", steps: [] });
    expect(pathTo("begin", tour)).toEqual({ created: "paid", steps: ["confirmed", "agency_begin", "begin"] });
    expect(pathTo("completed", tour).steps).toEqual([
      "confirmed",
      "agency_begin",
      "begin",
      "agency_completed",
      "completed",
    ]);
    expect(pathTo("cancelled", tour)).toEqual({ created: "paid", steps: ["confirmed", "cancelled"] });
    expect(pathTo("refunded", tour)).toEqual({ created: "paid", steps: ["confirmed", "cancelled", "refunded"] });
    expect(pathTo("abandoned", tour)).toEqual({ created: "wait_paid", steps: ["abandoned"] });
    expect(pathTo("wait_paid", tour)).toEqual({ created: "wait_paid", steps: [] });
  });

  it("keeps to the statuses a service has: a hotel stay, a bike rental", () => {
    for (const d of [HOTEL, BIKE]) {
      const { created, steps } = pathTo("completed", d.statuses.all);
      expect(
        [created, ...steps].every((s) => (d.statuses.all as readonly string[]).includes(s)),
        d.id,
      ).toBe(true);
      expect(steps.at(-1)).toBe("completed");
    }
    const abandoned = pathTo("abandoned", BIKE.statuses.all);
    expect(BIKE.statuses.all as readonly string[]).toContain(abandoned.created);
    expect(abandoned.created).toMatch(/^wait/);
  });
});

describe("stepTimes", () => {
  const H = 3_600_000;
  const created = Date.parse("2026-03-01T02:00:00Z");
  const travel = Date.parse("2026-03-10T01:00:00Z"); // 08:00 in Vietnam
  const now = Date.parse("2026-04-01T00:00:00Z");
  it("confirms hours after the booking, starts on the travel morning, ends that evening", () => {
    const steps = ["confirmed", "agency_begin", "begin", "agency_completed", "completed"];
    const [confirmed, agencyBegin, begin, agencyCompleted, completed] = stepTimes(steps, created, travel, now);
    expect(confirmed).toBe(created + 3 * H);
    expect(agencyBegin).toBe(travel);
    expect(begin! - agencyBegin!).toBe(H / 2);
    expect(agencyCompleted).toBe(travel + 10 * H);
    expect(completed).toBe(travel + 11 * H);
  });

  it("keeps every step in order and before now, even for a booking made moments ago", () => {
    const justNow = now - 60_000;
    const times = stepTimes(["confirmed", "cancelled", "refunded"], justNow - 20 * 60_000, travel, now);
    for (let i = 1; i < times.length; i++) expect(times[i]!).toBeGreaterThan(times[i - 1]!);
    expect(times.at(-1)!).toBeLessThan(now);
  });
});
