// What a cruise line and a transfer company read on their bookings, vehicles and cabin calendar, in
// both languages, against the real server on a fresh SQLite: the service's own words (no "tour" on a
// transfer or a cruise), transport services named by their route as the service form shows it (list
// and CSV, never "hotel_outsidecity" or "8"), the pickup with its time (UTC+7), month names and plurals
// on the cabin calendar, a vehicles table whose photo column names itself and demo vehicles with photos.
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { apiToken } from "../support/api";
import { loggedIn, marketplaceCall, visibleText } from "../support/browserless";

const server = serverForThisFile();
const LANGS = ["vi", "en"] as const;

const token = () => apiToken(server.marketplaceUrl, "supplier@demo.vn");
type Order = { _id: string; service: string; status: string; date_pickup?: string; date_travel?: string };
async function orders(path: string): Promise<Order[]> {
  const { body } = await marketplaceCall(server.marketplaceUrl, "GET", `${path}?perPage=-1`, undefined, await token());
  return body.data.docs;
}
/** The page's own text (not the menu, which names every service). */
const mainText = (html: string) => visibleText(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html);
const todayInVietnam = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

describe("the service's own words on a booking", () => {
  it("a transfer starts and completes the transfer, its confirm dialog names the transfer's operator", async () => {
    const transfers = await orders("transport/order");
    const today = transfers.find((o) => o.status === "confirmed" && o.date_pickup!.slice(0, 10) === todayInVietnam());
    const paid = transfers.find((o) => o.status === "paid" && o.date_pickup! > new Date().toISOString());
    expect(today && paid).toBeTruthy();
    const words = {
      vi: { start: "Bắt đầu chuyến xe", confirm: "người điều hành chuyến xe" },
      en: { start: "Start transfer", confirm: "the transfer's operator" },
    };
    for (const lng of LANGS) {
      const b = await loggedIn(server.url, "supplier@demo.vn", lng);
      const detail = mainText((await b.get(`/transport/booking/${today!._id}`)).html);
      expect(detail).toContain(words[lng].start);
      expect(detail).not.toMatch(/\btour\b/i);
      const start = mainText((await b.get(`/transport/booking/${today!._id}?do=agency_begin`)).html);
      expect(start).toContain(words[lng].start);
      expect(start).not.toMatch(/\btour\b/i);
      const confirm = mainText((await b.get(`/transport/booking/${paid!._id}?do=confirmed`)).html);
      expect(confirm).toContain(words[lng].confirm);
      expect(confirm).not.toMatch(/\btour\b/i);
    }
  });

  it("a cruise booking's breadcrumb is the cruises' and it completes the cruise", async () => {
    const cruise = (await orders("order")).find((o) => o.service === "cruise" && o.status === "begin");
    expect(cruise).toBeTruthy();
    const words = {
      vi: ["Du thuyền", "Hoàn thành chuyến du thuyền", "Điều hành du thuyền"],
      en: ["Cruises", "Complete cruise", "Cruise operator"],
    };
    for (const lng of LANGS) {
      const b = await loggedIn(server.url, "supplier@demo.vn", lng);
      const page = await b.get(`/tour/booking/${cruise!._id}`);
      const crumbs = /aria-label="[^"]*"[^>]*>([\s\S]*?)<\/nav>/.exec(
        page.html.split('class="page-header')[1] ?? "",
      )?.[1];
      expect(page.html).toContain('href="/cruise"');
      expect(visibleText(crumbs ?? page.html)).toContain(words[lng][0]);
      expect(visibleText(page.html)).toContain(words[lng][1]);
      expect(visibleText(page.html)).toContain(words[lng][2]);
      expect(visibleText(page.html)).not.toMatch(/Hoàn thành tour|Complete tour|\d+ nights?\b.*1 nights/);
    }
  });
});

