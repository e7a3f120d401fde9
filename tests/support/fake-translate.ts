// A small translation service on loopback that speaks LibreTranslate's API (POST /translate
// {q, source, target, format, api_key} → {translatedText}): it "translates" by a fixed dictionary and
// otherwise answers "[target] text", so a test can tell a translated text from a copied one. It keeps
// the calls it got; `failing` makes it answer 500.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type TranslateCall = { q: string; source: string; target: string; format: string; api_key?: string };

export async function startFakeTranslate(dictionary: Record<string, string> = {}) {
  const calls: TranslateCall[] = [];
  const state = { failing: false };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/translate") {
        res.writeHead(404).end();
        return;
      }
      const call = JSON.parse(raw) as TranslateCall;
      calls.push(call);
      if (state.failing) {
        res.writeHead(500, { "Content-Type": "application/json" }).end(JSON.stringify({ error: "down" }));
        return;
      }
      const translatedText = dictionary[call.q] ?? `[${call.target}] ${call.q}`;
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ translatedText }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    state,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
