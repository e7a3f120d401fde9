import { describe, expect, it } from "vitest";
import type { AuthedApi } from "~/lib/marketplace.server";
import { addressFormStep, applyAddressChoice, findAddressReply } from "./find-address.server";
import { ADDRESS_CHOICE, FIND_ADDRESS_INTENT } from "./types";

const formOf = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe("a place chosen among those found (the radios of the redrawn form)", () => {
  it("replaces the typed address and point, and leaves the form", () => {
    const form = formOf({
      address: "ha noi",
      "loc.lat": "",
      "loc.lng": "",
      [ADDRESS_CHOICE]: JSON.stringify({ label: "Hà Nội, Việt Nam", lat: 21.0245, lng: 105.84117 }),
    });
    applyAddressChoice(form);
    expect(Object.fromEntries(form)).toEqual({
      address: "Hà Nội, Việt Nam",
      "loc.lat": "21.0245",
      "loc.lng": "105.84117",
    });
  });
  it("changes nothing when the typed values were kept, or the choice is not a place", () => {
    for (const choice of ["", "not json", JSON.stringify({ label: "x", lat: "1", lng: 2 }), "null"]) {
      const form = formOf({ address: "typed", "loc.lat": "1", "loc.lng": "2", [ADDRESS_CHOICE]: choice });
      applyAddressChoice(form);
      expect(Object.fromEntries(form)).toEqual({ address: "typed", "loc.lat": "1", "loc.lng": "2" });
    }
  });
  it("writes into the names a form gives", () => {
    const form = formOf({ [ADDRESS_CHOICE]: JSON.stringify({ label: "A", lat: 1, lng: 2 }) });
    applyAddressChoice(form, { address: "pickup.address", lat: "pickup.loc.lat", lng: "pickup.loc.lng" });
    expect(Object.fromEntries(form)).toEqual({ "pickup.address": "A", "pickup.loc.lat": "1", "pickup.loc.lng": "2" });
  });
});

describe("findAddressReply", () => {
  const api = { get: async () => ({ code: 500, message: "down", data: null }) } as unknown as AuthedApi;
  it("is null for a save (any other intent)", async () => {
    expect(await findAddressReply(formOf({ address: "ha noi", intent: "save" }), { api, lang: "vi" })).toBeNull();
  });
  it("answers the places found for the typed address on 'find' (the world's cities when the marketplace is silent)", async () => {
    const found = await findAddressReply(formOf({ address: " ha  noi ", intent: FIND_ADDRESS_INTENT }), {
      api,
      lang: "en",
    });
    expect(found?.query).toBe("ha noi");
    expect(found?.candidates[0]).toEqual({ label: "Hanoi, Vietnam", lat: 21.0245, lng: 105.84117 });
  });
});

describe("addressFormStep (both steps, for a save that reads its form in one place)", () => {
  const api = { get: async () => ({ code: 500, message: "down", data: null }) } as unknown as AuthedApi;
  it("applies the chosen place and answers null for a save", async () => {
    const form = formOf({ address: "x", [ADDRESS_CHOICE]: JSON.stringify({ label: "A", lat: 1, lng: 2 }) });
    expect(await addressFormStep(form, { api, lang: "vi", intent: "save" })).toBeNull();
    expect(Object.fromEntries(form)).toEqual({ address: "A", "loc.lat": "1", "loc.lng": "2" });
  });
  it("answers the places found on 'find', the intent given apart from the form", async () => {
    const step = await addressFormStep(formOf({ address: "da nang" }), {
      api,
      lang: "vi",
      intent: FIND_ADDRESS_INTENT,
    });
    expect(step?.address.candidates[0]?.label).toBe("Da Nang, Việt Nam");
  });
});
