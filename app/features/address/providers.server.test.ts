import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { geocoderKind, parseNominatim, parsePhoton, searchUrl } from "./providers.server";

const fixture = (name: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, "fixtures", name), "utf8"));

describe("Photon", () => {
  it("reads a FeatureCollection: [lng, lat] points, labels from the place's parts, each once", () => {
    expect(parsePhoton(fixture("photon-ha-noi.json"))).toEqual([
      { label: "Hà Nội, Việt Nam", lat: 21.02945, lng: 105.854444 },
      {
        label: "Phố Tràng Tiền, Phường Tràng Tiền, Hà Nội, Quận Hoàn Kiếm, Việt Nam",
        lat: 21.024532,
        lng: 105.856115,
      },
      { label: "12 Phố Tràng Tiền, Hà Nội, Quận Hoàn Kiếm, Việt Nam", lat: 21.02399, lng: 105.85467 },
    ]);
  });
  it("reads nothing from an answer that is not a FeatureCollection", () => {
    expect(parsePhoton({ message: "error" })).toEqual([]);
    expect(parsePhoton(null)).toEqual([]);
    expect(parsePhoton({ features: [{ geometry: { coordinates: ["x", 1] }, properties: { name: "A" } }] })).toEqual([]);
  });
  it("asks /api with the query and the limit, the language only when Photon translates into it", () => {
    const vi = new URL(searchUrl("http://localhost:2322", "photon", "Hà Nội", "vi"));
    expect(vi.pathname).toBe("/api");
    expect(vi.searchParams.get("q")).toBe("Hà Nội");
    expect(vi.searchParams.get("limit")).toBe("8");
    expect(vi.searchParams.has("lang")).toBe(false);
    expect(new URL(searchUrl("http://localhost:2322/", "photon", "x", "en")).searchParams.get("lang")).toBe("en");
    expect(new URL(searchUrl("https://photon.example/api/", "photon", "x", "en")).pathname).toBe("/api");
  });
});

describe("Nominatim", () => {
  it("reads a jsonv2 list: lat and lon as strings, the display name as label, broken places left out", () => {
    expect(parseNominatim(fixture("nominatim-ha-noi.json"))).toEqual([
      { label: "Hà Nội, Việt Nam", lat: 21.02945, lng: 105.854444 },
      {
        label: "Phố Tràng Tiền, Phường Tràng Tiền, Quận Hoàn Kiếm, Hà Nội, 11021, Việt Nam",
        lat: 21.024532,
        lng: 105.856115,
      },
    ]);
    expect(parseNominatim({ error: "x" })).toEqual([]);
  });
  it("asks /search as jsonv2 in the page's language", () => {
    const u = new URL(searchUrl("https://nominatim.example.org", "nominatim", "Hà Nội", "vi"));
    expect(u.pathname).toBe("/search");
    expect(Object.fromEntries(u.searchParams)).toEqual({
      q: "Hà Nội",
      limit: "8",
      format: "jsonv2",
      "accept-language": "vi",
    });
  });
});

describe("which service GEOCODER_URL is", () => {
  it("is GEOCODER_KIND when given, else Nominatim for a …/search path or a nominatim host, else Photon", () => {
    expect(geocoderKind("http://localhost:2322", "nominatim")).toBe("nominatim");
    expect(geocoderKind("https://nominatim.openstreetmap.org")).toBe("nominatim");
    expect(geocoderKind("http://geo.internal/search")).toBe("nominatim");
    expect(geocoderKind("http://localhost:2322")).toBe("photon");
    expect(geocoderKind("https://photon.komoot.io/api")).toBe("photon");
  });
});
