// The marketplace's own destinations for the embedded geocoder: every city with its names in both
// languages and its country (marketplace-api.md destination/*). They are reference lists, the same for
// every supplier: read once and kept for ten minutes.
import type { AuthedApi } from "~/lib/marketplace.server";
import type { DestinationCity } from "./gazetteer.server";

const KEEP_MS = 10 * 60_000;
let kept: { at: number; cities: DestinationCity[] } | undefined;

type Doc = { _id: string; name: string; code?: string; country?: string };

async function docs(api: AuthedApi, path: string, lang: string): Promise<Doc[] | null> {
  try {
    const reply = await api.get<{ docs: Doc[] }>(path, { perPage: -1, lang });
    return reply.code === 200 ? reply.data.docs : null;
  } catch {
    return null; // unreachable: the search goes on without the destinations
  }
}

/** The destination cities, or none when the marketplace does not answer (the world's cities still do). */
export async function destinationCities(api: AuthedApi, now = Date.now()): Promise<DestinationCity[]> {
  if (kept && now - kept.at < KEEP_MS) return kept.cities;
  const [countriesVi, countriesEn, citiesVi, citiesEn] = await Promise.all([
    docs(api, "destination/country", "vi"),
    docs(api, "destination/country", "en"),
    docs(api, "destination/city", "vi"),
    docs(api, "destination/city", "en"),
  ]);
  if (!countriesVi || !countriesEn || !citiesVi || !citiesEn) return [];
  const countryEn = new Map(countriesEn.map((c) => [c._id, c.name]));
  const countries = new Map(
    countriesVi
      .filter((c) => c.code)
      .map((c) => [c._id, { code: c.code!, name: { vi: c.name, en: countryEn.get(c._id) ?? c.name } }]),
  );
  const cityEn = new Map(citiesEn.map((c) => [c._id, c.name]));
  const cities: DestinationCity[] = [];
  for (const c of citiesVi) {
    const country = c.country ? countries.get(c.country) : undefined;
    if (country) cities.push({ name: { vi: c.name, en: cityEn.get(c._id) ?? c.name }, country });
  }
  kept = { at: now, cities };
  return cities;
}