describe("a refused action in the service's words", () => {
  it("a cruise started before its departure day is refused in cruise words, never a tour's, and stays as it was", async () => {
    const { body: tours } = await marketplaceCall(server.marketplaceUrl, "GET", "dev/tours");
    const listing = (tours.data.docs as { _id: string; agency: string; type: string }[]).find(
      (t) => t.agency === "supplier@demo.vn" && t.type === "cruise",
    )!;
    const inTwoDays = new Date(Date.now() + 7 * 3600_000 + 2 * 86_400_000).toISOString().slice(0, 10);
    const { body } = await marketplaceCall(server.marketplaceUrl, "POST", "dev/order", {
      service: "cruise",
      tour: listing._id,
      date_travel: inTwoDays,
      duration: 1,
      status: "confirmed",
      items: [{ cabin: { name: "Deluxe" }, quantity: 1, price: 3_000_000 }],
      contact: { fullname: "Phạm Thị Lan", phone: "+84901234567", email: "lan@example.vn" },
    });
    expect(body.code, JSON.stringify(body)).toBe(200);
    const id = body.data._id as string;
    const said = {
      vi: "Chỉ có thể bắt đầu chuyến du thuyền vào đúng ngày khởi hành.",
      en: "A cruise can only be started on its departure date.",
    };
    for (const lng of LANGS) {
      const b = await loggedIn(server.url, "supplier@demo.vn", lng);
      const { html } = await b.post(`/tour/booking/${id}`, { intent: "agency_begin" });
      const toast = visibleText(/<div class="toasts"[\s\S]*?<\/div>\s*<\/div>/.exec(html)?.[0] ?? "");
      expect(toast).toContain(said[lng]);
      expect(toast).not.toMatch(/\btour\b/i);
      expect(mainText(html)).not.toMatch(/\btour\b/i);
    }
    expect((await orders("order")).find((o) => o._id === id)?.status).toBe("confirmed");
  });
});

describe("transport bookings: the service by its route, the pickup with its time", () => {
  it("lists and exports route names and pickup times in both languages, never a raw route key", async () => {
    const names = {
      vi: ["Sân bay – khách sạn ngoại thành", "Nội thành, 8 giờ", "Đón lúc "],
      en: ["Airport – hotel outside the city", "Inner-city, 8 hours", "Pickup "],
    };
    for (const lng of LANGS) {
      const b = await loggedIn(server.url, "supplier@demo.vn", lng);
      const pages = await Promise.all([1, 2, 3, 4].map((p) => b.get(`/transport/bookings?page=${p}`)));
      const items = pages.flatMap((p) =>
        [...p.html.matchAll(/data-testid="booking-item-name"[^>]*>([^<]*)</g)].map((m) => m[1]!),
      );
      expect(items.length).toBeGreaterThan(0);
      for (const raw of ["hotel_outsidecity", "hotel_innercity"]) expect(items).not.toContain(raw);
      expect(items.filter((i) => /^\d+$/.test(i))).toEqual([]);
      expect(items).toContain(names[lng][0]);
      expect(items).toContain(names[lng][1]);
      // the pickup with its time in Vietnam
      expect(visibleText(pages[0]!.html)).toMatch(
        new RegExp(`${names[lng][2]}\\d{2}/\\d{2}/\\d{4} - \\d{2}:\\d{2} \\(UTC\\+7\\)`),
      );

      const csv = (await b.get("/transport/bookings.csv")).html;
      const rows = csv.trim().split("\r\n");
      expect(rows[0]).toContain(lng === "vi" ? "Giờ đón (UTC+7)" : "Pickup time (UTC+7)");
      expect(csv).not.toMatch(/hotel_outsidecity|hotel_innercity|,8,|,4,/);
      expect(csv).toContain(names[lng][0]);
      expect(csv).toContain(names[lng][1]);
      expect(rows[1]).toMatch(/\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}/);
    }
  });

  it("the statistics and revenue tables name transfers by route too", async () => {
    for (const lng of LANGS) {
      const b = await loggedIn(server.url, "supplier@demo.vn", lng);
      for (const path of ["/transport/statistic", "/transport/statistic-revenue"]) {
        const html = (await b.get(path)).html;
        const items = [...html.matchAll(/data-testid="booking-item-name"[^>]*>([^<]*)</g)].map((m) => m[1]!);
        expect(items.length, path).toBeGreaterThan(0);
        for (const i of items) expect(i).not.toMatch(/^(hotel_\w+|\d+)$/);
      }
    }
  });
});

