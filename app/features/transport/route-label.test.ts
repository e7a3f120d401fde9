// A transport service's name (spec hotels-bikes-transport §3 "Route choices"), as the service form
// shows its route, in both languages: never the raw route key ("hotel_outsidecity", "8").
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInstance, type Resource, type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { i18nOptions } from "~/lib/i18n";
import { transportServiceName } from "./route-label";

const resources: Record<string, Record<string, Resource[string][string]>> = {};
for (const lng of ["vi", "en"])
  for (const f of readdirSync(path.resolve("locales", lng)).filter((n) => n.endsWith(".json")))
    (resources[lng] ??= {})[f.replace(/\.json$/, "")] = JSON.parse(
      readFileSync(path.resolve("locales", lng, f), "utf8"),
    );

async function translator(lng: string): Promise<TFunction> {
  const i = createInstance();
  await i.init({ ...i18nOptions, lng, ns: Object.keys(resources[lng]!), resources, initImmediate: false });
  return i.t;
}

describe("transportServiceName", () => {
  let vi: TFunction;
  let en: TFunction;
  beforeAll(async () => {
    vi = await translator("vi");
    en = await translator("en");
  });
  it("names an airport route by its name, an hours route by its type and hours, a custom one by its text", () => {
    expect(transportServiceName(en, { type: "airport", route: "hotel_outsidecity" })).toBe(
      "Airport – hotel outside the city",
    );
    expect(transportServiceName(vi, { type: "airport", route: "hotel_outsidecity" })).toBe(
      "Sân bay – khách sạn ngoại thành",
    );
    expect(transportServiceName(en, { type: "innercity", route: "8" })).toBe("Inner-city, 8 hours");
    expect(transportServiceName(vi, { type: "innercity", route: "8" })).toBe("Nội thành, 8 giờ");
    expect(transportServiceName(en, { type: "sightseeing_day", route: "1" })).toBe("Sightseeing (one day), 1 hour");
    expect(
      transportServiceName(en, { type: "sightseeing_days", route: "custom", route_custom: "Saigon – Da Lat" }),
    ).toBe("Sightseeing (several days), Saigon – Da Lat");
  });
});
