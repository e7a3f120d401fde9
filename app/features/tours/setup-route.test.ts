import { describe, expect, it } from "vitest";
import { setupPageOf } from "./setup-route";

describe("setupPageOf: which price setup page fits a tour", () => {
  it.each([
    ["package", null, "price-table"],
    ["package", "default", "price-table"],
    ["team_building", null, "optional-group-size"],
    ["default", "group_size", "optional-group-size"],
    ["combo", "group_size", "optional-group-size"],
    ["group", null, "calendar-group-option"],
    ["combo", "flexi", "price-table"],
    ["default", "default", "age"],
    ["default", null, "age"],
    ["combo", "default", "age"],
    ["ticket", null, "age"],
    ["something-new", null, "age"],
  ])("%s with %s → %s", (type, optional_type, page) => {
    expect(setupPageOf({ type, optional_type })).toBe(page);
  });
});
