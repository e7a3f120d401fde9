import { describe, expect, it } from "vitest";
import { restartDelay, workerRole, workerTag } from "./workers.server";

describe("workers", () => {
  it("replaces a worker that keeps dying later and later, up to 30 s (no fork loop)", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
  it("a process that is not a cluster child serves alone, untagged", () => {
    expect(workerRole()).toBeNull();
    expect(workerTag()).toBe("");
  });
});
