import { describe, expect, it } from "vitest";
import { z } from "@contract/zod";
import { parseForm } from "~/lib/validation";
import { ADDRESS_MAX_LENGTH, ADDRESS_POINT_FIELDS, fromGeoPoint, mapLink, toGeoPoint } from "./schema";

const Schema = z.object({ ...ADDRESS_POINT_FIELDS });
const post = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return parseForm(form, { schema: Schema });
};
const errors = (fields: Record<string, string>) => {
  const s = post(fields);
  return (s.status === "error" ? s.error : null) ?? {};
};

describe("the address and point fields of a form", () => {
  it("accept neither: no address and no point", () => {
    const s = post({ address: "", "loc.lat": "", "loc.lng": "" });
    expect(s.status).toBe("success");
    expect(toGeoPoint(s.status === "success" ? s.value.loc : undefined)).toBeUndefined();
  });
  it("keep the address as a reader sees it: trimmed, invisible characters out, only them is none", () => {
    const s = post({ address: " 12 Tràng Tiền\u200B, Hà Nội " });
    expect(s.status === "success" && s.value.address).toBe("12 Tràng Tiền, Hà Nội");
    const invisible = post({ address: "\u200B\u00AD\u2800" });
    expect(invisible.status === "success" && invisible.value.address).toBeFalsy();
  });
  it("bound the address's length", () => {
    expect(errors({ address: "a".repeat(ADDRESS_MAX_LENGTH) }).address).toBeUndefined();
    expect(errors({ address: "a".repeat(ADDRESS_MAX_LENGTH + 1) }).address).toEqual([
      `max_string_length:${ADDRESS_MAX_LENGTH}`,
    ]);
  });
  it("take latitude −90..90 and longitude −180..180, both sides of each bound", () => {
    expect(post({ "loc.lat": "90", "loc.lng": "180" }).status).toBe("success");
    expect(post({ "loc.lat": "-90", "loc.lng": "-180" }).status).toBe("success");
    expect(errors({ "loc.lat": "90.000001", "loc.lng": "0" })["loc.lat"]).toEqual(["max_num:90"]);
    expect(errors({ "loc.lat": "-90.5", "loc.lng": "0" })["loc.lat"]).toEqual(["min_num:-90"]);
    expect(errors({ "loc.lat": "0", "loc.lng": "180.1" })["loc.lng"]).toEqual(["max_num:180"]);
    expect(errors({ "loc.lat": "0", "loc.lng": "-181" })["loc.lng"]).toEqual(["min_num:-180"]);
  });
  it("refuse a coordinate that is not a plain number", () => {
    expect(errors({ "loc.lat": "21,02", "loc.lng": "105.8" })["loc.lat"]).toEqual(["invalid_number"]);
    expect(errors({ "loc.lat": "1e1", "loc.lng": "105.8" })["loc.lat"]).toEqual(["invalid_number"]);
  });
  it("want both coordinates or neither: the missing one is required", () => {
    expect(errors({ "loc.lat": "21.02", "loc.lng": "" })["loc.lng"]).toEqual(["required"]);
    expect(errors({ "loc.lat": "\u200B", "loc.lng": "105.8" })["loc.lat"]).toEqual(["required"]);
  });
  it("store the point as GeoJSON [lng, lat], rounded to 6 decimals, and read it back", () => {
    const s = post({ address: "Hà Nội", "loc.lat": "21.02944981", "loc.lng": "105.85444412" });
    expect(s.status).toBe("success");
    const loc = toGeoPoint(s.status === "success" ? s.value.loc : undefined);
    expect(loc).toEqual({ type: "Point", coordinates: [105.854444, 21.02945] });
    expect(fromGeoPoint(loc)).toEqual({ lat: "21.02945", lng: "105.854444" });
    expect(fromGeoPoint(undefined)).toBeUndefined();
    expect(fromGeoPoint({ type: "Point", coordinates: [200, 10] })).toBeUndefined();
    expect(fromGeoPoint({ type: "Point", coordinates: ["1", "2"] })).toBeUndefined();
  });
  it("open a point on OpenStreetMap with a marker", () => {
    expect(mapLink(21.02945, 105.854444)).toBe(
      "https://www.openstreetmap.org/?mlat=21.02945&mlon=105.854444#map=16/21.02945/105.854444",
    );
  });
});
