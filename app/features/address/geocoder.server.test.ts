import http from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { geocode, searchesWhileTyping, type GeocoderConfig } from "./geocoder.server";

// a search service on loopback that speaks Photon's API (a third party's, faked)
const photon = readFileSync(path.join(import.meta.dirname, "fixtures", "photon-ha-noi.json"), "utf8");
const nominatim = readFileSync(path.join(import.meta.dirname, "fixtures", "nominatim-ha-noi.json"), "utf8");
const askedAt: number[] = [];
const asked: URL[] = [];
const service = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://x");
  asked.push(url);
  if (url.searchParams.get("q") === "slow") return void setTimeout(() => res.end("{}"), 2000);
  if (url.searchParams.get("q") === "broken") return void res.writeHead(500).end("boom");
  if (url.pathname === "/search") askedAt.push(Date.now());
  res.writeHead(200, { "Content-Type": "application/json" }).end(url.pathname === "/search" ? nominatim : photon);
});
await new Promise<void>((r) => service.listen(0, "127.0.0.1", r));
afterAll(() => new Promise<void>((r) => service.close(() => r())));
const base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;

const config = (over: Partial<GeocoderConfig> = {}): GeocoderConfig => ({
  url: base,
  timeoutMs: 500,
  userAgent: "test",
  ...over,
});
const none = async () => [];

describe("geocode", () => {
  it("asks the configured service and reads its answer", async () => {
    const found = await geocode("12 Tràng Tiền", { lang: "vi", destinations: none, config: config() });
    expect(found.candidates[0]).toEqual({ label: "Hà Nội, Việt Nam", lat: 21.02945, lng: 105.854444 });
    expect(found.source).toBe("openstreetmap");
    expect(asked.at(-1)?.pathname).toBe("/api");
    expect(asked.at(-1)?.searchParams.get("q")).toBe("12 Tràng Tiền");
  });
  it("answers a translated failure, never the error, when the service fails or is too slow", async () => {
    for (const q of ["broken", "slow"]) {
      expect(await geocode(q, { lang: "vi", destinations: none, config: config() })).toEqual({
        query: q,
        candidates: [],
        error: "address:searchFailed",
      });
    }
  });
  it("answers from the gazetteer when no service is configured", async () => {
    const found = await geocode("ha noi", { lang: "en", destinations: none, config: config({ url: undefined }) });
    expect(found.candidates[0]?.label).toBe("Hanoi, Vietnam");
    expect(found.source).toBe("gazetteer");
  });
  it("finds nothing for under two letters and refuses a query over 200 characters", async () => {
    const cfg = config({ url: undefined });
    expect(await geocode(" h ", { lang: "vi", destinations: none, config: cfg })).toEqual({
      query: "h",
      candidates: [],
    });
    expect((await geocode("a".repeat(201), { lang: "vi", destinations: none, config: cfg })).error).toBe(
      "address:queryTooLong",
    );
    expect((await geocode("a".repeat(200), { lang: "vi", destinations: none, config: cfg })).error).toBeUndefined();
  });
  it("asks Nominatim at most once a second, and gives up a search that would wait past its limit", async () => {
    const cfg = config({ kind: "nominatim", timeoutMs: 1500 });
    const [a, b, c] = await Promise.all(
      ["Tràng Tiền 1", "Tràng Tiền 2", "Tràng Tiền 3"].map((q) =>
        geocode(q, { lang: "vi", destinations: none, config: cfg }),
      ),
    );
    expect(a!.candidates[0]?.label).toBe("Hà Nội, Việt Nam");
    expect(b!.candidates[0]?.label).toBe("Hà Nội, Việt Nam");
    // the third would have waited two seconds: past its 1.5-second limit
    expect(c!.error).toBe("address:searchFailed");
    expect(askedAt).toHaveLength(2);
    expect(askedAt[1]! - askedAt[0]!).toBeGreaterThanOrEqual(950);
  });
  it("does not search while typing with Nominatim (its usage policy), with anything else it does", () => {
    expect(searchesWhileTyping(config({ url: "https://nominatim.openstreetmap.org" }))).toBe(false);
    expect(searchesWhileTyping(config({ kind: "nominatim" }))).toBe(false);
    expect(searchesWhileTyping(config())).toBe(true);
    expect(searchesWhileTyping(config({ url: undefined }))).toBe(true);
  });
});

describe("GEOCODER_* settings", () => {
  it("are optional, with a 4-second limit", () => {
    const env = parseEnv({});
    expect(env.GEOCODER_URL).toBeUndefined();
    expect(env.GEOCODER_KIND).toBeUndefined();
    expect(env.GEOCODER_TIMEOUT_MS).toBe(4000);
  });
  it("refuse a URL that is not http(s), an unknown kind and a limit out of range", () => {
    expect(parseEnv({ GEOCODER_URL: "http://localhost:2322", GEOCODER_KIND: "photon" }).GEOCODER_URL).toBe(
      "http://localhost:2322",
    );
    expect(() => parseEnv({ GEOCODER_URL: "ftp://x" })).toThrow(/GEOCODER_URL/);
    expect(() => parseEnv({ GEOCODER_KIND: "google" })).toThrow(/GEOCODER_KIND/);
    expect(() => parseEnv({ GEOCODER_TIMEOUT_MS: "100" })).toThrow(/GEOCODER_TIMEOUT_MS/);
  });
});
