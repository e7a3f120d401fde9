// The embedded marketplace: a real implementation of ../shared/spec/marketplace-api.md on
// SQLite, mounted by server.ts at /api/v1 when MARKETPLACE_API_URL is not set. The back-office
// (app/) never imports from here: it calls it through a Request → Response function that server.ts
// registers (in-process, no socket), with the same headers and bodies as over HTTP.
import express, { Router } from "express";
import { openDatabase, writeHeld } from "./db/database.js";
import { readCache } from "./db/read-cache.js";
import { hasDemoAccounts, seedDemo, seedReference } from "./db/seed.js";
import { Tokens } from "./auth/tokens.js";
import { Throttle } from "./auth/throttle.js";
import { ApiError, errorMiddleware, sendError } from "./shared/http.js";
import type { Ctx, MarketplaceOptions } from "./context.js";
import { fileRoutes } from "./files/routes.js";
import { idempotency } from "./idempotency.js";
import { uploadsDir } from "./files/store.js";
import { apiRoutes } from "./routes.js";
import { serviceGuard } from "./service-guard.js";
import { recordedCalls } from "./activity/calls.js";
import { libreTranslate, setTranslator } from "./shared/translate.js";
import { openApiDocument } from "./openapi.js";

export type { MarketplaceOptions } from "./context.js";
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./db/seed.js";

export async function createMarketplace(options: MarketplaceOptions) {
  const { db, isNew, version } = await openDatabase(options.dataDir, { migrate: !options.prepared });
  uploadsDir(options.dataDir); // <dataDir>/uploads, created at start
  setTranslator(options.translate ? libreTranslate(options.translate) : null, options.log);
  if (isNew && !options.prepared) await seedReference(db);
  // demo logins exist only when asked for; a database made without them gets them later if asked
  const demoPresent = await hasDemoAccounts(db);
  if (options.demo && !demoPresent && !options.prepared) await seedDemo(db, options.dataDir);
  const ctx: Ctx = {
    db,
    tokens: new Tokens(db, await Tokens.secretFrom(db), options.accessTokenTtlSeconds),
    throttle: new Throttle(db),
    options,
    reads: readCache(version, undefined, writeHeld),
  };

  const router = Router();
  // its own app, for its own "trust proxy": the back-office forwards the browser's address from loopback
  const api = express();
  api.disable("x-powered-by");
  api.set("trust proxy", [...new Set(["loopback", ...options.trustProxy])]);
  api.use(router);
  // before the X-App-Id check: an <img> or a download link sends no header and no token
  router.use(fileRoutes(ctx));
  // the contract anyone may read, built once from the routes' own zod schemas (openapi.ts)
  const openApi = openApiDocument({ devCalls: options.devCalls });
  router.get("/openapi.json", (_req, res) => {
    res.json(openApi);
  });
  router.use(express.json({ limit: "1mb" }));
  router.use((req, res, next) => {
    res.set("Cache-Control", "no-store");
    // marketplace-api.md: a call without the application header answers 400
    if (req.get("x-app-id") !== options.appId) return sendError(res, new ApiError(400, "missing_app_id"));
    next();
  });
  // a write to a service the supplier does not have is refused before anything, idempotency included
  router.use(serviceGuard(ctx));
  router.use(idempotency(ctx));
  // a calendar's, a listing's or the profile's write and its activity entry, in one transaction (activity/calls.ts)
  router.use(recordedCalls(ctx));
  for (const routes of apiRoutes(ctx)) router.use(routes);
  router.use((_req, res) => sendError(res, new ApiError(404, "not_found")));
  router.use(errorMiddleware(options.log));

  const suppliers = Number(
    (
      await db
        .selectFrom("agencies")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
  return {
    router: api,
    db,
    isNew,
    /** The demo accounts (with their published password) are in this database. */
    demo: options.demo || demoPresent,
    suppliers,
    async close() {
      await db.destroy();
    },
  };
}
