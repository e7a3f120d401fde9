// Every environment variable the product reads, validated once at start (README "Configuration").
import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import os from "node:os";
import { z } from "@contract/zod";
import { PRODUCT_CODE_PATTERN } from "@contract/services";

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/**
 * One TRUST_PROXY entry: an Express name (loopback, linklocal, uniquelocal), an address, a subnet,
 * `gateway` (this machine's default gateway: a container's bridge, where a proxy on the host comes
 * from) or `none` (alone: browsers connect directly, nobody's forwarded headers are believed).
 */
const isProxyEntry = (entry: string) => {
  if (["loopback", "linklocal", "uniquelocal", "gateway"].includes(entry)) return true;
  const [address, bits, extra] = entry.split("/");
  const family = isIP(address ?? "");
  if (!family || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};
const isProxyList = (v: string) => v.trim() === "none" || v.split(",").every((e) => isProxyEntry(e.trim()));

/** The IPv4 default gateway of a Linux route table (/proc/net/route), or null. */
export function gatewayOf(routeTable: string): string | null {
  for (const line of routeTable.split("\n").slice(1)) {
    const [, destination, gateway, flags] = line.trim().split(/\s+/);
    // the default route (destination 0.0.0.0) that goes through a gateway (flag RTF_GATEWAY, 0x2)
    if (destination !== "00000000" || !gateway || !(Number.parseInt(flags ?? "0", 16) & 2)) continue;
    const n = Number.parseInt(gateway, 16); // little-endian
    return [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, n >>> 24].join(".");
  }
  return null;
}
const readGateway = () => {
  try {
    return gatewayOf(readFileSync("/proc/net/route", "utf8"));
  } catch {
    return null;
  }
};

/**
 * Whole cores of a cgroup CPU quota (a container's `--cpus`): cgroup v2's cpu.max ("150000 100000",
 * "max 100000"), else v1's cfs quota and period; null when there is none.
 */
export function cpuQuotaCores(cgroup: { cpuMax?: string; cfsQuota?: string; cfsPeriod?: string }): number | null {
  const [quota, period] = cgroup.cpuMax
    ? cgroup.cpuMax.trim().split(/\s+/)
    : [cgroup.cfsQuota?.trim(), cgroup.cfsPeriod?.trim()];
  const q = Number(quota);
  const p = Number(period);
  return Number.isFinite(q) && q > 0 && Number.isFinite(p) && p > 0 ? Math.max(1, Math.ceil(q / p)) : null;
}
const readOr = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
};
/** The cores this process may use (`count`): those it may run on (`cpus`), fewer under a CPU quota. */
export type Cores = { count: number; cpus: number; quota: number | null };
const availableCores = (): Cores => {
  const quota = cpuQuotaCores({
    cpuMax: readOr("/sys/fs/cgroup/cpu.max"),
    cfsQuota: readOr("/sys/fs/cgroup/cpu/cpu.cfs_quota_us"),
    cfsPeriod: readOr("/sys/fs/cgroup/cpu/cpu.cfs_period_us"),
  });
  const cpus = os.availableParallelism();
  return { count: Math.min(cpus, quota ?? Infinity), cpus, quota };
};
/** Where the number of workers came from, for the start log (README "Workers"). */
export type WorkersFrom = { by: "WEB_CONCURRENCY" } | ({ by: "cores" } & Cores) | { by: "development" };

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    MARKETPLACE_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    MARKETPLACE_DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
    /** set by the container image: its volume, so that a MARKETPLACE_DATA_DIR naming another folder is called out */
    IMAGE_DATA_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
    MARKETPLACE_APP_ID: z.preprocess(emptyToUndefined, z.string().max(100).default("supplier-backoffice")),
    MARKETPLACE_DEV_CALLS: z.preprocess(emptyToUndefined, z.enum(["on", "off"]).default("off")),
    // the demo accounts (published password) and demo data: `npm run demo` and `npm run dev` only
    MARKETPLACE_DEMO: z.preprocess(emptyToUndefined, z.enum(["on", "off"]).default("off")),
    // whose X-Forwarded-For/-Proto/-Host to believe: the reverse proxy's address(es)
    // unset: loopback (a proxy on the same machine), except in the image, which asks (TRUST_PROXY_REQUIRED)
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine(isProxyList, {
          error:
            "must be none, or a comma-separated list of gateway, loopback, linklocal, uniquelocal, addresses or subnets (e.g. 10.0.0.5,10.1.0.0/16)",
        })
        .optional(),
    ),
    /** set by the container image: production does not start until TRUST_PROXY says who the proxy is */
    TRUST_PROXY_REQUIRED: z.preprocess(emptyToUndefined, z.enum(["on", "off"]).default("off")),
    // begins every booking code shown, printed in the QR and the CSV (hotels-bikes-transport §9 "{product}-CAR")
    PRODUCT_CODE: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default("MKT")
        .refine((v) => PRODUCT_CODE_PATTERN.test(v), { error: "must be 2 to 10 capital letters or digits (e.g. MKT)" }),
    ),
    MARKETPLACE_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(500).max(60_000).default(5000)),
    MARKETPLACE_ACCESS_TOKEN_TTL: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(5).max(86_400).default(900),
    ),
    // the embedded marketplace's translation service for auto-translate (LibreTranslate-compatible)
    TRANSLATE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    TRANSLATE_API_KEY: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
    // the address finder's search service (README "Address search"): a Photon- or Nominatim-compatible
    // API; unset, the embedded gazetteer answers
    GEOCODER_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    /** which API GEOCODER_URL speaks; unset, guessed from the URL (…/search or a nominatim host: nominatim) */
    GEOCODER_KIND: z.preprocess(emptyToUndefined, z.enum(["photon", "nominatim"]).optional()),
    GEOCODER_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(500).max(30_000).default(4000)),
    // the bookings CSV: how many bookings each marketplace call of its walk reads (the marketplace's
    // largest page is 500), and how many exports a supplier runs at once (README "Bookings CSV")
    EXPORT_PAGE_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(500).default(250)),
    EXPORTS_PER_SUPPLIER: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(20).default(2)),
    // how many server processes share the port (README "Workers"); unset: one per core in production
    WEB_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(256).optional()),
    /** where `remix vite:build` wrote the app (npm test builds into its own folder, build-test) */
    BUILD_DIR: z.preprocess(emptyToUndefined, z.string().default("build")),
    SESSION_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(16, { error: "must be at least 16 characters" }).optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && env.TRUST_PROXY_REQUIRED === "on" && !env.TRUST_PROXY) {
      ctx.addIssue({
        code: "custom",
        path: ["TRUST_PROXY"],
        message:
          "must be set in this container. A reverse proxy on the host reaches the container from the bridge's " +
          "gateway, never from loopback: with the loopback default its X-Forwarded-For/-Proto/-Host are ignored, " +
          "no HSTS is sent and every browser counts as one address for the login throttle. Set " +
          "TRUST_PROXY=gateway when the published port is reachable only by that proxy (e.g. -p 127.0.0.1:3000:3000), " +
          "TRUST_PROXY=<address or subnet> of a proxy container on the same network, or TRUST_PROXY=none when " +
          "browsers connect directly. Never trust the gateway on a port published to everyone: anyone could then " +
          'forge the forwarded headers (README "Behind a reverse proxy").',
      });
    }
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
  /**
   * How many workers `npm start` runs: WEB_CONCURRENCY, else the cores available in production
   * (os.availableParallelism, fewer under a container's CPU quota), 1 in development.
   */
  workers: number;
  workersFrom: WorkersFrom;
};

