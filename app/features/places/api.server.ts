// Area → country → city (marketplace-api.md destination/*), shared by every area's forms.
import type { AuthedApi } from "~/lib/marketplace.server";

export type Place = { _id: string; name: string; slug?: string };
export type PlaceLists = { areas: Place[]; countries: Place[]; cities: Place[] };

async function list(
  api: AuthedApi,
  path: string,
  query: Record<string, string | number | undefined>,
): Promise<Place[]> {
  const reply = await api.get<{ docs: Place[] }>(path, { perPage: -1, ...query });
  return reply.code === 200
    ? reply.data.docs.map((p) => ({ _id: p._id, name: p.name, ...(p.slug ? { slug: p.slug } : {}) }))
    : [];
}

export const listAreas = (api: AuthedApi, lang: string) => list(api, "destination/area", { lang, is_parent: "true" });
export const listCountries = (api: AuthedApi, lang: string, area: string) =>
  list(api, "destination/country", { lang, area });
export const listCities = (api: AuthedApi, lang: string, country: string) =>
  list(api, "destination/city", { lang, country });

/** The three lists a form needs for its current area and country, fetched side by side. */
export async function placeLists(
  api: AuthedApi,
  lang: string,
  area?: string | null,
  country?: string | null,
): Promise<PlaceLists> {
  const [areas, countries, cities] = await Promise.all([
    listAreas(api, lang),
    area ? listCountries(api, lang, area) : Promise.resolve([]),
    country ? listCities(api, lang, country) : Promise.resolve([]),
  ]);
  return { areas, countries, cities };
}

/**
 * spec §4: changing the area clears country and city; changing the country clears the city.
 * Works without scripts: the form carries the values it was drawn with (prev_area, prev_country).
 */
export function cascadePlaces(form: FormData) {
  const area = String(form.get("area") ?? "");
  const country = String(form.get("country") ?? "");
  if (form.has("prev_area") && area !== String(form.get("prev_area"))) {
    form.delete("country");
    form.delete("city");
  } else if (form.has("prev_country") && country !== String(form.get("prev_country"))) {
    form.delete("city");
  }
  form.delete("prev_area");
  form.delete("prev_country");
}
