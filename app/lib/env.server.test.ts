import { describe, expect, it } from "vitest";
import { cpuQuotaCores, gatewayOf, parseEnv } from "./env.server";

const ROUTES = `Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT
eth0\t00000000\t0100580A\t0003\t0\t0\t0\t00000000\t0\t0\t0
eth0\t0000580A\t00000000\t0001\t0\t0\t0\t0000FFFF\t0\t0\t0
`;

describe("parseEnv (README Configuration)", () => {
  it("has working defaults for development", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.embeddedMarketplace).toBe(true);
    expect(env.marketplaceBaseUrl).toBe("http://127.0.0.1:3000/api/v1");
    expect(env.MARKETPLACE_APP_ID).toBe("supplier-backoffice");
    expect(env.MARKETPLACE_DATA_DIR).toBe("./data");
    expect(env.MARKETPLACE_DEV_CALLS).toBe("off");
    expect(env.MARKETPLACE_DEMO).toBe("off"); // demo logins only when asked for
    expect(env.trustProxy).toEqual(["loopback"]);
  });
  it("reads the trusted proxies as a list, refusing what is not an address", () => {
    expect(parseEnv({ TRUST_PROXY: "10.0.0.5, 10.1.0.0/16,loopback" }).trustProxy).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
      "loopback",
    ]);
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
  });
  it("reads the product code that begins every booking code, refusing one that is not capitals and digits", () => {
    expect(parseEnv({}).PRODUCT_CODE).toBe("MKT");
    expect(parseEnv({ PRODUCT_CODE: "VNB" }).PRODUCT_CODE).toBe("VNB");
    expect(() => parseEnv({ PRODUCT_CODE: "vn-b" })).toThrow(/PRODUCT_CODE/);
  });
  it("in the container image, production refuses to start until TRUST_PROXY names the proxy, saying how", () => {
    const image = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), TRUST_PROXY_REQUIRED: "on" };
    expect(() => parseEnv(image)).toThrow(/TRUST_PROXY: must be set in this container[\s\S]*TRUST_PROXY=gateway/);
    expect(() => parseEnv(image)).toThrow(/anyone could then forge the forwarded headers/);
    // outside production (and outside the image) the loopback default stands
    expect(parseEnv({ ...image, NODE_ENV: "development" }).trustProxy).toEqual(["loopback"]);
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) }).trustProxy).toEqual(["loopback"]);
  });
  it("reads `gateway` as this machine's default gateway (a container's bridge) and `none` as nobody", () => {
    expect(gatewayOf(ROUTES)).toBe("10.88.0.1");
    expect(gatewayOf("Iface\tDestination\n")).toBeNull();
    expect(parseEnv({ TRUST_PROXY: "gateway" }, () => "10.88.0.1").trustProxy).toEqual(["10.88.0.1"]);
    expect(parseEnv({ TRUST_PROXY: "loopback, gateway" }, () => "172.17.0.1").trustProxy).toEqual([
      "loopback",
      "172.17.0.1",
    ]);
    expect(parseEnv({ TRUST_PROXY: "none" }).trustProxy).toEqual([]);
    expect(() => parseEnv({ TRUST_PROXY: "gateway" }, () => null)).toThrow(/TRUST_PROXY: gateway/);
    expect(() => parseEnv({ TRUST_PROXY: "none,loopback" })).toThrow(/TRUST_PROXY/);
  });
  it("points at a real marketplace when a URL is given", () => {
    const env = parseEnv({ MARKETPLACE_API_URL: "https://api.example.com/api/v1/" });
    expect(env.embeddedMarketplace).toBe(false);
    expect(env.marketplaceBaseUrl).toBe("https://api.example.com/api/v1");
  });
  it("requires SESSION_SECRET in production, with a clear message", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET: is required in production/);
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow(/at least 16/);
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) }).sessionSecrets).toEqual([
      "x".repeat(32),
    ]);
  });
  it("runs one worker per core in production (WEB_CONCURRENCY to choose), one in development", () => {
    const prod = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) };
    const noGateway = () => null;
    const cores = (count: number) => () => ({ count, cpus: count, quota: null });
    expect(parseEnv(prod, noGateway, cores(4)).workers).toBe(4);
    expect(parseEnv({ ...prod, WEB_CONCURRENCY: "2" }, noGateway, cores(4)).workers).toBe(2);
    expect(parseEnv({ ...prod, WEB_CONCURRENCY: "" }, noGateway, cores(3)).workers).toBe(3);
    expect(parseEnv({}, noGateway, cores(4)).workers).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: "4" }, noGateway, cores(4)).workers).toBe(1); // Vite serves from one process
    expect(() => parseEnv({ ...prod, WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
    expect(() => parseEnv({ ...prod, WEB_CONCURRENCY: "two" })).toThrow(/WEB_CONCURRENCY/);
  });
  it("says where the number of workers came from: WEB_CONCURRENCY, the cores (under a quota or not), development", () => {
    const prod = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) };
    const quota = () => ({ count: 2, cpus: 8, quota: 2 });
    expect(parseEnv({ ...prod, WEB_CONCURRENCY: "3" }, () => null, quota).workersFrom).toEqual({
      by: "WEB_CONCURRENCY",
    });
    expect(parseEnv(prod, () => null, quota).workersFrom).toEqual({ by: "cores", count: 2, cpus: 8, quota: 2 });
    expect(parseEnv({}, () => null, quota).workersFrom).toEqual({ by: "development" });
  });
  it("counts a container's CPU quota (--cpus) as whole cores, none when unlimited", () => {
    expect(cpuQuotaCores({ cpuMax: "max 100000\n" })).toBeNull();
    expect(cpuQuotaCores({ cpuMax: "150000 100000\n" })).toBe(2);
    expect(cpuQuotaCores({ cpuMax: "50000 100000" })).toBe(1);
    expect(cpuQuotaCores({ cfsQuota: "-1\n", cfsPeriod: "100000\n" })).toBeNull();
    expect(cpuQuotaCores({ cfsQuota: "200000\n", cfsPeriod: "100000\n" })).toBe(2);
    expect(cpuQuotaCores({})).toBeNull();
  });
  it("names every wrong variable", () => {
    expect(() => parseEnv({ PORT: "abc", MARKETPLACE_API_URL: "ftp://x", MARKETPLACE_DEV_CALLS: "yes" })).toThrow(
      /PORT[\s\S]*MARKETPLACE_API_URL[\s\S]*MARKETPLACE_DEV_CALLS/,
    );
  });
});
