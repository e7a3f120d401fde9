// The session cookie is opened (AES-GCM through jose) once per process per cookie value: the same
// value always opens to the same data, so a repeat is answered from memory (~0.3 ms a
// request), while the seal's expiry is still checked on every open and a copy is handed out.
import type * as Jose from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";

const decrypts = vi.hoisted(() => ({ n: 0 }));
vi.mock("jose", async (importOriginal) => {
  const jose = await importOriginal<typeof Jose>();
  return {
    ...jose,
    compactDecrypt: (...args: Parameters<typeof Jose.compactDecrypt>) => {
      decrypts.n++;
      return jose.compactDecrypt(...args);
    },
  };
});
const { openSession, sealSession } = await import("./session-seal");

const SECRET = "a-session-secret-of-enough-length";
afterEach(() => {
  vi.useRealTimers();
  decrypts.n = 0;
});

describe("openSession", () => {
  it("decrypts a cookie value once, then answers it from memory, as a copy", async () => {
    const sealed = await sealSession({ user: { email: "a@b.vn" } }, SECRET, 60);
    const first = (await openSession(sealed, [SECRET])) as { user: { email: string } };
    first.user.email = "changed@by.caller";
    expect(await openSession(sealed, [SECRET])).toEqual({ user: { email: "a@b.vn" } });
    expect(decrypts.n).toBe(1);
  });

  it("still refuses a remembered value once its seal has expired", async () => {
    const sealed = await sealSession({ n: 1 }, SECRET, 60);
    expect(await openSession(sealed, [SECRET])).toEqual({ n: 1 });
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(await openSession(sealed, [SECRET])).toBeNull();
  });

  it("remembers nothing of a value that does not open", async () => {
    const sealed = await sealSession({ n: 1 }, SECRET, 60);
    expect(await openSession(sealed, ["another-secret-of-enough-length"])).toBeNull();
    expect(await openSession(`${sealed}x`, [SECRET])).toBeNull();
    expect(await openSession(sealed, [SECRET])).toEqual({ n: 1 });
  });
});
