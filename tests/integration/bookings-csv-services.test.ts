// Each service's bookings CSV (hotels-bikes-transport §2, §3): a file named for its service, with the
// columns its list shows — a stay's check-out, nights and room types, a rental's return date, options
// and quantity — filled from the bookings the marketplace holds.
import { beforeAll, describe, expect, it } from "vitest";
import { apiToken } from "../support/api";
import { serverForThisFile } from "../support/server";
import { loggedIn, marketplaceCall } from "../support/browserless";

const server = serverForThisFile();
const OWNER = "hotelbike@demo.vn";
let token: string;

/** The cells of a CSV line (quoted cells may hold commas and doubled quotes). */
function cells(line: string): string[] {
  const out: string[] = [];
  const re = /("(?:[^"]|"")*"|[^,]*)(,|$)/g;
  for (const m of line.matchAll(re)) {
    const raw = m[1]!;
    out.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
    if (!m[2]) break;
  }
  return out;
}
const dmy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

type Line = { quantity: number } & Record<string, { name: string } | number>;
const CASES = [
  {
    service: "hotel",
    orders: "hotel/order",
    header: ["Check-in date", "Check-out date", "Nights", "Room types", "Quantity"],
    field: "room",
  },
  {
    service: "bike",
    orders: "bike/order",
    header: ["Pickup date", "Return date", "Options", "Quantity"],
    field: "option",
  },
] as const;

beforeAll(async () => {
  token = await apiToken(server.url, OWNER);
});

describe("each service's bookings CSV", () => {
  for (const c of CASES) {
    it(`${c.service}: named for its service, with the columns its list shows`, async () => {
      const b = await loggedIn(server.url, OWNER);
      const csv = await b.get(`/${c.service}/bookings.csv`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-disposition")).toMatch(
        new RegExp(`^attachment; filename="${c.service}-bookings-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
      );
      const [head, ...rows] = csv.html
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .slice(0, -1);
      const header = cells(head!);
      const at = header.indexOf(c.header[0]);
      expect(header.slice(at, at + c.header.length)).toEqual([...c.header]);

      const docs = (await marketplaceCall(server.url, "GET", `${c.orders}?perPage=-1&lang=en`, undefined, token)).body
        .data.docs as { uid: string; date_end: string; items: Line[] }[];
      const booked = docs.filter((d) => d.items.length);
      expect(booked.length).toBeGreaterThan(0);
      for (const doc of booked.slice(0, 5)) {
        const row = cells(rows.find((r) => cells(r)[0]!.endsWith(doc.uid))!);
        const col = (name: string) => row[header.indexOf(name)];
        const names = doc.items.map((i) => {
          const name = (i[c.field] as { name: string }).name;
          return i.quantity === 1 ? name : `${name} × ${i.quantity}`;
        });
        expect(col(c.header.at(-2)!), doc.uid).toBe(names.join(", "));
        expect(col("Quantity"), doc.uid).toBe(String(doc.items.reduce((n, i) => n + i.quantity, 0)));
        expect(col(c.header[1]), doc.uid).toBe(dmy(doc.date_end));
      }

      // the list shows the same lines
      const list = await b.get(`/${c.service}/bookings`);
      expect(list.html).toContain('data-testid="booking-lines"');
      expect(list.html).toContain('data-testid="booking-end"');
    });
  }
});
