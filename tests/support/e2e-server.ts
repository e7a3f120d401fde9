// The server for one browser-test project: a fresh database in a temporary folder each run.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

process.env.MARKETPLACE_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "backoffice-e2e-"));
process.env.NODE_ENV = "production";
process.env.MARKETPLACE_DEV_CALLS = "on";
process.env.MARKETPLACE_DEMO = "on";
process.env.SESSION_SECRET ??= "browser-test-session-secret";
process.env.MARKETPLACE_API_URL = "";
await import("../../server.js");
