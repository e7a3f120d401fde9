// The marketplace serves its contract as an OpenAPI document built from the same zod
// schemas its routes parse with, and the document matches what is mounted: every route the routers
// answer is in it, and it names no route the server does not answer (dev calls only when they are on).
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMarketplace } from "./index";
import { BUILT_IN_KEYS } from "./shared/issue-keys";

type Layer = {
  route?: { path: string; methods: Record<string, boolean> };
  name?: string;
  handle?: { stack?: Layer[] };
  regexp?: { fast_slash?: boolean };
};
type Doc = {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    securitySchemes: Record<string, { type: string; scheme?: string; in?: string; name?: string }>;
  };
};
type Operation = {
  operationId: string;
  summary: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: { type?: string; properties?: Record<string, unknown> } }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
  "x-dev-call"?: boolean;
};

const METHODS = ["get", "post", "patch", "put", "delete"];

/** Every method and path the express stack answers, in OpenAPI form (`:id` → `{id}`). */
function mounted(stack: Layer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const route = layer.route;
      return Object.keys(route.methods)
        .filter((m) => METHODS.includes(m))
        .map((m) => `${m.toUpperCase()} ${route.path.replace(/:(\w+)/g, "{$1}")}`);
    }
    if (layer.name === "router" && layer.handle?.stack) {
      // every router is mounted at the root: a prefix would have to be read from its regexp
      expect(layer.regexp?.fast_slash).toBe(true);
      return mounted(layer.handle.stack);
    }
    return [];
  });
}
const documented = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.keys(ops)
      .filter((m) => METHODS.includes(m))
      .map((m) => `${m.toUpperCase()} ${p}`),
  );

