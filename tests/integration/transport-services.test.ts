// Transport services (spec hotels-bikes-transport §2, §5, §8) with plain form posts against
// the real server on a fresh SQLite: createVehicleFirst, then a vehicle and a service; the route by
// type and the guest choices by seats drawn by the server (no scripts); transportNotExist; the
// list's filters; delete; another supplier's ids.
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { formFields, loggedIn, marketplaceCall, visibleText } from "../support/browserless";
import { supplierWith } from "../support/suppliers";

const server = serverForThisFile();
const FORM = "/transport/service/action";
const options = (html: string, name: string) => {
  const select =
    new RegExp(`<select[^>]*name="${name.replace(/[[\]]/g, "\\$&")}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? "";
  return [...select.matchAll(/<option[^>]*value="([^"]*)"/g)].map((m) => m[1]).filter(Boolean);
};

async function newSupplierWithTransport() {
  // a new transport supplier has no vehicle: the form asks for one first
  return loggedIn(server.url, await supplierWith(server, "newcars@example.vn", ["transport"]));
}
async function placeIds(email: string) {
  const { body } = await marketplaceCall(server.marketplaceUrl, "POST", "auth/login", {
    type: 0,
    role: "agency",
    email,
    password: "Demo@12345",
  });
  const token = body.data.token.accessToken as string;
  const areas = (
    await marketplaceCall(server.marketplaceUrl, "GET", "destination/area?is_parent=true", undefined, token)
  ).body.data;
  const area = (areas.docs ?? areas).find((a: { slug: string }) => a.slug === "chau-a")._id as string;
  const countries = (
    await marketplaceCall(server.marketplaceUrl, "GET", `destination/country?area=${area}`, undefined, token)
  ).body.data;
  const country = (countries.docs ?? countries)[0]._id as string;
  const cities = (
    await marketplaceCall(server.marketplaceUrl, "GET", `destination/city?country=${country}`, undefined, token)
  ).body.data;
  return { area, country, city: (cities.docs ?? cities)[0]._id as string, token };
}

describe("transport services", () => {
  it("asks for a vehicle first, then adds a vehicle and a service, without scripts", async () => {
    const b = await newSupplierWithTransport();
    const empty = await b.get(FORM);
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('data-testid="create-vehicle-first"');
    expect(empty.html).toContain('href="/transport/options?vehicle=new"');

    await b.post("/transport/options?vehicle=new", {
      intent: "save",
      id: "",
      type: "Xe 7 chỗ",
      brand: "Kia Sedona",
      similar: "MINIVAN",
      doors: "5",
      ac: "yes",
      gearbox: "at",
      avatar: "",
    });
    const form = await b.get(FORM);
    expect(form.html).not.toContain('data-testid="create-vehicle-first"');
    const vehicle = options(form.html, "option")[0]!;
    expect(vehicle).toBeTruthy();
    // no type chosen: no route to choose; "show" draws the type's routes and the seats' choices
    expect(options(form.html, "route")).toEqual([]);
    const { area, country, city } = await placeIds("newsupplier@demo.vn");
    const base = {
      id: "",
      type: "innercity",
      route: "",
      duration_type: "hour",
      hours: "4",
      minutes: "0",
      area,
      prev_area: area,
      country,
      prev_country: country,
      city,
      option: vehicle,
      car_type: "7",
      max_guests: "",
      max_luggages: "",
      price: "600000",
      commission: "85",
      what_included: "Xăng xe, tài xế",
      what_included_en: "Fuel, driver",
      cancellation_policy: "Miễn phí hủy trước 24 giờ",
      cancellation_policy_en: "Free cancellation 24 hours ahead",
      is_active: "on",
    };
    const shown = await b.post(FORM, { ...base, intent: "refresh" });
    expect(shown.status).toBe(200);
    expect(options(shown.html, "route")).toEqual(["2", "4", "6", "8", "10"]);
    expect(options(shown.html, "max_guests")).toEqual(["1", "2", "3", "4", "5", "6"]);
    const airport = await b.post(FORM, { ...base, type: "airport", car_type: "4", intent: "refresh" });
    expect(options(airport.html, "route")).toEqual(["hotel_innercity", "hotel_outsidecity", "custom"]);
    expect(options(airport.html, "max_luggages")).toEqual(["1", "2", "3"]);

    // saved with every error at once; nothing created
    const refused = await b.post(FORM, { ...base, intent: "save", what_included_en: "" });
    expect(refused.status).toBe(200);
    expect(visibleText(refused.html)).toContain("This field is required");
    const saved = await b.post(FORM, { ...base, route: "4", max_guests: "6", max_luggages: "3", intent: "save" });
    expect(saved.redirects[0]).toMatch(/^\/transport\/service\/action\/[0-9a-f]{24}$/);
    expect(visibleText(saved.html)).toContain("The service was added.");
    const fields = Object.fromEntries(formFields(saved.html, "transport-service"));
    expect(fields).toMatchObject({ hours: "4", minutes: "0", commission: "85", price: "600000" });

    const list = await b.get("/transport/services");
    expect(visibleText(list.html)).toContain("Inner-city");
    expect(visibleText(list.html)).toContain("4 hours");
    expect(visibleText(list.html)).toContain("Kia Sedona");
    // the vehicle now carries a service: it cannot be deleted
    const vehicles = await b.get("/transport/options");
    const del = await b.post("/transport/options", { intent: "delete", id: vehicle });
    expect(visibleText(del.html)).toContain("This vehicle is used by a transport service");
    expect(vehicles.status).toBe(200);
  });

  it("filters by area and type in the URL, deletes behind a confirmation", async () => {
    const b = await loggedIn(server.url);
    const all = await b.get("/transport/services");
    const count = (html: string) => (html.match(/data-testid="service-edit"/g) ?? []).length;
    expect(count(all.html)).toBe(7); // the demo's services
    expect(count((await b.get("/transport/services?type=airport")).html)).toBe(3);
    expect(count((await b.get("/transport/services?area=chau-a&type=innercity")).html)).toBe(2);
    expect(count((await b.get("/transport/services?area=chau-au")).html)).toBe(0);

    const id = /href="\/transport\/service\/action\/([0-9a-f]{24})"/.exec(all.html)![1]!;
    const confirm = await b.get(`/transport/services?confirm=delete&id=${id}`);
    expect(confirm.html).toContain('data-testid="confirm-dialog"');
    const deleted = await b.post(`/transport/services?confirm=delete&id=${id}`, { intent: "delete", id });
    expect(visibleText(deleted.html)).toContain("The service was deleted.");
    expect(count(deleted.html)).toBe(6);
  });

  it("answers transportNotExist for a missing or another supplier's service", async () => {
    const mine = await loggedIn(server.url);
    const id = /href="\/transport\/service\/action\/([0-9a-f]{24})"/.exec(
      (await mine.get("/transport/services")).html,
    )![1]!;
    const other = await loggedIn(server.url, await supplierWith(server, "othercars@example.vn", ["transport"]));
    const page = await other.get(`${FORM}/${id}`);
    expect(page.url).toBe("/transport/services");
    expect(visibleText(page.html)).toContain("This service does not exist or is no longer yours.");
    const missing = await mine.get(`${FORM}/000000000000000000000000`);
    expect(missing.url).toBe("/transport/services");
    const del = await other.post("/transport/services", { intent: "delete", id });
    expect(visibleText(del.html)).toContain("The service could not be deleted.");
    expect((await mine.get(`${FORM}/${id}`)).status).toBe(200);
  });

  it("leads /transport to the services", async () => {
    const b = await loggedIn(server.url);
    const page = await b.get("/transport");
    expect(page.url).toBe("/transport/services");
  });
});
