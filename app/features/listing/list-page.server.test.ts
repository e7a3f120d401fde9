import { describe, expect, it } from "vitest";
import type { Envelope } from "~/lib/marketplace.server";
import { listBackPath, listPage } from "./list-page.server";

const rows = [{ _id: "a" }, { _id: "b" }];
const ok = (total = 2): Envelope<{ docs: { _id: string }[]; total: number }> => ({
  code: 200,
  message: "",
  data: { docs: rows, total },
});

describe("listPage (spec §2: every listing's list)", () => {
  it("shows a failed load as a warning above an empty list, the page still usable", () => {
    const failed = { code: 500, message: "", data: null };
    expect(listPage(new URL("http://x/tour"), 1, failed, "listing:loadFailed")).toEqual({
      rows: [],
      total: 0,
      warning: "listing:loadFailed",
      confirm: null,
    });
  });

  it("names the row a delete confirmation asks about, only on this page", () => {
    const page = listPage(new URL("http://x/tour?confirm=delete&id=b"), 1, ok(), "w");
    expect(page).toMatchObject({ total: 2, warning: null, confirm: { _id: "b" } });
    expect(listPage(new URL("http://x/tour?confirm=delete&id=zz"), 1, ok(), "w").confirm).toBeNull();
  });

  it("sends a page past the end to the last one", () => {
    let thrown: unknown;
    try {
      listPage(new URL("http://x/tour?page=5&name=a"), 5, ok(12), "w");
    } catch (e) {
      thrown = e;
    }
    expect((thrown as Response).headers.get("Location")).toBe("/tour?page=2&name=a");
  });
});

describe("listBackPath", () => {
  it("returns to the same list without its URL states, never off the site", () => {
    const back = listBackPath(new Request("http://x/transport/options?page=2&vehicle=v1&confirm=delete&id=v1"), "/t", [
      "vehicle",
      "confirm",
      "id",
    ]);
    expect(back).toBe("/transport/options?page=2");
    expect(listBackPath(new Request("http://x//evil.com?confirm=delete"), "/tour")).toBe("/tour");
  });
});
