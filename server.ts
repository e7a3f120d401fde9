// The production and development server: security headers, the origin check and the body limits
// of every non-GET request, compression, static assets, health checks, the embedded marketplace
// (when MARKETPLACE_API_URL is unset) and the Remix handler.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import compression from "compression";
import helmet from "helmet";
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import { parseEnv } from "./app/lib/env.server.js";
import { redactUrl } from "./app/lib/redact.js";
import { messagePage } from "./app/lib/message-page.js";
import { bodyRuleFor } from "./app/lib/body-limits.js";
import { inProcessMarketplace, registerInProcessMarketplace } from "./app/lib/in-process-marketplace.js";
import { dispatchToNodeHandler } from "./app/lib/node-dispatch.server.js";
import { onlyExisting } from "./app/lib/static-files.server.js";
import { checkDataDir, dataDirMessage, dataDirWarning } from "./app/lib/data-dir.server.js";
import { workerRole, workerTag } from "./app/lib/workers.server.js";

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
// with several workers (start.ts): "prepare" migrates and seeds, then exits; "serve" serves
const role = workerRole();
/** The start-up notes are said once: alone, or by the preparing run of several workers. */
const announce = role !== "serve";
const tag = workerTag();
const log = (line: string) => console.log(`${new Date().toISOString()} ${tag}${line}`);

const app = express();
app.disable("x-powered-by");
// Behind the reverse proxy: req.protocol/req.ip/host come from X-Forwarded-* sent by one of the
// proxies TRUST_PROXY names (default: loopback only), so Secure cookies, HSTS, the login throttle's
// client address and the origin check see the browser's side. Anyone else's X-Forwarded-* is ignored.
app.set("trust proxy", env.trustProxy);
const trusted = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
if (isProd && announce)
  log(`forwarded headers believed from: ${env.trustProxy.join(", ") || "nobody (TRUST_PROXY=none)"}`);

// In-flight page requests, for a graceful stop, counted as they arrive (before any middleware that
// waits, such as the body limits reading the build): a request already received is answered before
// the listener closes. The app reaches the embedded marketplace over this same listener, so the
// listener stays open until these are done (see shutdown below).
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

// ---- refusals: a translated page (or an envelope under /api/), never a stack trace --------------
// These pages are written here, before the app: an attack must not cost a render. Their texts are
// the app's own (locales/<lng>/common.json errors.*); the language is the visitor's cookie.
const localeTexts = Object.fromEntries(
  (["vi", "en"] as const).map((lng) => [
    lng,
    JSON.parse(readFileSync(path.resolve("locales", lng, "common.json"), "utf8")) as {
      backHome: string;
      errors: Record<string, { code: string; title: string; text: string }>;
    },
  ]),
);
function languageOf(req: IncomingMessage): "vi" | "en" {
  const raw = /(?:^|;\s*)lng=([^;]*)/.exec(req.headers.cookie ?? "")?.[1];
  try {
    return raw && JSON.parse(Buffer.from(decodeURIComponent(raw), "base64").toString("utf8")) === "en" ? "en" : "vi";
  } catch {
    return "vi";
  }
}
function refusalPage(lng: "vi" | "en", kind: "tooLarge" | "crossSite") {
  const t = localeTexts[lng]!;
  const e = t.errors[kind]!;
  return messagePage({ lng, code: e.code, title: e.title, text: e.text, link: { href: "/", label: t.backHome } });
}
/**
 * Lingering close, for an answer sent while the client may still be sending its body: the socket is
 * only half-closed after the answer and what the client still sends is read and dropped for a
 * moment, so it can read the answer. Closing at once would reset the connection, and a reset can
 * make the client lose the answer it has not read yet. Call before the answer is written.
 */
