// Every environment variable the product reads, validated once at start (README "Configuration").
import { z } from "zod";

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    MARKETPLACE_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    MARKETPLACE_DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
    MARKETPLACE_APP_ID: z.preprocess(emptyToUndefined, z.string().max(100).default("supplier-backoffice")),
    MARKETPLACE_DEV_CALLS: z.preprocess(emptyToUndefined, z.enum(["on", "off"]).default("off")),
    MARKETPLACE_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(500).max(60_000).default(5000)),
    MARKETPLACE_ACCESS_TOKEN_TTL: z.preprocess(emptyToUndefined, z.coerce.number().int().min(5).max(86_400).default(900)),
    /** where `remix vite:build` wrote the app (npm test builds into its own folder, build-test) */
    BUILD_DIR: z.preprocess(emptyToUndefined, z.string().default("build")),
    SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(16, { error: "must be at least 16 characters" }).optional()),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production (a long random string)" });
    }
  });

export type Env = z.infer<typeof EnvSchema> & {
  /** Where the back-office calls the marketplace: the configured URL or the embedded one. */
  marketplaceBaseUrl: string;
  embeddedMarketplace: boolean;
  sessionSecrets: string[];
};

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration (see README "Configuration"):\n${lines.join("\n")}`);
  }
  const env = result.data;
  const embedded = !env.MARKETPLACE_API_URL;
  return {
    ...env,
    marketplaceBaseUrl: (env.MARKETPLACE_API_URL ?? `http://127.0.0.1:${env.PORT}/api/v1`).replace(/\/+$/, ""),
    embeddedMarketplace: embedded,
    // development without a secret gets a fixed one; production refuses to start without it
    sessionSecrets: [env.SESSION_SECRET ?? "development-only-session-secret"],
  };
}

let cached: Env | undefined;
export const env = () => (cached ??= parseEnv());
