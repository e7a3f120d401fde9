import { describe, expect, it } from "vitest";
import { countryName, searchGazetteer, type DestinationCity } from "./gazetteer.server";

const VN = { code: "VN", name: { vi: "Việt Nam", en: "Vietnam" } };
const DESTINATIONS: DestinationCity[] = [
  { name: { vi: "Hà Nội", en: "Hanoi" }, country: VN },
  { name: { vi: "Đà Lạt", en: "Da Lat" }, country: VN },
  { name: { vi: "Hạ Long", en: "Ha Long" }, country: VN },
  // a destination the gazetteer cannot place is not offered (no point to give)
  { name: { vi: "Nơi Không Có", en: "Nowhere Town" }, country: VN },
];
const labels = (q: string, lang = "vi", destinations = DESTINATIONS) =>
  searchGazetteer(q, { lang, destinations }).map((c) => c.label);

describe("the embedded geocoder (gazetteer of world cities + the marketplace's destinations)", () => {
  it("finds Hà Nội for 'ha noi', accents and case aside, named as the marketplace names it", () => {
    const [first] = searchGazetteer("ha noi", { lang: "vi", destinations: DESTINATIONS });
    expect(first).toEqual({ label: "Hà Nội, Việt Nam", lat: 21.0245, lng: 105.84117 });
    expect(labels("HA NOI", "en")[0]).toBe("Hanoi, Vietnam");
    expect(labels("Hanoi")[0]).toBe("Hà Nội, Việt Nam");
  });
  it("finds the world's cities without the marketplace (named by the gazetteer, the country in the page's language)", () => {
    expect(labels("ha noi", "vi", [])[0]).toBe("Hanoi, Việt Nam");
    expect(labels("da lat", "en", [])[0]).toBe("Ðà Lạt, Vietnam");
  });
  it("ranks the same name first, then names beginning with the query, then a later word; by population within each", () => {
    const york = searchGazetteer("york", { lang: "en", destinations: [] });
    expect(york[0]!.label).toMatch(/^York, /);
    const prefixed = york.filter((c) => /^York/.test(c.label));
    // every "York…" comes before "New York", much larger as it is
    expect(york.slice(0, prefixed.length)).toEqual(prefixed);
    // among the Parises, the capital (2.1 million) comes first
    expect(labels("paris", "en", [])[0]).toBe("Paris, France");
  });
  it("offers the marketplace's own destinations before other places that match as well", () => {
    const ha = labels("ha l");
    expect(ha[0]).toBe("Hạ Long, Việt Nam");
  });
  it("offers at most 8 places and never one twice", () => {
    const all = labels("san");
    expect(all).toHaveLength(8);
    expect(new Set(all).size).toBe(8);
    expect(labels("ha noi").filter((l) => /^(Hà Nội|Hanoi),/.test(l))).toHaveLength(1);
    // five Hanovers of the United States read alike: the most populous stands for them
    const hanover = labels("hanover", "en", []);
    expect(hanover.filter((l) => l === "Hanover, United States")).toHaveLength(1);
  });
  it("searches an address written in parts part by part, a country part keeping the search in that country", () => {
    // the street is no city; the district is the first part the gazetteer knows
    expect(labels("12 Tràng Tiền, Hoàn Kiếm, Hà Nội")[0]).toBe("Hoàn Kiếm, Việt Nam");
    expect(labels("12 Tràng Tiền, Hà Nội, Việt Nam")[0]).toBe("Hà Nội, Việt Nam");
    expect(labels("Paris, Canada", "en", [])).toEqual(["Paris, Canada"]);
    const inFrance = labels("Paris, Pháp", "vi", []);
    expect(inFrance[0]).toBe("Paris, Pháp");
    expect(inFrance.every((l) => l.endsWith(", Pháp"))).toBe(true);
  });
  it("finds nothing for a name no city has", () => {
    expect(labels("qqqzzzxx")).toEqual([]);
  });
  it("answers the same search the same way once its index is built", () => {
    const first = ["ha noi", "paris", "new york", "da nang", "ho chi minh"].map((q) => labels(q));
    expect(first.every((found) => found.length > 0)).toBe(true);
    expect(["ha noi", "paris", "new york", "da nang", "ho chi minh"].map((q) => labels(q))).toEqual(first);
  });
  it("names a country in the page's language", () => {
    expect(countryName("VN", "vi")).toBe("Việt Nam");
    expect(countryName("VN", "en")).toBe("Vietnam");
  });
});
