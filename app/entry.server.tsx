import { Transform } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getLocale, namespaces, resources } from "./lib/i18n.server";
import { i18nOptions } from "./lib/i18n";
import { NonceProvider } from "./lib/nonce";

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nOptions, lng: await getLocale(request), ns: namespaces, resources });
  const nonce = loadContext.cspNonce;
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <NonceProvider value={nonce}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </NonceProvider>
      </I18nextProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = withoutNulBytes();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // pages carry a supplier's data: never kept by shared caches or the back button
          if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-store");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

/**
 * React 18's renderToPipeableStream can end a chunk with NUL bytes where a multi-byte character
 * (Vietnamese!) did not fit its buffer (facebook/react#24985, fixed after 18.3). The page never
 * holds a legitimate NUL, so they are dropped on the way out.
 */
function withoutNulBytes() {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, chunk.includes(0) ? Buffer.from(chunk.filter((byte) => byte !== 0)) : chunk);
    },
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // the stack goes to the server log only; the browser gets a translated error page
  console.error(error instanceof Error ? error.stack : error);
}
