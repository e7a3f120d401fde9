// The address and its point as a form holds them, and as the marketplace stores them (hotels-bikes-
// transport §3 Hotel, Bike: "address, loc (a point)"). The form posts `address`, `loc.lat` and
// `loc.lng`; the payload carries `loc` as a GeoJSON point, whose coordinates are [longitude, latitude]
// (the spec's "lat/lng pair" names the two numbers, GeoJSON fixes their order).
import { z } from "@contract/zod";
import { visibleText } from "@contract/input";
import { msg } from "~/lib/validation";
import { roundCoordinate } from "./types";

/** The longest address kept: a full postal address with its district, city and country fits easily. */
export const ADDRESS_MAX_LENGTH = 500;

const degrees = (bound: number) =>
  z
    .number({ error: "invalid_number" })
    .min(-bound, { error: msg("min_num", -bound) })
    .max(bound, { error: msg("max_num", bound) })
    .transform(roundCoordinate)
    .optional();

/** A point as typed: latitude −90..90 and longitude −180..180, both or neither. */
export const PointSchema = z.object({ lat: degrees(90), lng: degrees(180) }).superRefine((p, ctx) => {
  if (p.lat === undefined && p.lng !== undefined) ctx.addIssue({ code: "custom", path: ["lat"], message: "required" });
  if (p.lng === undefined && p.lat !== undefined) ctx.addIssue({ code: "custom", path: ["lng"], message: "required" });
});

/**
 * The form fields of an address with its point, to spread into a form's schema:
 * `z.object({ ...ADDRESS_POINT_FIELDS, name: … })`. Both optional (the spec asks for neither);
 * an address made only of invisible characters is none.
 */
export const ADDRESS_POINT_FIELDS = {
  address: z
    .string()
    .overwrite(visibleText)
    .max(ADDRESS_MAX_LENGTH, { error: msg("max_string_length", ADDRESS_MAX_LENGTH) })
    .optional(),
  loc: PointSchema.optional(),
};

export type FormPoint = { lat?: number; lng?: number };
/** A stored point: GeoJSON, [longitude, latitude]. */
export type GeoPoint = { type: "Point"; coordinates: [number, number] };

/** The form's point as the payload's `loc`, or undefined when none was given. */
export function toGeoPoint(p: FormPoint | undefined): GeoPoint | undefined {
  if (p?.lat === undefined || p.lng === undefined) return undefined;
  return { type: "Point", coordinates: [p.lng, p.lat] };
}

/** A stored `loc` as the form's values (`{ lat, lng }`), or undefined when the record has no usable point. */
export function fromGeoPoint(loc: unknown): { lat: string; lng: string } | undefined {
  const c = (loc as { coordinates?: unknown } | null | undefined)?.coordinates;
  if (!Array.isArray(c) || typeof c[0] !== "number" || typeof c[1] !== "number") return undefined;
  const [lng, lat] = c as [number, number];
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat: String(lat), lng: String(lng) };
}

/** The map that opens a point (OpenStreetMap, a marker at street level). */
export const mapLink = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