export function parseEnv(
  source: Record<string, string | undefined> = process.env,
  gateway: () => string | null = readGateway,
  cores: () => Cores = availableCores,
): Env {
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
    trustProxy: trustedProxies(env.TRUST_PROXY ?? "loopback", gateway),
    ...workersOf(env, cores),
  };
}

/** How many workers `npm start` runs, and why that many. */
function workersOf(env: { NODE_ENV: string; WEB_CONCURRENCY?: number }, cores: () => Cores) {
  // development runs Vite's server in one process
  if (env.NODE_ENV !== "production") return { workers: 1, workersFrom: { by: "development" } as WorkersFrom };
  if (env.WEB_CONCURRENCY)
    return { workers: env.WEB_CONCURRENCY, workersFrom: { by: "WEB_CONCURRENCY" } as WorkersFrom };
  const counted = cores();
  return { workers: counted.count, workersFrom: { by: "cores", ...counted } as WorkersFrom };
}

/** TRUST_PROXY as Express's list: `none` is nobody, `gateway` the default gateway's address. */
function trustedProxies(value: string, gateway: () => string | null): string[] {
  if (value.trim() === "none") return [];
  return value.split(",").map((e) => {
    const entry = e.trim();
    if (entry !== "gateway") return entry;
    const address = gateway();
    if (!address) {
      throw new Error(
        'Invalid configuration (see README "Configuration"):\n  - TRUST_PROXY: gateway: this machine has no IPv4 default gateway; name the proxy\'s address instead',
      );
    }
    return address;
  });
}

let cached: Env | undefined;
export const env = () => (cached ??= parseEnv());
