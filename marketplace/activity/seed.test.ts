// The demo bookings' history (seed.ts): each final status is reached by its service's own steps.
import { describe, expect, it } from "vitest";
import { BIKE, HOTEL, TOUR } from "@contract/services";
import { pathTo } from "./seed";

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
