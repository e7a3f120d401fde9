import express from "express";
import { describe, expect, it } from "vitest";
import { dispatchToNodeHandler } from "./node-dispatch.server";

function echoApp() {
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(express.json());
  app.get("/echo", (req, res) => {
    res.set("X-Seen", "yes").append("Set-Cookie", ["a=1", "b=2"]);
    res.json({
      url: req.url,
      query: req.query,
      ip: req.ip,
      appId: req.get("x-app-id"),
      auth: req.get("authorization"),
    });
  });
  app.post("/json", (req, res) => res.status(201).json({ body: req.body, type: req.get("content-type") }));
  app.post("/raw", (req, res) => {
    const parts: Buffer[] = [];
    req
      .on("data", (d: Buffer) => parts.push(d))
      .on("end", () => {
        res.json({
          type: req.get("content-type"),
          length: Buffer.concat(parts).length,
          declared: req.get("content-length"),
        });
      });
  });
  app.delete("/gone", (_req, res) => res.status(204).end());
  app.get("/slow", () => undefined); // never answers
  app.get("/drop", (req) => req.socket.destroy());
  return app;
}
const dispatch = dispatchToNodeHandler(echoApp(), "/api/v1");
const base = "http://127.0.0.1:3000/api/v1";

describe("dispatchToNodeHandler", () => {
  it("hands the path below the mount, the query, the headers and a loopback peer that forwards X-Forwarded-For", async () => {
    const res = await dispatch(
      new Request(`${base}/echo?page=2&q=a%20b`, {
        headers: { "X-App-Id": "app", Authorization: "Bearer t", "X-Forwarded-For": "203.0.113.9" },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("x-seen")).toBe("yes");
    expect(res.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(await res.json()).toEqual({
      url: "/echo?page=2&q=a%20b",
      query: { page: "2", q: "a b" },
      ip: "203.0.113.9",
      appId: "app",
      auth: "Bearer t",
    });
  });

  it("passes a JSON body and the status", async () => {
    const res = await dispatch(
      new Request(`${base}/json`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ a: "ă" }),
      }),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ body: { a: "ă" }, type: "application/json" });
  });

  it("passes a multipart upload byte for byte", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(70_000)], { type: "image/png" }), "a.png");
    const sent = new Request(`${base}/raw`, { method: "POST", body: form });
    const expected = (await sent.clone().arrayBuffer()).byteLength;
    const reply = (await (await dispatch(sent)).json()) as { type: string; length: number; declared: string };
    expect(reply.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(reply.length).toBe(expected);
    expect(reply.declared).toBe(String(expected));
  });

  it("answers 204 without a body", async () => {
    const res = await dispatch(new Request(`${base}/gone`, { method: "DELETE" }));
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
  });

  it("rejects as fetch does on a timeout and on a dropped connection", async () => {
    await expect(dispatch(new Request(`${base}/slow`, { signal: AbortSignal.timeout(50) }))).rejects.toMatchObject({
      name: "TimeoutError",
    });
    await expect(dispatch(new Request(`${base}/drop`))).rejects.toBeInstanceOf(TypeError);
  });

  it("refuses a path outside the mount", async () => {
    await expect(dispatch(new Request("http://127.0.0.1:3000/other"))).rejects.toBeInstanceOf(TypeError);
  });
});
