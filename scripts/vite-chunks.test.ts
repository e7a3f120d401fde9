// The browser build's shared chunks name modules that exist (a moved file would silently fall back
// to a chunk of its own), each in one chunk only.
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SHARED_CHUNKS, sharedChunkOf } from "./vite-chunks";

describe("shared chunks", () => {
  it("name files of the project, once each", () => {
    const all = Object.values(SHARED_CHUNKS).flat();
    for (const file of all.filter((f) => !f.startsWith("\0"))) expect(existsSync(path.resolve(file)), file).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });
  it("place a module by its path below the project", () => {
    const root = path.resolve(".");
    expect(sharedChunkOf(path.join(root, "app/components/icons.tsx"), root)).toBe("layout-shell");
    expect(sharedChunkOf(path.join(root, "app/lib/i18n.ts"), root)).toBe("shell");
    expect(sharedChunkOf(path.join(root, "app/lib/i18n-lite.ts"), root)).toBeUndefined();
    expect(sharedChunkOf("/elsewhere/app/lib/i18n.ts", root)).toBeUndefined();
  });
});
