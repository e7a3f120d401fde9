// A Request handed to a Node (req, res) handler — the embedded marketplace's Express app — without a
// socket: the handler sees what it would see over loopback HTTP (method, path below the mount,
// headers, body bytes, a loopback peer so its "trust proxy" reads X-Forwarded-For as over HTTP) and
// its reply comes back as a Response. No log, nonce, helmet or gzip of the outer server in between.
import { IncomingMessage, ServerResponse } from "node:http";
import { Duplex } from "node:stream";
import type { MarketplaceDispatch } from "./in-process-marketplace";

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** The peer a loopback call would have: writes are dropped (the reply is read from the response). */
class LoopbackSocket extends Duplex {
  readonly remoteAddress = "127.0.0.1";
  readonly remoteFamily = "IPv4";
  readonly remotePort = 0;
  readonly localAddress = "127.0.0.1";
  readonly localPort = 0;
  readonly encrypted = false;
  override _read() {}
  override _write(_chunk: unknown, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    done();
  }
  setTimeout() {
    return this;
  }
  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
}

const NO_BODY_STATUS = new Set([101, 204, 205, 304]);

/** Dispatches to `handler` the requests whose path starts with `mount` (e.g. "/api/v1"). */
export function dispatchToNodeHandler(handler: NodeHandler, mount: string): MarketplaceDispatch {
  const prefix = mount.replace(/\/+$/, "");
  return async (request) => {
    const signal = request.signal;
    signal?.throwIfAborted();
    const url = new URL(request.url);
    if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`))
      throw new TypeError(`fetch failed: ${url.pathname} is not under ${prefix}`);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : null;
    signal?.throwIfAborted();

    const socket = new LoopbackSocket();
    const req = new IncomingMessage(socket as unknown as ConstructorParameters<typeof IncomingMessage>[0]);
    req.method = request.method;
    req.url = `${url.pathname.slice(prefix.length) || "/"}${url.search}`;
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = `${url.pathname}${url.search}`;
    req.httpVersion = "1.1";
    req.httpVersionMajor = 1;
    req.httpVersionMinor = 1;
    // the headers fetch would send, lower-cased as Node's parser gives them
    const headers: Record<string, string> = { host: url.host, connection: "keep-alive" };
    request.headers.forEach((value, key) => (headers[key] = value));
    if (body) headers["content-length"] = String(body.length);
    req.headers = headers;
    req.rawHeaders = Object.entries(headers).flat();
    if (body?.length) req.push(body);
    req.push(null);
    req.complete = true;

    const res = new ServerResponse(req);
    res.assignSocket(socket as unknown as Parameters<ServerResponse["assignSocket"]>[0]);
    const chunks: Buffer[] = [];
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array),
      );
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof res.write;
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as typeof res.end;

    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => {
        reject(signal.reason);
        res.destroy();
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      const settle = () => signal?.removeEventListener("abort", onAbort);
      res.once("finish", () => {
        settle();
        const out = new Headers();
        for (const [key, value] of Object.entries(res.getHeaders())) {
          if (value === undefined) continue;
          for (const v of Array.isArray(value) ? value : [value]) out.append(key, String(v));
        }
        const empty = request.method === "HEAD" || NO_BODY_STATUS.has(res.statusCode);
        resolve(
          new Response(empty ? null : Buffer.concat(chunks), {
            status: res.statusCode,
            statusText: res.statusMessage,
            headers: out,
          }),
        );
      });
      // the handler dropped the connection without an answer: what fetch reports for a reset
      res.once("close", () => {
        settle();
        if (!res.writableFinished) reject(new TypeError("fetch failed: the handler closed without an answer"));
      });
      try {
        handler(req, res);
      } catch (err) {
        settle();
        reject(err);
      }
    });
  };
}