async function start(devCalls: boolean) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "openapi-"));
  const mp = await createMarketplace({
    dataDir,
    appId: "test-app",
    devCalls,
    accessTokenTtlSeconds: 900,
    demo: false,
    trustProxy: [],
    logMail: false,
    log: () => {},
  });
  const app = express();
  app.use("/api/v1", mp.router);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  const res = await fetch(`${base}/openapi.json`); // no X-App-Id, no token: anyone may read the contract
  const doc = (await res.json()) as Doc;
  const routes = mounted((mp.router as unknown as { _router: { stack: Layer[] } })._router.stack);
  return {
    res,
    doc,
    routes,
    base,
    async stop() {
      await new Promise((r) => server.close(r));
      await mp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe("GET /api/v1/openapi.json", () => {
  let on: Awaited<ReturnType<typeof start>>;
  let off: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    [on, off] = await Promise.all([start(true), start(false)]);
  });
  afterAll(async () => {
    await Promise.all([on?.stop(), off?.stop()]);
  });

  it("answers the document as JSON, without X-App-Id or a token", () => {
    expect(on.res.status).toBe(200);
    expect(on.res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(on.doc.openapi).toBe("3.1.0");
    expect(on.doc.info.title).toBeTruthy();
    expect(on.doc.servers).toEqual([{ url: "/api/v1" }]);
  });

  it("documents every route the marketplace mounts, and none it does not (dev calls on)", () => {
    const routes = new Set(on.routes);
    expect(routes.size).toBeGreaterThan(50);
    expect(on.routes.filter((r) => !documented(on.doc).includes(r))).toEqual([]);
    expect(documented(on.doc).filter((r) => !routes.has(r))).toEqual([]);
    expect(on.routes).toContain("POST /dev/order");
  });

  it("leaves the dev calls out when they are off, as the server does", () => {
    expect(off.routes.some((r) => r.includes(" /dev/"))).toBe(false);
    expect(documented(off.doc).some((r) => r.includes(" /dev/"))).toBe(false);
    expect(new Set(documented(off.doc))).toEqual(new Set(off.routes));
  });

  it("has the shape of an OpenAPI 3.1 document: ids, responses, parameters, references", () => {
    const doc = on.doc;
    expect(doc.components.securitySchemes).toMatchObject({
      bearer: { type: "http", scheme: "bearer" },
      appId: { type: "apiKey", in: "header", name: "X-App-Id" },
    });
    const ids = new Set<string>();
    for (const [p, ops] of Object.entries(doc.paths)) {
      expect(p.startsWith("/")).toBe(true);
      for (const [method, op] of Object.entries(ops)) {
        const at = `${method} ${p}`;
        expect(op.operationId, at).toMatch(/^\w+$/);
        expect(ids.has(op.operationId), `${at}: operationId repeated`).toBe(false);
        ids.add(op.operationId);
        expect(op.summary, at).toBeTruthy();
        expect(op.tags?.length, at).toBe(1);
        expect(op.responses["200"], at).toBeDefined();
        for (const [status, response] of Object.entries(op.responses))
          expect(response.description, `${at} ${status}`).toBeTruthy();
        // every {param} of the path is declared, required, in the path
        for (const name of [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1])) {
          expect(
            op.parameters?.find((x) => x.in === "path" && x.name === name),
            `${at} {${name}}`,
          ).toMatchObject({ required: true });
        }
        // a JSON body is an object schema with its fields, never an empty "anything"
        const body = op.requestBody?.content["application/json"]?.schema;
        if (body) expect(Object.keys(body.properties ?? {}).length, `${at} body`).toBeGreaterThan(0);
        if (op["x-dev-call"]) expect(op.tags, at).toEqual(["dev"]);
      }
    }
    // every $ref points at a component that exists
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) expect(doc.components.schemas[ref], ref).toBeDefined();
  });

  it("carries the conventions: envelope, errors with their data, the security of each call", () => {
    const doc = on.doc;
    const op = (method: string, p: string) => doc.paths[p]![method]!;
    // the envelope {code, message, data}; 422 with data.issues; 409 with data.existDate
    expect(doc.components.schemas.Envelope).toMatchObject({ required: ["code", "message", "data"] });
    expect(JSON.stringify(doc.components.schemas.ValidationError)).toContain("issues");
    // an issue's message is a key: the document names the keys a value of the wrong shape answers
    const issue = JSON.stringify(doc.components.schemas.Issue);
    for (const key of BUILT_IN_KEYS) expect(issue, key).toContain(key);
    const calendar = op("post", "/tour/group-calendar");
    expect(JSON.stringify(calendar.responses["409"])).toContain("existDate");
    expect(JSON.stringify(calendar.responses["409"])).toContain("exist_departure_date");
    expect(calendar.responses["422"]).toBeDefined();
    expect(calendar.responses["401"]).toBeDefined();
    expect(calendar.responses["400"]).toBeDefined(); // missing_app_id
    expect(calendar.security).toEqual([{ bearer: [], appId: [] }]);
    // the body is the contract's schema: its fields and their bounds
    expect(JSON.stringify(calendar.requestBody)).toContain("departure_date");
    // login needs no token, and can answer 429 (an extension)
    const login = op("post", "/auth/login");
    expect(login.security).toEqual([{ appId: [] }]);
    expect(login.responses["429"]).toBeDefined();
    // the files route needs neither header: an <img> sends none
    expect(op("get", "/files/{filename}").security).toEqual([{}, { bearer: [] }]);
    // list calls take the list query and answer {docs, total}
    const tours = op("get", "/tour/tour");
    expect(tours.parameters?.map((x) => x.name)).toEqual(
      expect.arrayContaining(["page", "perPage", "lang", "name", "date_range"]),
    );
    expect(JSON.stringify(tours.responses["200"])).toContain("docs");
    // a create call takes an Idempotency-Key (an extension)
    expect(op("post", "/tour/age").parameters?.map((x) => x.name)).toContain("Idempotency-Key");
    // dev calls are marked as such
    expect(op("post", "/dev/order")["x-dev-call"]).toBe(true);
  });

  it("says a transfer code already recorded on a booking answers 409 transfer_code_recorded (hotels-bikes-transport §4)", () => {
    const op = (method: string, p: string) => on.doc.paths[p]![method]!;
    for (const [method, p] of [
      ["patch", "/hotel/order/{id}"],
      ["patch", "/bike/order/{id}"],
      ["post", "/transaction"],
    ] as const)
      expect(JSON.stringify(op(method, p).responses["409"]), `${method} ${p}`).toContain("transfer_code_recorded");
  });
});
