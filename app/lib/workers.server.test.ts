import { describe, expect, it } from "vitest";
import { restartDelay, workerRole, workersNote, workerTag } from "./workers.server";

describe("workers", () => {
  it("replaces a worker that keeps dying later and later, up to 30 s (no fork loop)", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
  it("says where the number of workers came from, not WEB_CONCURRENCY when it is unset", () => {
    expect(workersNote(3, { by: "WEB_CONCURRENCY" })).toBe("3 workers (WEB_CONCURRENCY=3)");
    expect(workersNote(2, { by: "cores", count: 2, cpus: 2, quota: null })).toBe(
      "2 workers (one per core: 2 cores available; WEB_CONCURRENCY unset)",
    );
    // a container's --cpus=2 on an 8-core host
    expect(workersNote(2, { by: "cores", count: 2, cpus: 8, quota: 2 })).toBe(
      "2 workers (one per core: the CPU quota allows 2 of the 8 cores; WEB_CONCURRENCY unset)",
    );
    // a quota above the cores given changes nothing
    expect(workersNote(4, { by: "cores", count: 4, cpus: 4, quota: 6 })).toBe(
      "4 workers (one per core: 4 cores available; WEB_CONCURRENCY unset)",
    );
  });
  it("a process that is not a cluster child serves alone, untagged", () => {
    expect(workerRole()).toBeNull();
    expect(workerTag()).toBe("");
  });
});
