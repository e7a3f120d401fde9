// Every field a client sends is input, the framework's own included (form-intent.ts): each route
// with an action — found in the built route table, so a new route is walked without being listed —
// is posted a malformed Conform control (`__intent__={`) and an action no form offers
// (`intent=drop`). Each answers the translated 400 page, writes no stack trace to the log and leaves
// the marketplace's database as it was. Its URL is one the back-office itself links to (a crawl from
// the dashboard), with a record of the demo supplier's where the route names one.
import path from "node:path";
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { type Browserless, loggedIn, visibleText } from "../support/browserless";
import { text } from "../security/support";

const server = serverForThisFile();
const root = path.resolve(import.meta.dirname, "../..");

type BuiltRoute = { path?: string; parentId?: string; index?: boolean; module: { action?: unknown } };

/** The URL patterns of the routes with an action, as the build's route table has them. */
async function actionRoutes(): Promise<string[]> {
  const build = (await import(path.join(root, process.env.BUILD_DIR || "build", "server/index.js"))) as {
    routes: Record<string, BuiltRoute>;
  };
  const full = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    return [full(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  return Object.entries(build.routes)
    .filter(([, r]) => typeof r.module.action === "function")
    .map(([id]) => `/${full(id)}`);
}

/** A pattern (`hotel/:idHotel/room/action/:idRoom?`) as a test of a path. */
function matcher(pattern: string): RegExp {
  const body = pattern
    .split("/")
    .filter(Boolean)
    .map((seg) =>
      seg.startsWith(":")
        ? seg.endsWith("?")
          ? "(?:/[^/]+)?"
          : "/[^/]+"
        : `/${seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
    )
    .join("");
  return new RegExp(`^${body || "/"}$`);
}

/** The paths the back-office links to, from the dashboard two clicks deep (queries dropped). */
async function linkedPaths(b: Browserless): Promise<Set<string>> {
  const seen = new Set<string>();
  let frontier = ["/"];
  for (let depth = 0; depth < 3 && frontier.length; depth++) {
    const next: string[] = [];
    for (const p of frontier) {
      if (seen.has(p)) continue;
      seen.add(p);
      const page = await b.get(p);
      for (const [, href] of page.html.matchAll(/href="(\/[^"#?]*)/g)) {
        const target = href!.replace(/\/$/, "") || "/";
        if (!seen.has(target) && !/\.(csv|css|js|png|jpe?g|svg|ico|webp|pdf)$|^\/(files|assets)\/|\/qr$/.test(target))
          next.push(target);
      }
    }
    frontier = [...new Set(next)];
  }
  for (const p of frontier) seen.add(p);
  return seen;
}

/** What the supplier's data is: every table but the sign-in bookkeeping, row by row. */
function fingerprint(): string {
  const db = new Database(path.join(server.dataDir, "marketplace.db"), { readonly: true });
  try {
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .pluck()
      .all() as string[];
    return tables
      .filter((t) => !/session|token|throttle|idempot|login|request_log/i.test(t))
      .map((t) => `${t}:${JSON.stringify(db.prepare(`select * from "${t}"`).raw().all())}`)
      .join("\n");
  } finally {
    db.close();
  }
}

const BAD_POSTS: Record<string, [string, string][]> = {
  "a malformed Conform control": [["__intent__", "{"]],
  "an action no form offers": [["intent", "drop"]],
};

describe("every action reads a post it cannot have sent as a refusal", () => {
  let b: Browserless;
  const targets: [string, string][] = [];

  beforeAll(async () => {
    b = await loggedIn(server.url);
    const patterns = await actionRoutes();
    const links = await linkedPaths(b);
    const missing: string[] = [];
    for (const pattern of patterns) {
      const test = matcher(pattern);
      // the route's own URL where it has one without a record, and one that names a record
      const urls = [...links].filter((l) => test.test(l)).sort((x, y) => x.length - y.length);
      const chosen = [...new Set([urls[0], urls.at(-1)])].filter((u): u is string => Boolean(u));
      if (chosen.length === 0 && !pattern.includes(":")) chosen.push(pattern);
      if (chosen.length === 0) missing.push(pattern);
      for (const url of chosen) targets.push([pattern, url]);
    }
    expect(missing, "action routes no page links to").toEqual([]);
    expect(patterns.length).toBeGreaterThan(20);
  }, 120_000);

  for (const [kind, fields] of Object.entries(BAD_POSTS)) {
    it(`answers ${kind} with the translated 400 page and changes nothing`, async () => {
      const failures: string[] = [];
      for (const [pattern, url] of targets) {
        const before = fingerprint();
        const logStart = server.logs().length;
        const form = new FormData();
        for (const [name, value] of fields) form.append(name, value);
        // the sign-in page answers a logged-in visitor too; /logout would end this one's session
        const reply = await b.request("POST", url, form);
        const logged = server.logs().slice(logStart);
        const problems = [
          reply.status !== 400 && `status ${reply.status}`,
          !visibleText(reply.html).includes(text("en", "common:errors.badForm.title")) && "no translated message",
          /\n\s+at .+:\d+:\d+/.test(logged) && `a stack trace in the log: ${logged.slice(0, 300)}`,
          fingerprint() !== before && "the database changed",
        ].filter(Boolean);
        if (problems.length) failures.push(`${url} (${pattern}): ${problems.join(", ")}`);
      }
      expect(failures).toEqual([]);
      expect(targets.length).toBeGreaterThan(20);
    }, 180_000);
  }
});
