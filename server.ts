// The production and development server: security headers, compression, static assets, health
// checks, the embedded marketplace (when MARKETPLACE_API_URL is unset) and the Remix handler.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerResponse } from "node:http";
import express from "express";
import compression from "compression";
import helmet from "helmet";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import { parseEnv } from "./app/lib/env.server.js";
import { redactUrl } from "./app/lib/redact.js";

// a .env file, when present, fills what the environment leaves unset (see .env.example)
try {
  process.loadEnvFile();
} catch {
  /* no .env */
}
let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
const isProd = env.NODE_ENV === "production";
const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);

const app = express();
app.disable("x-powered-by");
// Behind the reverse proxy: req.protocol/req.ip/host come from X-Forwarded-* sent by a proxy
// on a private or loopback address, so Secure cookies, HSTS and Remix's origin check work.
app.set("trust proxy", "loopback, linklocal, uniquelocal");

// request log: never the query values or path parts that can carry secrets
app.use((req, res, next) => {
  const start = process.hrtime.bigint();
  res.on("finish", () => {
    if (req.path === "/healthz" || req.path === "/readyz") return;
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    log(`${req.method} ${redactUrl(req.originalUrl)} ${res.statusCode} ${ms.toFixed(1)}ms`);
  });
  next();
});

app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
});
app.use(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      // development: Vite's client and HMR need inline scripts and websockets, so CSP only reports
      reportOnly: !isProd,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", (_req, res) => `'nonce-${(res as ServerResponse & { locals: { cspNonce: string } }).locals.cspNonce}'`],
        "style-src": ["'self'", "'unsafe-inline'"], // Mantine sets style attributes
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'", ...(isProd ? [] : ["ws:"])],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // HSTS only when the request came over HTTPS (directly or via the proxy)
    strictTransportSecurity: false,
  }),
);
app.use((req, res, next) => {
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
});
app.use(compression());

// In-flight page requests, for a graceful stop. The app reaches the embedded marketplace over
// this same listener, so the listener stays open until these are done (see shutdown below).
let shuttingDown = false;
let inflight = 0;
app.use((req, res, next) => {
  if (shuttingDown) res.setHeader("Connection", "close");
  if (!req.path.startsWith("/api/")) {
    inflight++;
    res.once("close", () => inflight--);
  }
  next();
});

app.get("/healthz", (_req, res) => {
  res.set("Cache-Control", "no-store").json({ status: "ok" });
});
app.get("/readyz", async (_req, res) => {
  res.set("Cache-Control", "no-store");
  if (shuttingDown) return res.status(503).json({ status: "shutting-down" });
  try {
    // any envelope means the marketplace answered (an unauthenticated call answers 401)
    const reply = await fetch(`${env.marketplaceBaseUrl}/destination/area?perPage=1`, {
      headers: { "X-App-Id": env.MARKETPLACE_APP_ID },
      signal: AbortSignal.timeout(Math.min(env.MARKETPLACE_TIMEOUT_MS, 3000)),
    });
    const body = (await reply.json()) as { code?: unknown };
    if (typeof body.code !== "number" || body.code >= 500) throw new Error(`code ${String(body.code)}`);
    res.json({ status: "ready", marketplace: env.embeddedMarketplace ? "embedded" : "remote" });
  } catch (err) {
    res.status(503).json({ status: "marketplace-unavailable" });
  }
});

let closeMarketplace = async () => {};
if (env.embeddedMarketplace) {
  const { createMarketplace, DEMO_ACCOUNTS, DEMO_PASSWORD } = await import("./marketplace/index.js");
  const marketplace = await createMarketplace({
    dataDir: path.resolve(env.MARKETPLACE_DATA_DIR),
    appId: env.MARKETPLACE_APP_ID,
    devCalls: env.MARKETPLACE_DEV_CALLS === "on",
    accessTokenTtlSeconds: env.MARKETPLACE_ACCESS_TOKEN_TTL,
    logMail: !isProd || env.MARKETPLACE_DEV_CALLS === "on",
    log,
  });
  app.use("/api/v1", marketplace.router);
  closeMarketplace = marketplace.close;
  log(`embedded marketplace at /api/v1, data in ${path.resolve(env.MARKETPLACE_DATA_DIR)}${marketplace.isNew ? " (new database, seeded)" : ""}`);
  log(`demo logins (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => `${a.email} — ${a.what}`).join("; ")}`);
  if (env.MARKETPLACE_DEV_CALLS === "on") log("marketplace dev calls are ON (dev/mailbox, npm run marketplace -- help)");
} else {
  log(`marketplace: ${env.marketplaceBaseUrl}`);
}

// Cookies a loader or action asked for (session refresh, flash toasts) are added to whatever
// response the request ends with, redirects included. See app/lib/context.ts.
function withResponseCookies(res: ServerResponse, cookies: Map<string, string>) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    for (const value of cookies.values()) this.appendHeader("Set-Cookie", value);
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

let build: () => Promise<ServerBuild>;
if (isProd) {
  const buildPath = pathToFileURL(path.resolve(env.BUILD_DIR, "server/index.js")).href;
  const serverBuild = (await import(buildPath)) as ServerBuild;
  build = async () => serverBuild;
  app.use("/assets", express.static(path.join(env.BUILD_DIR, "client/assets"), { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static(path.join(env.BUILD_DIR, "client"), { maxAge: "1h", index: false }));
} else {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteServer.middlewares);
  build = () => viteServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>;
}
app.use(express.static("public", { maxAge: "1h", index: false }));

app.all(
  "*",
  createRequestHandler({
    build,
    mode: env.NODE_ENV,
    getLoadContext(req, res) {
      const cookies = new Map<string, string>();
      withResponseCookies(res, cookies);
      return {
        cspNonce: res.locals.cspNonce as string,
        responseCookies: cookies,
        clientIp: req.ip ?? "",
        secureRequest: req.secure,
      };
    },
  }),
);

const server = app.listen(env.PORT, () => {
  log(`supplier back-office listening on http://localhost:${env.PORT} (${env.NODE_ENV})`);
});
server.keepAliveTimeout = 65_000; // longer than a typical proxy's idle timeout

async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true; // /readyz now answers 503, so the proxy sends no new traffic
  log(`${signal}: finishing in-flight requests`);
  const forced = setTimeout(() => {
    log("forced stop after 10s");
    process.exit(1);
  }, 10_000);
  forced.unref();
  while (inflight > 0) await new Promise((r) => setTimeout(r, 25));
  server.close(async () => {
    await closeMarketplace();
    log("stopped");
    process.exit(0);
  });
  server.closeAllConnections(); // only idle keep-alive connections are left
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
