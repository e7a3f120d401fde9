// Through the production server, the embedded marketplace serves its OpenAPI
// document at /api/v1/openapi.json to anyone (no X-App-Id, no token, no session), and the document
// describes the server that answers it (the every-route check is marketplace/openapi.test.ts).
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";

const server = serverForThisFile();

type Doc = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, { security?: unknown }>>;
};

describe("GET /api/v1/openapi.json", () => {
  it("answers the document without any header, as JSON", async () => {
    const res = await fetch(`${server.url}/api/v1/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const doc = (await res.json()) as Doc;
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers).toEqual([{ url: "/api/v1" }]);
    expect(doc.paths["/tour/tour"]?.get?.security).toEqual([{ bearer: [], appId: [] }]);
    expect(doc.paths["/dev/order"]?.post).toBeDefined(); // this server runs with MARKETPLACE_DEV_CALLS=on
  });

  it("says what the server does: a bearer call without X-App-Id answers 400, without a token 401", async () => {
    const noApp = await fetch(`${server.url}/api/v1/tour/tour`);
    expect(noApp.status).toBe(400);
    expect((await noApp.json()).message).toBe("missing_app_id");
    const noToken = await fetch(`${server.url}/api/v1/tour/tour`, { headers: { "X-App-Id": "supplier-backoffice" } });
    expect(noToken.status).toBe(401);
  });
});
