import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

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
  it("names every wrong variable", () => {
    expect(() => parseEnv({ PORT: "abc", MARKETPLACE_API_URL: "ftp://x", MARKETPLACE_DEV_CALLS: "yes" })).toThrow(
      /PORT[\s\S]*MARKETPLACE_API_URL[\s\S]*MARKETPLACE_DEV_CALLS/,
    );
  });
});
