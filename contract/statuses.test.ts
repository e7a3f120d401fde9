import { describe, expect, it } from "vitest";
import { OTHER_SIDE_EVENTS } from "./booking-transitions";
import { allServices, uncataloguedStatuses } from "./services";
import {
  allStatuses,
  CONTACTS_LOCKED_STATUSES,
  doneStatuses,
  ENDED_STATUSES,
  GOING_AHEAD_STATUSES,
  isNotStarted,
  isStatus,
  PAID_STATUSES,
  statusColour,
  statusLabelKey,
  STOCK_BACK_STATUSES,
} from "./statuses";

const sorted = (s: Iterable<string>) => [...s].sort();

describe("the status catalogue", () => {
  it("names each status once", () => {
    const ids = allStatuses().map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("is every status a service's tabs, list or transition table names, and every status the other side's steps lead from or to", () => {
    for (const d of allServices()) expect(uncataloguedStatuses(d), d.id).toEqual([]);
    for (const e of Object.values(OTHER_SIDE_EVENTS))
      for (const s of [...e.from, e.to]) expect(isStatus(s), s).toBe(true);
  });

  // the sets as the two sides kept them by hand before (tours-cruises §4, hotels-bikes-transport §4)
  it("derives the sets the two sides read", () => {
    expect(sorted(ENDED_STATUSES)).toEqual(sorted(["cancelled", "abandoned", "refunded", "trash"]));
    expect(sorted(STOCK_BACK_STATUSES)).toEqual(sorted(["cancelled", "abandoned", "refunded", "trash", "not-come"]));
    expect(sorted(PAID_STATUSES)).toEqual(
      sorted([
        "paid",
        "confirmed",
        "agency_begin",
        "begin",
        "agency_completed",
        "completed",
        "not-come",
        "cancelled",
        "refunded",
      ]),
    );
    expect(sorted(CONTACTS_LOCKED_STATUSES)).toEqual(
      sorted(["completed", "agency_completed", "abandoned", "cancelled", "refunded"]),
    );
    expect([...GOING_AHEAD_STATUSES]).toEqual(["paid", "confirmed", "agency_begin", "begin"]);
    expect(
      allStatuses()
        .filter((s) => isNotStarted(s.id))
        .map((s) => s.id),
    ).toEqual(["paid", "confirmed"]);
    expect(sorted(doneStatuses())).toEqual(
      sorted(["completed", "agency_completed", "abandoned", "cancelled", "refunded", "not-come", "trash"]),
    );
  });

  it("gives each status its tag colour and label key; a word it does not know is grey and still looked up", () => {
    expect(statusColour("paid")).toBe("blue");
    expect(statusColour("not-come")).toBe("orange");
    expect(statusColour("trash")).toBe("dark");
    expect(statusColour("no-such")).toBe("gray");
    expect(statusLabelKey("wait-confirm")).toBe("common:status.wait-confirm");
    expect(statusLabelKey("no-such")).toBe("common:status.no-such");
  });
});