describe("the vehicles table and the cabin calendar", () => {
  it("names the photo column and shows the demo vehicles' photos", async () => {
    for (const lng of LANGS) {
      const b = await loggedIn(server.url, "supplier@demo.vn", lng);
      const page = await b.get("/transport/options");
      const headers = [...page.html.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((m) => visibleText(m[1]!).trim());
      expect(headers[0]).toBe(lng === "vi" ? "Ảnh" : "Photo");
      expect(visibleText(page.html)).not.toContain("700 × 466");
      const photos = [...page.html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]!);
      expect(photos.length).toBeGreaterThanOrEqual(4);
      const res = await fetch(new URL(photos[0]!, server.url), { headers: { Cookie: b.cookieHeader() } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("image/jpeg");
    }
  });

  it("shows a neutral tile for a vehicle without a photo", async () => {
    const made = await marketplaceCall(
      server.marketplaceUrl,
      "POST",
      "transport/option",
      { type: "Xe 29 chỗ", brand: "Thaco Town", similar: "BUS", doors: 2, ac: true, gearbox: "mt" },
      await token(),
    );
    expect(made.body.code, JSON.stringify(made.body)).toBe(200);
    for (const lng of LANGS) {
      const b = await loggedIn(server.url, "supplier@demo.vn", lng);
      const html = (await b.get("/transport/options?perPage=50")).html;
      const row = html.split("Thaco Town")[0]!.split("<tr").at(-1)!;
      expect(row).toContain('data-testid="vehicle-no-photo"');
      expect(visibleText(row)).toContain(lng === "vi" ? "Chưa có ảnh" : "No photo");
    }
  });

  it("writes month names and night plurals, and formats the bounds of its messages", async () => {
    for (const lng of LANGS) {
      const b = await loggedIn(server.url, "supplier@demo.vn", lng);
      const list = await b.get("/cruise");
      const cabins = /href="(\/cruise\/[a-f0-9]+\/cabins)"/.exec(list.html)![1]!;
      const page = await b.get(cabins);
      const text = visibleText(page.html);
      expect(text).toContain(lng === "vi" ? "Tháng 12" : "December");
      expect(text).not.toContain("Month 12");
      if (lng === "en") {
        expect(text).not.toMatch(/\b1 nights\b/);
        expect(text).toMatch(/2 days 1 night\b/);
      }
      // a price above the bound: the message writes the bound as the page writes numbers
      const schedule = await b.get(`${cabins}?modal=schedule`);
      const prices = [...new Set([...schedule.html.matchAll(/name="(price_\d+)"/g)].map((m) => m[1]!))];
      expect(prices.length).toBeGreaterThan(0);
      const day = new Date(Date.now() + 200 * 86_400_000 + 7 * 3600_000).toISOString().slice(0, 10).split("-");
      const dmy = `${day[2]}-${day[1]}-${day[0]}`;
      const fd = new FormData();
      const fields: Record<string, string> = { intent: "schedule", step: "preview", dateStart: dmy, dateEnd: dmy };
      Object.assign(fields, { available: "2", extrabed_price: "0" });
      for (const p of prices) fields[p] = "999999999";
      for (const [k, v] of Object.entries(fields)) fd.append(k, v);
      const reply = await b.post(`${cabins}?modal=schedule`, fd);
      expect(visibleText(reply.html)).toContain(lng === "vi" ? "Giá trị tối đa là 100.000.000" : "100,000,000");
    }
  });
});
