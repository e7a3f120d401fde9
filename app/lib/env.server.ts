// Every environment variable the product reads, validated once at start (README "Configuration").
import { isIP } from "node:net";
import { z } from "zod";

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** One TRUST_PROXY entry: an Express name (loopback, linklocal, uniquelocal), an address or a subnet. */
const isProxyEntry = (entry: string) => {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true;
  const [address, bits, extra] = entry.split("/");
  const family = isIP(address ?? "");
  if (!family || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    MARKETPLACE_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    MARKETPLACE_DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
    MARKETPLACE_APP_ID: z.preprocess(emptyToUndefined, z.string().max(100).default("supplier-backoffice")),
    MARKETPLACE_DEV_CALLS: z.preprocess(emptyToUndefined, z.enum(["on", "off"]).default("off")),
    // the demo accounts (published password) and demo data: `npm run demo` and `npm run dev` only
    MARKETPLACE_DEMO: z.preprocess(emptyToUndefined, z.enum(["on", "off"]).default("off")),
    // whose X-Forwarded-For/-Proto/-Host to believe: the reverse proxy's address(es)
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default("loopback")
        .refine((v) => v.split(",").every((e) => isProxyEntry(e.trim())), {
          error:
            "must be a comma-separated list of loopback, linklocal, uniquelocal, addresses or subnets (e.g. 10.0.0.5,10.1.0.0/16)",
        }),
    ),
    MARKETPLACE_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(500).max(60_000).default(5000)),
    MARKETPLACE_ACCESS_TOKEN_TTL: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(5).max(86_400).default(900),
    ),
    // the embedded marketplace's translation service for auto-translate (LibreTranslate-compatible)
    TRANSLATE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    TRANSLATE_API_KEY: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
    /** where `remix vite:build` wrote the app (npm test builds into its own folder, build-test) */
    BUILD_DIR: z.preprocess(emptyToUndefined, z.string().default("build")),
    SESSION_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(16, { error: "must be at least 16 characters" }).optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required in production (a long random string)",
      });
    }
  });

export type Env = z.infer<typeof EnvSchema> & {
  /** Where the back-office calls the marketplace: the configured URL or the embedded one. */
  marketplaceBaseUrl: string;
  embeddedMarketplace: boolean;
  sessionSecrets: string[];
  /** TRUST_PROXY as a list, for Express's "trust proxy". */
  trustProxy: string[];
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
    trustProxy: env.TRUST_PROXY.split(",").map((e) => e.trim()),
  };
}

let cached: Env | undefined;
export const env = () => (cached ??= parseEnv());
