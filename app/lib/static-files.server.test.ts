// A page request does not look for a file on disk (two stat calls per page before): the
// static handlers see only paths whose first segment is a file or folder of their directory.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { onlyExisting } from "./static-files.server";

describe("onlyExisting", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "static-"));
  writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
  mkdirSync(path.join(dir, "assets"));
  const run = (url: string) => {
    const inner = vi.fn((_req: unknown, _res: unknown, next: () => void) => next());
    const next = vi.fn();
    onlyExisting(dir, inner)({ path: url } as never, {} as never, next);
    return { served: inner.mock.calls.length, next: next.mock.calls.length };
  };

  it("hands the directory's own names to the static handler", () => {
    expect(run("/favicon.svg")).toEqual({ served: 1, next: 1 });
    expect(run("/assets/entry.client-abc.js")).toEqual({ served: 1, next: 1 });
  });

  it("passes every other path straight on", () => {
    expect(run("/tour/bookings")).toEqual({ served: 0, next: 1 });
    expect(run("/")).toEqual({ served: 0, next: 1 });
    expect(run("/favicon.svg.map")).toEqual({ served: 0, next: 1 });
  });

  it("reads names as the static handler does (percent-decoded)", () => {
    expect(run("/favicon%2Esvg")).toEqual({ served: 1, next: 1 });
    expect(run("/%E0%A4%A")).toEqual({ served: 0, next: 1 });
  });

  it("a missing directory serves nothing", () => {
    const inner = vi.fn();
    const next = vi.fn();
    onlyExisting(path.join(dir, "nope"), inner)({ path: "/favicon.svg" } as never, {} as never, next);
    expect(inner).not.toHaveBeenCalled();
    expect(next).toHaveBeenCalled();
  });
});
