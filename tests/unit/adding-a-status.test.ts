// A new booking status is one entry of the status catalogue and its words (CONTRIBUTING.md "Adding
// a status"): a status known only to this test is registered, and the tags, a service's statistic
// tabs and list filter, and every derived set read it with no other change; until its words are in
// locales/{vi,en}/common.json, the locale check names it.
import { describe, expect, it } from "vitest";
import { registerService, TOUR, type ServiceDescriptor, type ServiceId } from "@contract/services";
import {
  allStatuses,
  CONTACTS_LOCKED_STATUSES,
  describeStatus,
  doneStatuses,
  ENDED_STATUSES,
  GOING_AHEAD_STATUSES,
  PAID_STATUSES,
  registerStatus,
  statusLabelKey,
  STOCK_BACK_STATUSES,
} from "@contract/statuses";
import { tagColour, tagColours } from "~/components/status-tag";
import { tabsOf } from "~/features/bookings/statistic-page.server";
import { statusesOf } from "~/features/bookings/query";
import { statusesWithoutWords } from "../support/status-words";

// a crossing called off at the pier: paid, over, its places back on sale
const DOCKED = describeStatus("docked-off", "grape", {
  paid: true,
  ended: true,
  givesStockBack: true,
  locksContacts: true,
});
const SHIP = {
  ...TOUR,
  id: "ship" as ServiceId, // a test-only service naming the new status
  statuses: { statistic: ["paid", "docked-off", "cancelled"], all: ["paid", "docked-off", "cancelled", "trash"] },
} satisfies ServiceDescriptor;

describe("adding a status", () => {
  it("a service naming a status the catalogue lacks is refused", () => {
    expect(() => registerService({ ...SHIP, id: "raft" as ServiceId })).toThrow(/docked-off/);
  });

  it("one catalogue entry: the sets, the tags, the tabs and the list filter read it", () => {
    registerStatus(DOCKED);
    expect(PAID_STATUSES.has("docked-off")).toBe(true);
    expect(ENDED_STATUSES.has("docked-off")).toBe(true);
    expect(STOCK_BACK_STATUSES.has("docked-off")).toBe(true);
    expect(CONTACTS_LOCKED_STATUSES.has("docked-off")).toBe(true);
    expect(GOING_AHEAD_STATUSES.has("docked-off")).toBe(false);
    expect(doneStatuses()).toContain("docked-off");

    expect(tagColour("docked-off")).toBe("grape");
    expect(tagColours()).toContain("grape");
    expect(statusLabelKey("docked-off")).toBe("common:status.docked-off");

    registerService(SHIP);
    expect(tabsOf(SHIP)).toEqual(["paid", "docked-off", "cancelled"]);
    expect(statusesOf(SHIP)).toContain("docked-off");
  });

  it("without its words in both languages, the locale check names it", () => {
    registerStatus(DOCKED);
    expect(statusesWithoutWords(allStatuses(), "vi")).toEqual(["docked-off"]);
    expect(statusesWithoutWords(allStatuses(), "en")).toEqual(["docked-off"]);
  });
});
