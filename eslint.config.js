// `npm run lint` (also a step of `npm test`): ESLint for mistakes and the import boundaries,
// Prettier (prettier.config.js) for the layout. CONTRIBUTING.md explains both.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import boundaries from "./scripts/eslint-boundaries.mjs";

const ZOD_PATH = {
  name: "zod",
  allowTypeImports: true,
  message: "Import z from @contract/zod (jitless in the browser, whose Content-Security-Policy refuses eval).",
};

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "build/",
      "build-test/",
      "build-*/", // each parallel build writes its own (BUILD_DIR)
      "public/build/",
      "test-results/",
      "playwright-report/",
      "tests/.artifacts/",
      ".cache/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks, boundaries },
    rules: {
      "boundaries/layers": "error",
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      eqeqeq: ["error", "smart"],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    // a route module is a loader, an action and a page made of components: when it grows past
    // this, the form or the sections belong in the feature (CONTRIBUTING.md, "Layout")
    // the same holds for a feature's page, form and section modules: past this, split it into its parts
    files: ["app/routes/**", "app/features/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "max-lines": ["warn", { max: 250 }] }, // style.md: "aim for under ~250 lines"
  },
  {
    // the back-office and the contract take zod from @contract/zod, which sets zod's jitless mode in a
    // browser before any schema is made (the page's Content-Security-Policy refuses eval)
    files: ["app/**", "contract/**"],
    ignores: ["contract/zod.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: [ZOD_PATH], patterns: [] }] },
  },
  {
    // an action reads its form through parseForm (~/lib/validation): a crafted post cannot hand Conform a list
    // that is not one (the redraw would fail)
    files: ["app/routes/**", "app/**/*.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ZOD_PATH,
            {
              name: "@conform-to/zod/v4",
              importNames: ["parseWithZod"],
              message: "Server code parses a form with parseForm of ~/lib/validation.",
            },
          ],
        },
      ],
    },
  },
  {
    // command-line tools and test runners print
    files: ["scripts/**", "tests/**", "marketplace/cli.ts", "server.ts", "start.ts", "**/*.test.ts", "**/seed*.ts"],
    rules: { "no-console": "off" },
  },
  {
    // a migration is written against the database as it was then, not today's table types
    files: ["marketplace/db/migrations/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Playwright fixtures call their callback `use`; they are not React hooks. Tests read replies
    // loosely on purpose: they assert on them.
    files: ["tests/**", "marketplace/cli.ts"],
    rules: { "react-hooks/rules-of-hooks": "off", "@typescript-eslint/no-explicit-any": "off" },
  },
);
