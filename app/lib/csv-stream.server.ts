// A CSV file streamed a page at a time (the bookings' and the activity record's exports): a long
// export must not stop the server, so one page is held at once, it is written as the client reads it
// and other requests are served between pages. The caller holds one of the supplier's export places
// (export-slots.server.ts); the stream gives it back at the end, on an error, or when the client goes away.
import type { TFunction } from "i18next";
import { CSV_BOM, csvLines, type Cell } from "./csv";
import { messagePage } from "./message-page";

export type CsvPage<T> = { docs: T[]; total?: number; next?: string | null };
export type CsvWalk<T> = {
  /** what the file starts with: the byte-order mark and the header line */
  head: string;
  /** the first page, read before the response's headers (a marketplace that cannot answer is a 502, not an empty file) */
  first: CsvPage<T>;
  perPage: number;
  read: (at: { page: number; after?: string | null }) => Promise<{ code: number; data: CsvPage<T> }>;
  line: (doc: T) => Cell[];
};

/** Lets the event loop serve what waits (a health check, another page) before the next page is read. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The file as a stream: the header and the first page, then one page per read of the client. The
 * marketplace's `next` cursor leads the walk (every record once, whatever is written meanwhile); a
 * marketplace without it is walked by page number. A page the marketplace refuses mid-file ends the
 * response with an error (the download fails, never a file that looks whole).
 */
export function csvStream<T>(signal: AbortSignal, release: () => void, walk: CsvWalk<T>) {
  const encoder = new TextEncoder();
  let page = walk.first;
  let number = 1;
  let started = false;
  signal.addEventListener("abort", release, { once: true });
  /** The next page's lines, or null after the last page (a full last page is followed by an empty one). */
  const nextLines = async (): Promise<string | null> => {
    for (;;) {
      const cursorless = page.next === undefined;
      if (page.docs.length < walk.perPage || (!cursorless && !page.next) || signal.aborted) return null;
      await yieldToOthers();
      number++;
      const reply = await walk.read(cursorless ? { page: number } : { page: number, after: page.next });
      if (reply.code !== 200) throw new Error(`export page ${number}: the marketplace answered ${reply.code}`);
      page = reply.data;
      if (page.docs.length) return csvLines(page.docs.map(walk.line));
    }
  };
  return new ReadableStream<Uint8Array>(
    {
      // one page per read: the stream holds nothing ahead of what the client takes (highWaterMark 0)
      async pull(controller) {
        try {
          if (!started) {
            started = true;
            return controller.enqueue(encoder.encode(walk.head + csvLines(page.docs.map(walk.line))));
          }
          const lines = await nextLines();
          if (lines !== null) return controller.enqueue(encoder.encode(lines));
          release();
          controller.close();
        } catch (err) {
          release();
          controller.error(err);
        }
      },
      cancel: release,
    },
    { highWaterMark: 0 },
  );
}

export type CsvDownload<T> = Omit<CsvWalk<T>, "head" | "first"> & {
  header: string[];
  /** the file's name as the browser saves it */
  filename: string;
  /** the answer when the marketplace refuses the first page (a 502 in the page's words) */
  failed: () => Response;
};

/**
 * The download: the first page read before the headers (a marketplace that cannot answer is the
 * `failed` answer, not an empty file), then the rest streamed. The export's place is given back on
 * every way out.
 */
export async function csvDownload<T>(signal: AbortSignal, release: () => void, d: CsvDownload<T>): Promise<Response> {
  let first;
  try {
    first = await d.read({ page: 1 });
  } catch (err) {
    release();
    throw err;
  }
  if (first.code !== 200) {
    release();
    throw d.failed();
  }
  const head = `${CSV_BOM}${csvLines([d.header])}`;
  const body = csvStream(signal, release, { head, first: first.data, perPage: d.perPage, read: d.read, line: d.line });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${d.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * 429: the supplier's other exports still run. A page of its own (the link is a plain download), in
 * the export words of bookings.json, with the way back to the list the file was asked from.
 */
export function exportBusyPage(lng: string, t: TFunction, back: { href: string; label: string }) {
  const html = messagePage({
    lng,
    code: t("bookings:exportBusy.code"),
    title: t("bookings:exportBusy.title"),
    text: t("bookings:exportBusy.text"),
    link: back,
  });
  return new Response(html, {
    status: 429,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": "30", "Cache-Control": "no-store" },
  });
}