function closeAfterAnswer(req: IncomingMessage, res: ServerResponse) {
  res.setHeader("Connection", "close"); // a client reusing this connection would wait for a body we will not read
  const socket = req.socket as IncomingMessage["socket"] & { destroySoon?: () => void };
  socket.destroySoon = () => socket.end(); // Node's close after "Connection: close": half-close only
  req.unpipe();
  req.resume(); // read and dropped, never kept
  res.once("finish", () => {
    const linger = setTimeout(() => socket.destroy(), 2000);
    socket.once("close", () => clearTimeout(linger));
  });
}
/** Answers and closes the connection: the rest of the request body is never read into memory. */
function refuse(req: IncomingMessage, res: ServerResponse, status: 403 | 413) {
  (res as ServerResponse & { refused?: boolean }).refused = true;
  if (res.headersSent) return void req.socket.destroy();
  const api = ((req as Partial<ExpressRequest>).originalUrl ?? req.url ?? "").startsWith("/api/"); // a mounted app sees its own url
  const body = api
    ? JSON.stringify({ code: status, message: status === 413 ? "payload_too_large" : "cross_site_request", data: null })
    : refusalPage(languageOf(req), status === 413 ? "tooLarge" : "crossSite");
  closeAfterAnswer(req, res);
  res.writeHead(status, {
    "Content-Type": api ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
  });
  res.end(body);
}
const isRefused = (res: ServerResponse) => Boolean((res as ServerResponse & { refused?: boolean }).refused);

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
        "script-src": [
          "'self'",
          (_req, res) => `'nonce-${(res as ServerResponse & { locals: { cspNonce: string } }).locals.cspNonce}'`,
        ],
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

// X-Forwarded-Host/-Proto of someone who is not a trusted proxy are dropped, so no later reader
// (Remix's request URL, its own origin check) can be fooled by them.
// A proxy that is not trusted is said once in the log: its browsers all count as its one address.
let untrustedProxySeen = false;
app.use((req, _res, next) => {
  const peer = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, ""); // an IPv4 client of a dual-stack socket
  if (!trusted(peer, 0)) {
    if (!untrustedProxySeen && (req.headers["x-forwarded-for"] || req.headers["x-forwarded-proto"])) {
      untrustedProxySeen = true;
      log(
        `WARNING: forwarded headers from ${peer} are ignored (TRUST_PROXY=${env.TRUST_PROXY ?? "loopback"}). If ${peer} is your reverse proxy, add it to TRUST_PROXY (README "Behind a reverse proxy"): until then every browser behind it shares one address for the login throttle and HTTPS is not seen.`,
      );
    }
    delete req.headers["x-forwarded-host"];
    delete req.headers["x-forwarded-proto"];
  }
  next();
});

/** The host the browser sees: the trusted proxy's X-Forwarded-Host, else Host. */
const publicHost = (req: ExpressRequest) =>
  (req.get("x-forwarded-host")?.split(",")[0]?.trim() || req.get("host") || "").toLowerCase();
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// One origin check for every non-GET request — pages, ?_data= and .data requests, resource routes,
// the marketplace: a browser request from another site (its Origin another host, "null", or
// Sec-Fetch-Site cross-site) is refused with 403 and changes nothing. Requests without either
// header are not a browser's cross-site post (curl, the app's own marketplace calls).
app.use((req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.get("origin");
  let foreign = req.get("sec-fetch-site") === "cross-site" || origin === "null";
  if (!foreign && origin) {
    try {
      foreign = new URL(origin).host.toLowerCase() !== publicHost(req);
    } catch {
      foreign = true;
    }
  }
  if (foreign) return refuse(req, res, 403);
  next();
});

// A body declared bigger than the route takes is refused before a byte of it is read; one that
// streams in without a length is cut where it passes the limit (the Remix handler below, and the
// marketplace's own reader). The rule is the one the route the request reaches declares
// (body-limits.ts): an upload form's `handle.body`, else the plain form's.
app.use((req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  build()
    .then(({ routes }) => {
      const rule = bodyRuleFor(req.originalUrl, routes);
      res.locals.bodyMaxBytes = rule.maxBytes;
      if (Number(req.get("content-length") ?? 0) > rule.maxBytes) return refuse(req, res, 413);
      if (env.embeddedMarketplace && req.path.startsWith("/api/")) limitApiBody(req, res, rule.maxBytes);
      next();
    })
    .catch(next);
});
app.use(compression());

