// The address finder's search on the back-office server (hotels-bikes-transport §2 Hotel "address
// autocomplete from a maps service (sets a point location)"): the search service GEOCODER_URL names
// (Photon or Nominatim, providers.server.ts), with a time limit and a translated failure, or, when it is
// unset, the embedded gazetteer (gazetteer.server.ts) so that the form works offline and in tests.
import { visibleText } from "@contract/input";
import { env } from "~/lib/env.server";
import { searchGazetteer, type DestinationCity } from "./gazetteer.server";
import { geocoderKind, parseAnswer, searchUrl, type GeocoderKind } from "./providers.server";
import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, type AddressFindResult, type AddressCandidate } from "./types";
import { fold } from "./fold";

export type GeocoderConfig = { url?: string; kind?: GeocoderKind; timeoutMs: number; userAgent: string };

export function geocoderConfig(): GeocoderConfig {
  const e = env();
  return {
    url: e.GEOCODER_URL,
    kind: e.GEOCODER_KIND,
    timeoutMs: e.GEOCODER_TIMEOUT_MS,
    // Nominatim's usage policy asks every application to name itself
    userAgent: `${e.MARKETPLACE_APP_ID} (supplier back-office address search)`,
  };
}

/** Whether places may be searched as the person types: Nominatim is not built for it (README "Address search"). */
export const searchesWhileTyping = (config: GeocoderConfig) =>
  !config.url || geocoderKind(config.url, config.kind) !== "nominatim";

/** A query as searched: what a reader sees, runs of spaces made one. */
export const readQuery = (raw: unknown) => visibleText(typeof raw === "string" ? raw : "").replace(/\s+/g, " ");

// the service's recent answers: a person typing asks the same few queries again and again
const KEEP_MS = 10 * 60_000;
const KEEP_MAX = 500;
const recent = new Map<string, { at: number; candidates: AddressCandidate[] }>();

// Nominatim's usage policy: at most one request a second from the whole application
const NOMINATIM_SPACING_MS = 1000;
let nominatimNext = 0;
/** Waits for this process's next Nominatim slot; false when it is further off than the search may wait. */
async function nominatimSlot(timeoutMs: number): Promise<boolean> {
  const now = Date.now();
  const at = Math.max(now, nominatimNext);
  if (at - now >= timeoutMs) return false;
  nominatimNext = at + NOMINATIM_SPACING_MS;
  if (at > now) await new Promise((r) => setTimeout(r, at - now));
  return true;
}

async function askService(config: GeocoderConfig & { url: string }, query: string, lang: string) {
  const kind = geocoderKind(config.url, config.kind);
  const key = `${kind}|${lang}|${query}`;
  const hit = recent.get(key);
  if (hit && Date.now() - hit.at < KEEP_MS) return hit.candidates;
  if (kind === "nominatim" && !(await nominatimSlot(config.timeoutMs))) throw new Error("nominatim: too many searches");
  const res = await fetch(searchUrl(config.url, kind, query, lang), {
    headers: { Accept: "application/json", "User-Agent": config.userAgent, "Accept-Language": lang },
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
  const candidates = parseAnswer(kind, await res.json());
  if (recent.size >= KEEP_MAX) recent.delete(recent.keys().next().value!);
  recent.set(key, { at: Date.now(), candidates });
  return candidates;
}

/**
 * The places that answer a typed address, best first (at most 8). A query too short finds nothing; a
 * query too long, or a search service that fails or is too slow, answers a message key instead (the
 * failure is logged, its detail never shown).
 */
export async function geocode(
  raw: unknown,
  opts: { lang: string; destinations: () => Promise<DestinationCity[]>; config?: GeocoderConfig },
): Promise<AddressFindResult> {
  const query = readQuery(raw);
  if (query.length > MAX_QUERY_LENGTH) return { query: "", candidates: [], error: "address:queryTooLong" };
  if (fold(query).replace(/ /g, "").length < MIN_QUERY_LENGTH) return { query, candidates: [] };
  const config = opts.config ?? geocoderConfig();
  if (!config.url) {
    const destinations = await opts.destinations();
    return { query, candidates: searchGazetteer(query, { lang: opts.lang, destinations }), source: "gazetteer" };
  }
  try {
    const candidates = await askService({ ...config, url: config.url }, query, opts.lang);
    return { query, candidates, source: "openstreetmap" };
  } catch (err) {
    console.warn(`address search failed: ${err instanceof Error ? err.message : String(err)}`);
    return { query, candidates: [], error: "address:searchFailed" };
  }
}
