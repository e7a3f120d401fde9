import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { getLocale, i18nFor } from "./lib/i18n.server";
import { NonceProvider } from "./lib/nonce";
import { withoutNulBytes } from "./lib/nul-bytes.server";

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const i18n = await i18nFor(await getLocale(request));
  const nonce = loadContext.cspNonce;
  const html = await renderDocument(
    <I18nextProvider i18n={i18n}>
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>
    </I18nextProvider>,
    nonce,
    () => (responseStatusCode = 500),
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // pages carry a supplier's data: never kept by shared caches or the back button
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-store");
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * The whole document in one buffer: no route defers data, and streamed, the page would go out in
 * React's 2 KB chunks, each flushed and gzipped on its own (a 10 KB page as 22 KB).
 * Bots and browsers alike wait for everything to render (onAllReady).
 */
function renderDocument(element: React.ReactElement, nonce: string, onLateError: () => void) {
  return new Promise<Buffer<ArrayBuffer>>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(withoutNulBytes(Buffer.concat(chunks)));
        done();
      },
    });
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        failed = true;
        reject(error);
      },
      onError(error: unknown) {
        onLateError();
        if (!failed) console.error(error);
      },
    });
    setTimeout(abort, ABORT_DELAY).unref();
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // the stack goes to the server log only; the browser gets a translated error page
  console.error(error instanceof Error ? error.stack : error);
}