app.get("/healthz", (_req, res) => {
  res.set("Cache-Control", "no-store").json({ status: "ok" });
});
app.get("/readyz", async (_req, res) => {
  res.set("Cache-Control", "no-store");
  if (shuttingDown) return res.status(503).json({ status: "shutting-down" });
  try {
    // any envelope means the marketplace answered (an unauthenticated call answers 401)
    const probe = new Request(`${env.marketplaceBaseUrl}/destination/area?perPage=1`, {
      headers: { "X-App-Id": env.MARKETPLACE_APP_ID },
      signal: AbortSignal.timeout(Math.min(env.MARKETPLACE_TIMEOUT_MS, 3000)),
    });
    const reply = await (inProcessMarketplace() ?? fetch)(probe);
    const body = (await reply.json()) as { code?: unknown };
    if (typeof body.code !== "number" || body.code >= 500) throw new Error(`code ${String(body.code)}`);
    res.json({ status: "ready", marketplace: env.embeddedMarketplace ? "embedded" : "remote" });
  } catch (err) {
    res.status(503).json({ status: "marketplace-unavailable" });
  }
});

let closeMarketplace = async () => {};
if (isProd && announce && env.MARKETPLACE_DEV_CALLS === "on") {
  log(
    "WARNING ******** MARKETPLACE_DEV_CALLS=on with NODE_ENV=production: anyone who reaches /api/v1/dev/* plays the marketplace operator without a token (verifies suppliers, books, pays out). A demo only, never a real server. ********",
  );
}
if (env.embeddedMarketplace) {
  const { createMarketplace, DEMO_ACCOUNTS, DEMO_PASSWORD } = await import("./marketplace/index.js");
  const dataDir = path.resolve(env.MARKETPLACE_DATA_DIR);
  // the command line beside this server: built JavaScript (npm run build) or, in development, tsx
  const cli = import.meta.url.endsWith(".js")
    ? `node ${path.relative(process.cwd(), path.join(path.dirname(fileURLToPath(import.meta.url)), "marketplace-cli.js"))}`
    : "npm run marketplace --";
  // a data folder this user cannot write stops the start with what to do, not SQLite's stack trace
  const unwritable = checkDataDir(dataDir, env.IMAGE_DATA_DIR);
  if (unwritable) {
    console.error(unwritable);
    process.exit(1);
  }
  const outsideVolume = dataDirWarning(dataDir, env.IMAGE_DATA_DIR);
  if (announce && outsideVolume) log(outsideVolume);
  const marketplace = await createMarketplace({
    dataDir,
    appId: env.MARKETPLACE_APP_ID,
    devCalls: env.MARKETPLACE_DEV_CALLS === "on",
    demo: env.MARKETPLACE_DEMO === "on",
    trustProxy: env.trustProxy,
    accessTokenTtlSeconds: env.MARKETPLACE_ACCESS_TOKEN_TTL,
    logMail: !isProd || env.MARKETPLACE_DEV_CALLS === "on",
    translate: env.TRANSLATE_URL ? { url: env.TRANSLATE_URL, apiKey: env.TRANSLATE_API_KEY } : undefined,
    log,
    prepared: role === "serve",
  }).catch((err: unknown) => {
    // the folder was writable, its database file is not (another owner, a read-only file)
    if (/^SQLITE_(CANTOPEN|READONLY|PERM)/.test(String((err as { code?: unknown }).code))) {
      console.error(dataDirMessage(dataDir, err, env.IMAGE_DATA_DIR));
      process.exit(1);
    }
    throw err;
  });
  // browsers, the CLI and a remote app reach it over HTTP; this app calls it in-process
  app.use("/api/v1", marketplace.router);
  registerInProcessMarketplace(dispatchToNodeHandler(marketplace.router, new URL(env.marketplaceBaseUrl).pathname));
  closeMarketplace = marketplace.close;
  if (announce) log(`embedded marketplace at /api/v1, data in ${dataDir}${marketplace.isNew ? " (new database)" : ""}`);
  if (announce && marketplace.demo) {
    // the password is in the README; a production log never carries one
    const password = isProd ? `see README or \`${cli} accounts\`` : DEMO_PASSWORD;
    log(`demo logins (password: ${password}): ${DEMO_ACCOUNTS.map((a) => `${a.email} — ${a.what}`).join("; ")}`);
    if (env.MARKETPLACE_DEMO !== "on")
      log("WARNING: this database holds the demo accounts and their published password; remove them before real use");
  }
  if (announce && marketplace.suppliers === 0) {
    log(
      `no supplier yet: create the first with \`MARKETPLACE_DATA_DIR=${dataDir} ${cli} create-supplier <email> "<name>"\` (it prints the new login's password once)`,
    );
  }
  if (announce && env.MARKETPLACE_DEV_CALLS === "on") log(`marketplace dev calls are ON (dev/mailbox, ${cli} help)`);
} else if (announce) {
  log(`marketplace: ${env.marketplaceBaseUrl}`);
}
// the preparing run ends here: the database is migrated and seeded, the workers serve it
if (role === "prepare") {
  await closeMarketplace();
  process.exit(0);
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
  app.use(
    "/assets",
    express.static(path.join(env.BUILD_DIR, "client/assets"), { immutable: true, maxAge: "1y", index: false }),
  );
  const client = path.join(env.BUILD_DIR, "client");
  app.use(onlyExisting(client, express.static(client, { maxAge: "1h", index: false })));
} else {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteServer.middlewares);
  build = () => viteServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>;
}
// a page's path is not looked for on disk (static-files.server.ts): only public/'s own names are
app.use(onlyExisting("public", express.static("public", { maxAge: "1h", index: false })));

