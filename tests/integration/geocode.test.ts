// The address finder's search behind the field's suggestions (hotels-bikes-transport §2 Hotel
// "address autocomplete from a maps service (sets a point location)"): GET /resources/geocode?q= on
// the real server. Without GEOCODER_URL the embedded gazetteer answers (world cities and the
// marketplace's own destinations); with it, the search service it names does: here one on loopback
// that speaks Photon's API (a third party's service, faked; the marketplace is the real one).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { Browserless, loggedIn, pageForm, visibleText } from "../support/browserless";

type Found = {
  query: string;
  candidates: { label: string; lat: number; lng: number }[];
  error?: string;
  typing: boolean;
};

const photonAsked: URL[] = [];
const photon = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://x");
  photonAsked.push(url);
  if (url.pathname === "/search") {
    // the same service speaking Nominatim's jsonv2
    const place = { lat: "21.02399", lon: "105.85467", display_name: "12 Phố Tràng Tiền, Hoàn Kiếm, Hà Nội, Việt Nam" };
    return void res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify([place]));
  }
  res.writeHead(200, { "Content-Type": "application/json" }).end(
    JSON.stringify({
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [105.85467, 21.02399] },
          properties: {
            housenumber: "12",
            street: "Phố Tràng Tiền",
            city: "Hà Nội",
            country: "Việt Nam",
            countrycode: "VN",
            osm_key: "building",
            type: "house",
          },
        },
      ],
    }),
  );
});
await new Promise<void>((r) => photon.listen(0, "127.0.0.1", r));
afterAll(() => new Promise<void>((r) => photon.close(() => r())));
const photonUrl = `http://127.0.0.1:${(photon.address() as AddressInfo).port}`;

const embedded = serverForThisFile();
const withPhoton = serverForThisFile({ GEOCODER_URL: photonUrl });
const withNominatim = serverForThisFile({ GEOCODER_URL: photonUrl, GEOCODER_KIND: "nominatim" });

async function search(b: Browserless, q: string, extra = "") {
  const page = await b.get(`/resources/geocode?q=${encodeURIComponent(q)}${extra}`);
  return { status: page.status, body: JSON.parse(page.html) as Found };
}

describe("GET /resources/geocode, the embedded geocoder", () => {
  it("finds Hà Nội for 'ha noi', named as the marketplace's destination in the page's language", async () => {
    const vi = await loggedIn(embedded.url, "supplier@demo.vn", "vi");
    const { status, body } = await search(vi, "ha noi");
    expect(status).toBe(200);
    expect(body.candidates[0]).toEqual({ label: "Hà Nội, Việt Nam", lat: 21.0245, lng: 105.84117 });
    expect(body.candidates.length).toBeLessThanOrEqual(8);
    const en = await loggedIn(embedded.url, "supplier@demo.vn", "en");
    expect((await search(en, "HA NOI")).body.candidates[0]?.label).toBe("Hanoi, Vietnam");
    // a destination whose gazetteer name differs (TP. Hồ Chí Minh / Ho Chi Minh City)
    expect((await search(vi, "ho chi minh")).body.candidates[0]?.label).toBe("TP. Hồ Chí Minh, Việt Nam");
  });

  it("answers only a signed-in supplier", async () => {
    const anonymous = new Browserless(embedded.url);
    const page = await anonymous.get("/resources/geocode?q=ha%20noi");
    expect(page.redirects[0]).toMatch(/^\/login/);
    expect(page.html).not.toContain("21.0245");
  });

  it("bounds the query: over 200 characters is refused with a message, under two letters finds nothing", async () => {
    const b = await loggedIn(embedded.url);
    const long = await search(b, "a".repeat(201));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ candidates: [], error: "address:queryTooLong" });
    expect((await search(b, "h")).body.candidates).toEqual([]);
    expect((await search(b, "\u200Bh\u200B")).body.candidates).toEqual([]);
  });
});

describe("GET /resources/geocode with GEOCODER_URL (a Photon-compatible service)", () => {
  it("answers from that service, asking it the typed query", async () => {
    const b = await loggedIn(withPhoton.url, "supplier@demo.vn", "en");
    const { status, body } = await search(b, "12 Trang Tien", "&typing=1");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      query: "12 Trang Tien",
      typing: true,
      candidates: [{ label: "12 Phố Tràng Tiền, Hà Nội, Việt Nam", lat: 21.02399, lng: 105.85467 }],
    });
    const asked = photonAsked.at(-1)!;
    expect(asked.pathname).toBe("/api");
    expect(asked.searchParams.get("q")).toBe("12 Trang Tien");
    expect(asked.searchParams.get("lang")).toBe("en");
  });
});

describe("GET /resources/geocode with a Nominatim (its usage policy: no search-as-you-type)", () => {
  it("answers a search made while typing with nothing, asking nothing; a 'find' is asked", async () => {
    const b = await loggedIn(withNominatim.url, "supplier@demo.vn", "vi");
    const before = photonAsked.length;
    const typing = await search(b, "12 Trang Tien", "&typing=1");
    expect(typing.body).toEqual({ query: "", candidates: [], typing: false });
    expect(photonAsked).toHaveLength(before);
    const find = await search(b, "12 Trang Tien");
    expect(find.body).toMatchObject({
      typing: false,
      candidates: [{ label: "12 Phố Tràng Tiền, Hoàn Kiếm, Hà Nội, Việt Nam", lat: 21.02399, lng: 105.85467 }],
    });
    const asked = photonAsked.at(-1)!;
    expect(asked.pathname).toBe("/search");
    expect(asked.searchParams.get("format")).toBe("jsonv2");
    expect(asked.searchParams.get("accept-language")).toBe("vi");
  });
});

describe("'find' without scripts, on the hotel form (plain form posts)", () => {
  const inputValue = (html: string, name: string) =>
    new RegExp(`<input[^>]*name="${name.replace(".", "\\.")}"[^>]*>`).exec(html)?.[0].match(/\svalue="([^"]*)"/)?.[1];
  it("redraws the form with what was typed and the places found as choices; the chosen one is what the save posts", async () => {
    const b = await loggedIn(embedded.url, "supplier@demo.vn", "vi");
    const html = (await b.get("/hotel/action")).html;
    const found = await b.post("/hotel/action", pageForm(html, { address: "ha noi", intent: "find-address" }, "hotel"));
    expect(found.status).toBe(200);
    expect(found.url).toBe("/hotel/action");
    // a redraw, not a save: no "required" on the fields not yet filled
    expect(found.html).not.toContain('data-testid="form-error"');
    expect(inputValue(found.html, "address")).toBe("ha noi");
    expect(visibleText(found.html)).toContain("Địa điểm tìm thấy cho “ha noi”");
    const choice = /<input[^>]*name="address_choice"[^>]*value="(\{[^"]*)"/
      .exec(found.html)?.[1]
      ?.replace(/&quot;/g, '"');
    expect(JSON.parse(choice!)).toEqual({ label: "Hà Nội, Việt Nam", lat: 21.0245, lng: 105.84117 });

    // chosen, then saved: refused for the other empty fields, the form holds the chosen place
    const saved = await b.post(
      "/hotel/action",
      pageForm(found.html, { address_choice: choice!, intent: "save" }, "hotel"),
    );
    expect(saved.html).toContain('data-testid="form-error"');
    expect(inputValue(saved.html, "address")).toBe("Hà Nội, Việt Nam");
    expect(inputValue(saved.html, "loc.lat")).toBe("21.0245");
    expect(inputValue(saved.html, "loc.lng")).toBe("105.84117");
  });
});
