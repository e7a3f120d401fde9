// What the address finder hands a form: places found for a typed address, each with its point.

/** A place found for what was typed: the address it fills in and its point (WGS 84 degrees). */
export type AddressCandidate = { label: string; lat: number; lng: number };

/** Where places come from, for the attribution their data's licence asks for. */
export type AddressSource = "gazetteer" | "openstreetmap";

/** A search's answer: the query as read, the places found (at most 8), or a message key when the search failed. */
export type AddressFindResult = {
  query: string;
  candidates: AddressCandidate[];
  error?: string;
  source?: AddressSource;
};

/** At most this many places are offered for one query. */
export const MAX_CANDIDATES = 8;
/** A query longer than this is refused: no place is named so long, and a geocoder is not a free text store. */
export const MAX_QUERY_LENGTH = 200;
/** Fewer letters than this (accents aside) find nothing: a single letter would match half the world. */
export const MIN_QUERY_LENGTH = 2;

/** A coordinate as stored and shown: 6 decimals, about 10 cm. */
export const roundCoordinate = (n: number) => Math.round(n * 1e6) / 1e6;

/** The "find" button's intent: without scripts it posts the form, whose page comes back with the places found. */
export const FIND_ADDRESS_INTENT = "find-address";
/** The radio group of the places found, each value a place as JSON; a saved choice sets the address and its point. */
export const ADDRESS_CHOICE = "address_choice";

/** The form's field names (a form may name them otherwise, e.g. inside a nested object). */
export type AddressFieldNames = { address: string; lat: string; lng: string };
export const DEFAULT_ADDRESS_NAMES: AddressFieldNames = { address: "address", lat: "loc.lat", lng: "loc.lng" };
