// The bookings list's sort and status in the URL (hotels-bikes-transport §2: transport sorts by pickup
// and created date, hotels by created date; every list filters by status).
import { describe, expect, it } from "vitest";
import { BIKE, HOTEL, TOUR, TRANSPORT } from "@contract/services";
import { chosenDue, chosenSort, chosenStatus, SORTS, sortsOf, statusesOf } from "./query";

const params = (s: string) => new URLSearchParams(s);

describe("list sort", () => {
  it("offers pickup sorts only where the day is a pickup instant; hotels sort by created date", () => {
    expect(sortsOf(TRANSPORT)).toEqual(["created_desc", "created_asc", "pickup_asc", "pickup_desc"]);
    expect(sortsOf(HOTEL)).toEqual(["created_desc", "created_asc"]);
    expect(sortsOf(TOUR)).toEqual([]);
  });
  it("reads the chosen sort, newest first for anything else", () => {
    expect(chosenSort(params("sort=pickup_asc"), TRANSPORT)).toBe("pickup_asc");
    expect(SORTS[chosenSort(params("sort=pickup_desc"), TRANSPORT)]).toEqual({ date_pickup: -1 });
    expect(chosenSort(params("sort=pickup_asc"), TOUR)).toBe("created_desc");
    expect(chosenSort(params("sort=pickup_asc"), HOTEL)).toBe("created_desc");
    expect(SORTS[chosenSort(params("sort=created_asc"), HOTEL)]).toEqual({ created_at: 1 });
    expect(chosenSort(params("sort=total"), TRANSPORT)).toBe("created_desc");
    expect(chosenSort(params(""), TRANSPORT)).toBe("created_desc");
  });
});

describe("list narrowed to a dashboard figure (due)", () => {
  it("reads the figures the dashboard links to, and nothing else", () => {
    for (const due of ["confirm", "stuck", "start", "end", "complete"])
      expect(chosenDue(params(`due=${due}`))).toBe(due);
    for (const q of ["", "due=", "due=paid", "due=CONFIRM", "due=__proto__"]) expect(chosenDue(params(q))).toBeNull();
  });
});

describe("list status", () => {
  it("filters by the statuses a booking of the service can be in, never a word no booking gets", () => {
    // a bike rental in progress can be listed (started by the supplier, started)
    expect(statusesOf(BIKE)).toEqual(expect.arrayContaining(["agency_begin", "begin", "agency_completed", "paid"]));
    // hotels: their tabs, and what their table and the other side reach (refunded, abandoned)
    expect(statusesOf(HOTEL)).toEqual([...HOTEL.statuses.statistic, "abandoned", "refunded"]);
    for (const never of ["processing", "fulfill", "change_room"]) expect(statusesOf(HOTEL)).not.toContain(never);
    for (const s of [TOUR, HOTEL, BIKE, TRANSPORT])
      for (const status of statusesOf(s)) expect(s.statuses.all, `${s.id} ${status}`).toContain(status);
  });
  it("reads the chosen status, every status for anything else", () => {
    expect(chosenStatus(params("status=begin"), BIKE)).toBe("begin");
    expect(chosenStatus(params("status=wait-confirm"), HOTEL)).toBe("wait-confirm");
    expect(chosenStatus(params("status=begin"), HOTEL)).toBe("");
    expect(chosenStatus(params("status=%3Cx%3E"), BIKE)).toBe("");
    expect(chosenStatus(params(""), BIKE)).toBe("");
  });
});
