// The bookings list's sort in the URL (hotels-bikes-transport §2: transport sorts by pickup and created date).
import { describe, expect, it } from "vitest";
import { TOUR, TRANSPORT } from "@contract/services";
import { chosenDue, chosenSort, SORTS, sortsOf } from "./query";

const params = (s: string) => new URLSearchParams(s);

describe("list sort", () => {
  it("offers pickup sorts only where the day is a pickup instant", () => {
    expect(sortsOf(TRANSPORT)).toEqual(["created_desc", "created_asc", "pickup_asc", "pickup_desc"]);
    expect(sortsOf(TOUR)).toEqual([]);
  });
  it("reads the chosen sort, newest first for anything else", () => {
    expect(chosenSort(params("sort=pickup_asc"), TRANSPORT)).toBe("pickup_asc");
    expect(SORTS[chosenSort(params("sort=pickup_desc"), TRANSPORT)]).toEqual({ date_pickup: -1 });
    expect(chosenSort(params("sort=pickup_asc"), TOUR)).toBe("created_desc");
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
