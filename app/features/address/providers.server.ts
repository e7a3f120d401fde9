// The search services GEOCODER_URL may point at (README "Address search"): their request and their
// answer read into the finder's places. Photon (komoot's, run next to the app from its image) answers
// GET /api?q=&lang=&limit= with a GeoJSON FeatureCollection; Nominatim (OpenStreetMap's) answers
// GET /search?q=&format=jsonv2&accept-language=&limit= with a list of places.
import { MAX_CANDIDATES, roundCoordinate, type AddressCandidate } from "./types";

export type GeocoderKind = "photon" | "nominatim";

/** GEOCODER_KIND, or guessed from the URL: a …/search path or a nominatim host is Nominatim, else Photon. */
export function geocoderKind(url: string, configured?: GeocoderKind): GeocoderKind {
  if (configured) return configured;
  const u = new URL(url);
  return /\/search\/?$/.test(u.pathname) || /nominatim/i.test(u.hostname) ? "nominatim" : "photon";
}

// Photon's public builds translate into these only; another language asks for the local names
const PHOTON_LANGUAGES = new Set(["en", "de", "fr", "it"]);

/** The search request for a query: the service's root (or its search path itself) with the query added. */
export function searchUrl(base: string, kind: GeocoderKind, query: string, lang: string): string {
  const u = new URL(base);
  const path = kind === "photon" ? "api" : "search";
  const root = u.pathname.replace(/\/+$/, "");
  u.pathname = root.endsWith(`/${path}`) ? root : `${root}/${path}`;
  u.searchParams.set("q", query);
  u.searchParams.set("limit", String(MAX_CANDIDATES));
  if (kind === "photon") {
    if (PHOTON_LANGUAGES.has(lang)) u.searchParams.set("lang", lang);
  } else {
    u.searchParams.set("format", "jsonv2");
    u.searchParams.set("accept-language", lang);
  }
  return u.toString();
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);
const degrees = (v: unknown) => {
  const n = typeof v === "number" ? v : typeof v === "string" && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
};

/** A place if its point is a real one (latitude −90..90, longitude −180..180) and it has a name. */
function place(label: string | undefined, lat: number | undefined, lng: number | undefined): AddressCandidate | null {
  if (!label || lat === undefined || lng === undefined) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { label, lat: roundCoordinate(lat), lng: roundCoordinate(lng) };
}

/** Distinct places, the first of each label kept, at most MAX_CANDIDATES. */
function distinct(list: (AddressCandidate | null)[]): AddressCandidate[] {
  const seen = new Set<string>();
  const out: AddressCandidate[] = [];
  for (const c of list) {
    if (!c || seen.has(c.label)) continue;
    seen.add(c.label);
    out.push(c);
    if (out.length === MAX_CANDIDATES) break;
  }
  return out;
}

/**
 * Photon's FeatureCollection: each feature's point is GeoJSON [longitude, latitude]; its label is
 * its name, then street and house number, district, city, state and country, each once.
 */
export function parsePhoton(body: unknown): AddressCandidate[] {
  const features = isObject(body) && Array.isArray(body.features) ? body.features : [];
  return distinct(
    features.map((f: unknown) => {
      if (!isObject(f) || !isObject(f.geometry) || !isObject(f.properties)) return null;
      const coordinates = Array.isArray(f.geometry.coordinates) ? f.geometry.coordinates : [];
      const p = f.properties;
      const street = text(p.street);
      const parts = [
        text(p.name),
        street && text(p.housenumber) ? `${text(p.housenumber)} ${street}` : street,
        text(p.district),
        text(p.city),
        text(p.county),
        text(p.state),
        text(p.country),
      ].filter((s): s is string => Boolean(s));
      const label = [...new Set(parts)].join(", ");
      return place(label || undefined, degrees(coordinates[1]), degrees(coordinates[0]));
    }),
  );
}

/** Nominatim's jsonv2 list: each place's lat and lon are strings; its label is its display_name. */
export function parseNominatim(body: unknown): AddressCandidate[] {
  const list = Array.isArray(body) ? body : [];
  return distinct(
    list.map((p: unknown) => (isObject(p) ? place(text(p.display_name), degrees(p.lat), degrees(p.lon)) : null)),
  );
}

export const parseAnswer = (kind: GeocoderKind, body: unknown) =>
  kind === "photon" ? parsePhoton(body) : parseNominatim(body);
