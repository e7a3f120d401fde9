// The session cookie's content, encrypted and authenticated (JWE, dir + A256GCM, jose): the
// marketplace tokens inside are unreadable to anyone holding the cookie, and a changed cookie is
// no session. The key is derived from SESSION_SECRET; the first secret seals, any opens.
import { hkdfSync } from "node:crypto";
import { CompactEncrypt, compactDecrypt } from "jose";

const keys = new Map<string, Uint8Array>();
const keyOf = (secret: string) => {
  let key = keys.get(secret);
  if (!key) {
    key = new Uint8Array(hkdfSync("sha256", secret, "supplier-backoffice", "session cookie v1", 32));
    keys.set(secret, key);
  }
  return key;
};

/** Seals the session data; it opens until `maxAgeSeconds` have passed. */
export async function sealSession(data: unknown, secret: string, maxAgeSeconds: number): Promise<string> {
  const payload = JSON.stringify({ d: data, exp: Math.floor(Date.now() / 1000) + maxAgeSeconds });
  return new CompactEncrypt(new TextEncoder().encode(payload))
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .encrypt(keyOf(secret));
}

// Opened values, kept per process (AES-GCM through WebCrypto on every request): the same
// sealed value always opens to the same data, so a repeat needs only the expiry check. Bounded;
// a caller gets its own copy, so nothing it changes leaks into the next request.
const opened = new Map<string, { d: unknown; exp: number }>();
const OPENED_MAX = 1000;

/** The session data of a sealed value, or null (changed, expired, or sealed with another secret). */
export async function openSession(value: string, secrets: string[]): Promise<unknown> {
  const key = `${secrets.join("\n")}\n${value}`;
  const kept = opened.get(key) ?? (await decrypt(value, secrets));
  if (!kept) return null;
  if (!opened.has(key)) {
    opened.set(key, kept);
    if (opened.size > OPENED_MAX) opened.delete(opened.keys().next().value!);
  }
  return kept.exp > Date.now() / 1000 ? structuredClone(kept.d) : null;
}

async function decrypt(value: string, secrets: string[]): Promise<{ d: unknown; exp: number } | null> {
  for (const secret of secrets) {
    try {
      const { plaintext } = await compactDecrypt(value, keyOf(secret), {
        keyManagementAlgorithms: ["dir"],
        contentEncryptionAlgorithms: ["A256GCM"],
      });
      const { d, exp } = JSON.parse(new TextDecoder().decode(plaintext)) as { d: unknown; exp: number };
      return typeof exp === "number" ? { d, exp } : null;
    } catch {
      /* not this secret */
    }
  }
  return null;
}