/** The request body as Remix reads it, cut (and the request refused with 413) past the route's limit. */
function limitedBody(req: ExpressRequest, res: ExpressResponse, maxBytes: number, abort: () => void) {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen <= maxBytes) return done(null, chunk);
      req.unpipe(counter);
      refuse(req, res, 413);
      abort();
      done(new Error("request body over the limit"));
    },
  });
  // a client that goes away mid-body ends the body with an error, so no reader waits forever
  req.on("error", (err) => counter.destroy(err));
  req.on("close", () => {
    if (!req.complete && !counter.destroyed) counter.destroy(new Error("request aborted"));
  });
  return createReadableStreamFromReadable(req.pipe(counter));
}

/**
 * The embedded marketplace reads its bodies itself (express.json, multer), and a body parser that
 * passes its limit reads the rest to its end before it answers. So its bodies are counted as the
 * socket delivers them: past the limit the request is refused here and the rest is dropped, never
 * handed to a reader (which ends with the connection, see refuse).
 */
function limitApiBody(req: ExpressRequest, res: ExpressResponse, maxBytes: number) {
  let seen = req.readableLength; // what arrived with the headers
  let over = false;
  const push = req.push;
  req.push = function (this: ExpressRequest, chunk: unknown, encoding?: BufferEncoding) {
    // the body's real end passes: ending it early would reset the connection before the answer is read
    if (chunk === null) return push.call(this, chunk, encoding);
    if (over) return true; // dropped
    if (chunk instanceof Uint8Array) seen += chunk.byteLength;
    if (seen <= maxBytes) return push.call(this, chunk, encoding);
    over = true;
    refuse(req, res, 413);
    return true;
  };
}

function remixHeaders(incoming: IncomingMessage["headers"]) {
  const headers = new Headers();
  for (const [key, value] of Object.entries(incoming))
    for (const v of value === undefined ? [] : [value].flat()) headers.append(key, v);
  return headers;
}
async function sendRemixResponse(res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (response.body) await writeBody(response.body, res);
  else res.end();
}

