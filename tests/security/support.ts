// What the hostile suite shares: raw HTTP requests the test streams without holding their bodies,
// the server's memory, the translated texts a user is shown, and the tokens inside a session cookie.
import http from "node:http";
import net from "node:net";
import { readFileSync } from "node:fs";
import path from "node:path";

export const SESSION_SECRET = "integration-test-session-secret"; // tests/support/server.ts

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)![1]) / 1024;
}

/** The highest RSS of `pid` while `work` runs, sampled every 25 ms. */
export async function peakRssDuring<T>(pid: number, work: () => Promise<T>): Promise<{ peak: number; result: T }> {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      /* process gone */
    }
  }, 25);
  try {
    const result = await work();
    peak = Math.max(peak, rssMb(pid));
    return { peak, result };
  } finally {
    clearInterval(timer);
  }
}

export type RawReply = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** streamingPost: the bytes the client had written when the answer came */
  sentAtAnswer?: number;
};

/**
 * A POST of `size` bytes, generated while it is sent (declared with Content-Length, or chunked),
 * read like a browser reads it: the reply counts even when the server stops reading the body.
 */
export function streamingPost(
  url: string,
  opts: {
    size: number;
    chunked?: boolean;
    contentType?: string;
    headers?: Record<string, string>;
    agent?: http.Agent;
    prefix?: string;
    filler?: string;
  },
): Promise<RawReply> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request({
      host: target.hostname,
      port: target.port,
      path: `${target.pathname}${target.search}`,
      method: "POST",
      agent: opts.agent ?? false,
      headers: {
        "Content-Type": opts.contentType ?? "application/x-www-form-urlencoded",
        Origin: target.origin,
        ...(opts.chunked ? { "Transfer-Encoding": "chunked" } : { "Content-Length": String(opts.size) }),
        ...opts.headers,
      },
    });
    req.setTimeout(60_000, () => req.destroy(new Error("request timed out")));
    req.on("response", (res) => {
      answered = true; // from here on, a refused body write is expected
      const sentAtAnswer = sent;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          sentAtAnswer,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", (err) => (answered ? undefined : reject(err)));
    const prefix = Buffer.from(opts.prefix ?? "");
    const filler = Buffer.alloc(64 * 1024, opts.filler ?? "a");
    let sent = 0;
    const pump = () => {
      if (sent === 0 && prefix.length) {
        sent += prefix.length;
        req.write(prefix);
      }
      while (sent < opts.size && !req.destroyed) {
        const n = Math.min(filler.length, opts.size - sent);
        sent += n;
        if (!req.write(n === filler.length ? filler : filler.subarray(0, n))) return void req.once("drain", pump);
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
}

/** A plain request (keep-alive agent optional), for the connection that follows a refused one. */
export function rawRequest(
  url: string,
  opts: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    agent?: http.Agent;
    timeoutMs?: number;
  } = {},
): Promise<RawReply> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: opts.method ?? "GET",
        agent: opts.agent ?? false,
        headers: opts.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.setTimeout(opts.timeoutMs ?? 10_000, () => req.destroy(new Error("request hung")));
    req.on("error", reject);
    req.end(opts.body);
  });
}

/** A translated text as the user reads it: locales/<lng>/<ns>.json, "a.b.c" → value. */
export function text(lng: "vi" | "en", key: string): string {
  const [ns, rest] = key.includes(":") ? (key.split(":", 2) as [string, string]) : ["common", key];
  const json = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../locales/${lng}/${ns}.json`), "utf8"),
  ) as Record<string, unknown>;
  const value = rest.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], json);
  if (typeof value !== "string") throw new Error(`no text ${lng}:${key}`);
  return value;
}

/** The marketplace tokens a session cookie value carries (the test knows the server's secret). */
export async function tokensIn(cookieValue: string): Promise<{ accessToken: string; refreshToken: string } | null> {
  const { openSession } = await import("../../app/lib/session-seal");
  const data = (await openSession(decodeURIComponent(cookieValue), [SESSION_SECRET])) as {
    tokens?: { accessToken: string; refreshToken: string };
  } | null;
  return data?.tokens ?? null;
}

/** A multipart body built by hand, so a test can send any number of parts. */
export function multipart(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]) {
  const boundary = `----hostile${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ""}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename ? `Content-Type: ${p.type ?? "application/octet-stream"}\r\n` : ""}\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A client that keeps sending a chunked body after the server has answered, on a connection it
 * would keep: what it read of the answer, and whether the server closed with a FIN (half-close)
 * or reset the connection, or neither within `waitMs`.
 */
export function sendingOnAfterAnswer(
  url: string,
  opts: { headers?: Record<string, string>; contentType?: string; waitMs?: number },
): Promise<{ answer: string; fin: boolean; resetBeforeFin: boolean }> {
  const target = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(target.port), target.hostname);
    let answer = "";
    let fin = false;
    let resetBeforeFin = false;
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer, fin, resetBeforeFin });
    };
    const timer = setTimeout(done, opts.waitMs ?? 10_000);
    socket.on("data", (d: Buffer) => (answer += d.toString("latin1")));
    socket.on("end", () => (fin = true));
    socket.on("error", (err: NodeJS.ErrnoException) => {
      if (!fin && err.code === "ECONNRESET") resetBeforeFin = true;
    });
    socket.on("close", done);
    const headers = {
      Host: target.host,
      Origin: target.origin,
      "Content-Type": opts.contentType ?? "application/x-www-form-urlencoded",
      "Transfer-Encoding": "chunked",
      Connection: "keep-alive",
      ...opts.headers,
    };
    socket.write(
      `POST ${target.pathname}${target.search} HTTP/1.1\r\n${Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join("")}\r\n`,
    );
    const data = Buffer.alloc(64 * 1024, "a");
    const frame = Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")]);
    const pump = () => {
      while (!socket.destroyed && socket.writable) if (!socket.write(frame)) return void socket.once("drain", pump);
    };
    pump();
  });
}
