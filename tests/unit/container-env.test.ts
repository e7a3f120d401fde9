// The container's own environment file (.env.container.example, README "The container") against the
// image's ENV (the Dockerfile): filled in, the image starts with its data in the /data volume; left
// as it is, it refuses to start until TRUST_PROXY and SESSION_SECRET are given. .env.example (local
// development) would point the data folder away from the volume, which is why the container has its own.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../../app/lib/env.server";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** An env file as `docker run --env-file` reads it: VAR=value lines, # comments, values taken as written. */
const envFile = (text: string) =>
  Object.fromEntries(
    text
      .split("\n")
      .filter((line) => line.trim() && !line.trimStart().startsWith("#"))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );

/** The final stage's ENV of the Dockerfile. */
const imageEnv = () => {
  const finalStage = read("Dockerfile")
    .split(/^FROM /m)
    .at(-1)!;
  const block = /^ENV ((?:.*\\\n)*.*)$/m.exec(finalStage)![1]!;
  return Object.fromEntries(block.split(/\\\n/).map((pair) => pair.trim().split("=") as [string, string]));
};

describe("the container's environment file", () => {
  const example = envFile(read(".env.container.example"));

  it("leaves the data folder, the mode and the port to the image, and never turns the dev calls or the demo on", () => {
    for (const name of ["MARKETPLACE_DATA_DIR", "NODE_ENV", "PORT", "MARKETPLACE_DEV_CALLS", "MARKETPLACE_DEMO"]) {
      expect(example).not.toHaveProperty(name);
    }
    expect(imageEnv()).toMatchObject({ MARKETPLACE_DATA_DIR: "/data", IMAGE_DATA_DIR: "/data" });
  });

  it("filled in, starts the image on its volume; as shipped, asks for the proxy and the secret", () => {
    const filled = { ...imageEnv(), ...example, SESSION_SECRET: "x".repeat(32), TRUST_PROXY: "none" };
    const env = parseEnv(
      filled,
      () => null,
      () => ({ count: 1, cpus: 1, quota: null }),
    );
    expect(env.MARKETPLACE_DATA_DIR).toBe("/data");
    expect(env.embeddedMarketplace).toBe(true);
    expect(() => parseEnv({ ...imageEnv(), ...example })).toThrow(/TRUST_PROXY: must be set in this container/);
    expect(() => parseEnv({ ...imageEnv(), ...example })).toThrow(/SESSION_SECRET/);
  });

  it("is needed: .env.example's data folder would override the image's volume", () => {
    expect(envFile(read(".env.example")).MARKETPLACE_DATA_DIR).toBe("./data");
  });
});