/**
 * A body written as the client takes it: the next part is read only once the socket (or the
 * compressor) has room for the last, and a client that goes away cancels the body. So a long
 * streamed answer (the bookings CSV) holds one part in memory, not the whole file, and stops
 * reading the marketplace when nobody reads it. Each part is flushed through compression, as
 * React's streamed HTML needs.
 */
async function writeBody(body: ReadableStream<Uint8Array>, res: ExpressResponse & { flush?: () => void }) {
  const reader = body.getReader();
  let wake: (() => void) | null = null;
  const resume = () => {
    wake?.();
    wake = null;
  };
  const gone = () => {
    resume();
    if (!res.writableFinished) reader.cancel().catch(() => undefined);
  };
  // one listener each for the whole body (compression keeps its "drain" listeners on its own stream)
  res.on("drain", resume);
  res.once("close", gone);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (res.destroyed) return;
      if (done) return void res.end();
      const room = res.write(value);
      res.flush?.();
      if (!room && !res.destroyed) await new Promise<void>((r) => (wake = r));
    }
  } catch (error) {
    res.destroy(error as Error);
    throw error;
  } finally {
    res.off("close", gone);
  }
}

// The Remix handler (@remix-run/express's, with the body limit and a default Cache-Control): what
// Remix answers without its own Cache-Control — pages, .data, resource routes — carries a
// supplier's data, so no shared cache or back button keeps it.
const handleRemix = createRequestHandler(build, env.NODE_ENV);
app.all("*", async (req, res, next) => {
  // single fetch (remix.config.js) reads a route's data at <path>.data; the older `?_data=` is no request
  // this app makes, and Remix would take a loader's plain data for a Response there: refused as such
  if (new URLSearchParams(req.originalUrl.split("?")[1] ?? "").has("_data")) {
    return void res.status(400).set("Cache-Control", "private, no-store").type("text/plain").send("Bad Request");
  }
  try {
    const [, forwardedPort] = req.get("x-forwarded-host")?.split(",")[0]?.split(":") ?? [];
    const [, hostPort] = req.get("host")?.split(":") ?? [];
    const port = Number.parseInt(forwardedPort ?? hostPort ?? "", 10);
    const url = new URL(
      `${req.protocol}://${req.hostname}${Number.isSafeInteger(port) ? `:${port}` : ""}${req.originalUrl}`,
    );
    let controller: AbortController | null = new AbortController();
    res.on("finish", () => (controller = null));
    res.on("close", () => controller?.abort());
    const init: RequestInit & { duplex?: "half" } = {
      method: req.method,
      headers: remixHeaders(req.headers),
      signal: controller.signal,
    };
    if (!SAFE_METHODS.has(req.method)) {
      init.body = limitedBody(req, res, res.locals.bodyMaxBytes as number, () => controller?.abort());
      init.duplex = "half";
    }
    const cookies = new Map<string, string>();
    withResponseCookies(res, cookies);
    const context: AppLoadContext = {
      cspNonce: res.locals.cspNonce as string,
      responseCookies: cookies,
      clientIp: req.ip ?? "",
      secureRequest: req.secure,
    };
    const response = await handleRemix(new Request(url.href, init), context);
    if (isRefused(res)) return void (await response.body?.cancel().catch(() => undefined));
    if (!response.headers.has("Cache-Control")) res.setHeader("Cache-Control", "private, no-store");
    // an answer that did not need the whole body (a made-up record's form sends the owner back unread)
    if (!req.complete) closeAfterAnswer(req, res);
    await sendRemixResponse(res, response);
  } catch (error) {
    if (isRefused(res)) return;
    next(error);
  }
});

const server = app.listen(env.PORT, () => {
  log(`supplier back-office listening on http://localhost:${env.PORT} (${env.NODE_ENV}, pid ${process.pid})`);
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
