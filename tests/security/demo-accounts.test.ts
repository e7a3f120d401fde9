// Demo data and demo logins exist only with MARKETPLACE_DEMO=on. A production
// start on an empty database has no account with a known password, says in one log line how the
// operator creates the first supplier, and never prints a password; dev calls in production warn.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/server";
import { Browserless, marketplaceCall, visibleText } from "../support/browserless";
import { text } from "./support";

const run = promisify(execFile);
let bare: RunningServer;
let demo: RunningServer;

beforeAll(async () => {
  // what `npm start` does on a new machine (dev calls stay on here only so the test can look inside)
  [bare, demo] = await Promise.all([startServer({ MARKETPLACE_DEMO: "" }), startServer({ MARKETPLACE_DEMO: "on" })]);
});
afterAll(async () => {
  await Promise.all([bare?.stop(), demo?.stop()]);
});

describe("a production start on an empty database", () => {
  it("has no demo account and no supplier", async () => {
    for (const email of ["supplier@demo.vn", "newsupplier@demo.vn", "customer@demo.vn"]) {
      const reply = await marketplaceCall(bare.url, "POST", "auth/login", {
        type: 0,
        role: "agency",
        email,
        password: "Demo@12345",
      });
      expect(reply.body.message).toBe("wrong_email");
    }
    expect((await marketplaceCall(bare.url, "GET", "dev/agencies")).body.data.total).toBe(0);
  });

  it("logs how to create the first supplier, never a password, and warns about dev calls", () => {
    const logs = bare.logs();
    expect(logs).not.toContain("Demo@12345");
    expect(logs.split("\n").filter((l) => l.includes("npm run marketplace -- create-supplier"))).toHaveLength(1);
    expect(logs).toMatch(/WARNING.*MARKETPLACE_DEV_CALLS/);
  });

  it("lets the operator create the first supplier from the command line", async () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "marketplace/cli.ts", "create-supplier", "owner@example.vn", "Owner Travel"],
      {
        cwd: root,
        env: { ...process.env, MARKETPLACE_DATA_DIR: bare.dataDir },
      },
    );
    const password = /password:\s*(\S+)/i.exec(stdout)?.[1];
    expect(password).toBeTruthy();
    expect(password).not.toBe("Demo@12345");
    const b = new Browserless(bare.url);
    const page = await b.login("owner@example.vn", password!);
    expect(page.redirects[0]).toBe("/profile/agency");
    expect(visibleText(page.html)).toContain(text("vi", "auth:loginSuccess"));
    // the reference lists a supplier's profile needs were seeded without the demo
    expect(page.html).toContain("Châu Á");
  });
});

describe("the demo", () => {
  it("has its logins with MARKETPLACE_DEMO=on, without printing the password in production", async () => {
    const reply = await marketplaceCall(demo.url, "POST", "auth/login", {
      type: 0,
      role: "agency",
      email: "supplier@demo.vn",
      password: "Demo@12345",
    });
    expect(reply.status).toBe(200);
    expect(demo.logs()).toContain("supplier@demo.vn");
    expect(demo.logs()).not.toContain("Demo@12345");
  });
});
