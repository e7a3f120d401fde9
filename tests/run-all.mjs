#!/usr/bin/env node
// `npm test`: typecheck, lint (ESLint + Prettier), unit, production build, integration, the hostile suite (tests/security),
// browser — stops at the first failure.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(
    `No Chromium at ${chromium}: install Debian's with \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

// The tests build and serve their own copy of the app, so a demo running from build/ is left alone.
process.env.BUILD_DIR ||= "build-test";

const steps = [
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["lint", "npm", ["run", "--silent", "lint"]],
  ["unit", "npx", ["vitest", "run", "--project", "unit"]],
  ["build", "npm", ["run", "--silent", "build"]],
  ["integration", "npx", ["vitest", "run", "--project", "integration"]],
  ["security", "npx", ["vitest", "run", "--project", "security"]],
  ["browser", "npx", ["playwright", "test"]],
];

const started = Date.now();
for (const [name, cmd, args] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(" ")}`);
  const { status } = spawnSync(cmd, args, {
    stdio: "inherit",
    env: { ...process.env, FORCE_COLOR: process.env.CI ? "0" : "1" },
  });
  if (status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${status})`);
    process.exit(status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll test steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
