// The bookings CSV streamed in pages (a long export never stops the server): the marketplace's
// keyset paging (`after`/`next`) holds every booking once, the file walks it page by page with the
// same rows as the list, and a supplier's third export at once is refused with a translated page.
// Speed and memory are measured by `npm run bench` (BENCH_MODE=export), not here.
import http from "node:http";
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { apiToken } from "../support/api";
import { loggedIn, marketplaceCall, visibleText } from "../support/browserless";

// pages of 7 bookings, so the demo supplier's few hundred make many page boundaries
const server = serverForThisFile({ EXPORT_PAGE_SIZE: "7" });
let cachedToken: string | undefined;
const token = async () => (cachedToken ??= await apiToken(server.url, "supplier@demo.vn"));
type Doc = { _id: string; uid: string };
type ListReply = { code: number; message: string; data: { docs: Doc[]; total: number; next?: string | null } };

async function list(query: string): Promise<ListReply> {
  return (await marketplaceCall(server.url, "GET", `order?${query}`, undefined, await token())).body as ListReply;
}

/** Every page after the first by its `next` cursor; `between` runs once after the first page (a write meanwhile). */
async function walk(query: string, between?: () => Promise<void>) {
  const ids: string[] = [];
  let reply = await list(`${query}&perPage=7`);
  for (let pages = 0; ; pages++) {
    expect(reply.code, JSON.stringify(reply)).toBe(200);
    ids.push(...reply.data.docs.map((d) => d._id));
    if (!reply.data.next) break;
    if (pages === 0) await between?.();
    reply = await list(`${query}&perPage=7&after=${encodeURIComponent(reply.data.next)}`);
  }
  return ids;
}

describe("the bookings list's keyset paging", () => {
  const sorts = [
    ["newest first (the default)", ""],
    ["oldest first", `sort=${encodeURIComponent('{"created_at":1}')}`],
    ["by total, largest first", `sort=${encodeURIComponent('{"total":-1}')}`],
    ["by travel day", `sort=${encodeURIComponent('{"date_travel":1}')}`],
    // a tour has no pickup: every value is empty, the _id alone orders them
    ["by pickup (empty on tours), ascending", `sort=${encodeURIComponent('{"date_pickup":1}')}`],
    ["by pickup (empty on tours), descending", `sort=${encodeURIComponent('{"date_pickup":-1}')}`],
  ];
  it.each(sorts)("%s: the walk holds every booking once, in the list's order", async (_name, sort) => {
    const all = (await list(`${sort}&perPage=-1`)).data.docs.map((d) => d._id);
    expect(all.length).toBeGreaterThan(50);
    const walked = await walk(sort);
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked).toEqual(all);
  });

  it("a booking made during the walk neither repeats nor skips one that was there", async () => {
    const before = (await list("perPage=-1")).data.docs.map((d) => d._id);
    const tours = (await marketplaceCall(server.url, "GET", "dev/tours")).body.data.docs as {
      _id: string;
      agency: string;
      type: string;
    }[];
    const tour = tours.find((t) => t.agency === "supplier@demo.vn" && t.type !== "cruise")!;
    const walked = await walk("", async () => {
      const made = await marketplaceCall(server.url, "POST", "dev/order", {
        service: "tour",
        tour: tour._id,
        date_travel: new Date().toISOString().slice(0, 10),
        status: "paid",
        items: [{ name: "Người lớn", quantity: 1, price: 1_000_000 }],
        contact: { fullname: "Lê Văn Minh", phone: "+84901111111", email: "minh@example.vn" },
      });
      expect(made.body.code, JSON.stringify(made.body)).toBe(200);
    });
    // the new booking is newest: before the cursor, so not in the rest of the walk; nothing else moved
    expect(walked).toEqual(before);
  });

  it("a cursor that is made up or of another sort is refused, not read", async () => {
    const first = await list("perPage=7");
    for (const after of ["nonsense", Buffer.from('{"s":"x","v":[1]}').toString("base64url")]) {
      const reply = await list(`perPage=7&after=${after}`);
      expect(reply.code).toBe(422);
      expect(JSON.stringify(reply.data)).toContain("invalid_cursor");
    }
    const otherSort = await list(
      `perPage=7&sort=${encodeURIComponent('{"total":1}')}&after=${encodeURIComponent(first.data.next!)}`,
    );
    expect(otherSort.code).toBe(422);
  });
});

describe("the bookings CSV, streamed page by page", () => {
  it("holds every booking of the list once, as the list orders them, in the file's format", async () => {
    const b = await loggedIn(server.url);
    const all = (await list("perPage=-1")).data.docs;
    const csv = await b.get("/tour/bookings.csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = csv.html.split("\r\n");
    expect(lines.at(-1)).toBe(""); // every line ends with CRLF, the last too
    expect(lines[0]).toBe(
      "Order number,Guest,Phone,Email,Service,Booking date,Departure date,Currency,Total,Commission,Real income,Real income (VND),Surcharge,Status",
    );
    const rows = lines.slice(1, -1);
    // the shown code is the product part and the uid (MKT-TOUR-…)
    expect(rows.map((r) => r.split(",")[0])).toEqual(all.map((d) => `MKT-${d.uid}`));
  });

  it("a third export of the same supplier at once answers 429 with a translated page and the way back", async () => {
    // enough bookings that an export not read stays open: its socket fills long before its last page
    const scaled = await marketplaceCall(server.url, "POST", "dev/scale", { tours: 20, bookings: 6000 });
    expect(scaled.body.code, JSON.stringify(scaled.body)).toBe(200);
    const b = await loggedIn(server.url);
    const held = [await holdOpen(b.cookieHeader()), await holdOpen(b.cookieHeader())];
    expect(held.map((h) => h.status)).toEqual([200, 200]);

    const third = await b.get("/tour/bookings.csv");
    expect(third.status).toBe(429);
    expect(third.headers.get("content-type")).toContain("text/html");
    expect(visibleText(third.html)).toContain("Too many downloads at once");
    expect(visibleText(third.html)).toContain("Wait for one to finish");
    expect(third.html).toContain('href="/tour/bookings"');

    await b.post("/language", { lng: "vi", back: "/tour/bookings" });
    const vi = await b.get("/tour/bookings.csv?uid=tour-");
    expect(vi.status).toBe(429);
    expect(visibleText(vi.html)).toContain("Quá nhiều lượt tải cùng lúc");
    expect(vi.html).toContain('href="/tour/bookings?uid=TOUR-"');
    // another supplier is not held back by this one's exports
    const other = await loggedIn(server.url, "hotelbike@demo.vn");
    expect((await other.get("/hotel/bookings.csv")).status).toBe(200);

    // a client that goes away gives its place back: an export can start again
    for (const h of held) h.close();
    await expect.poll(async () => (await b.get("/tour/bookings.csv?uid=NOTHING")).status).toBe(200);
  });
});

/** An export whose answer has begun and whose body is not read: it holds its place until closed. */
function holdOpen(cookie: string): Promise<{ status: number; close: () => void }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${server.url}/tour/bookings.csv`, { headers: { Cookie: cookie } }, (res) => {
      res.pause();
      resolve({ status: res.statusCode ?? 0, close: () => req.destroy() });
    });
    req.on("error", (err) => (err.message.includes("socket hang up") ? undefined : reject(err)));
  });
}
