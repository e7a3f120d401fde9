import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve("app"), "@contract": path.resolve("contract") };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "marketplace/**/*.test.ts",
            "contract/**/*.test.ts",
            "tests/unit/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // each file starts its own server on its own database; two cores: two at a time
          maxWorkers: 2,
          sequence: { groupOrder: 1 }, // after the unit tests (needs the production build)
        },
      },
      {
        resolve: { alias },
        test: {
          // the hostile suite: real servers on fresh databases, attacked over HTTP
          name: "security",
          include: ["tests/security/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 90_000,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
