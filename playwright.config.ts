// Browser tests in Debian's Chromium (never a downloaded browser), every scenario twice: with
// scripts on and with scripts off. Each project gets its own server and fresh database.
import { defineConfig, devices } from "@playwright/test";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const basePort = Number(process.env.E2E_PORT_BASE ?? 4311);
const projects = [
  { name: "scripts-on", javaScriptEnabled: true, port: basePort },
  { name: "scripts-off", javaScriptEnabled: false, port: basePort + 1 },
];

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "tests/.artifacts/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    locale: "vi-VN",
    timezoneId: "Asia/Ho_Chi_Minh",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: projects.map((p) => ({
    name: p.name,
    // the scenarios of one project share its server and demo accounts: one at a time
    workers: 1,
    use: { javaScriptEnabled: p.javaScriptEnabled, baseURL: `http://127.0.0.1:${p.port}` },
  })),
  webServer: projects.map((p) => ({
    command: "node --import tsx tests/support/e2e-server.ts",
    url: `http://127.0.0.1:${p.port}/healthz`,
    env: { PORT: String(p.port) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  })),
});
