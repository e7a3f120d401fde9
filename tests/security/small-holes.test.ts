// A `back` the Location header cannot carry falls back to /, an origin mismatch
// is a 403 (not a 500), a supplier's data is never cached by shared caches (?_data= and .data
// too), and the marketplace stores plain texts as inert text.
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { Browserless, loggedIn, marketplaceCall, visibleText } from "../support/browserless";
import { text } from "./support";
import { supplierWith } from "../support/suppliers";

const server = serverForThisFile();

describe("small holes", () => {
  it("falls back to / for a back path with characters above U+00FF", async () => {
    const b = new Browserless(server.url);
    for (const back of ["/tour/ā", "/tour?name=Hà Nội", "/\u{1F600}"]) {
      const reply = await fetch(`${server.url}/language`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ lng: "en", back }).toString(),
      });
      expect(reply.status).toBe(303);
      expect(reply.headers.get("location")).toBe("/");
    }
    const page = await b.post("/login", {
      intent: "login",
      email: "supplier@demo.vn",
      password: "Demo@12345",
      back: "/tour/ā",
    });
    expect(page.redirects[0]).toBe("/");
  });

  it("answers an origin mismatch with 403 and a translated page, not 500", async () => {
    const reply = await new Browserless(server.url).post(
      "/login",
      { intent: "login", email: "supplier@demo.vn", password: "Demo@12345" },
      { Origin: "http://evil.example" },
    );
    expect(reply.status).toBe(403);
    expect(visibleText(reply.html)).toContain(text("vi", "errors.crossSite.title"));
  });

  it("marks a supplier's data private, no-store, pages and data requests alike", async () => {
    const b = await loggedIn(server.url);
    // the older `?_data=` data request is no request of a single-fetch app: refused, and not kept either
    const legacy = await fetch(`${server.url}/tour/bookings?_data=routes%2F_app.tour.bookings`, {
      headers: { Cookie: b.cookieHeader() },
    });
    expect(legacy.status).toBe(400);
    expect(legacy.headers.get("cache-control")).toBe("private, no-store");
    expect(await legacy.text()).not.toContain("Saigon");
    for (const path of [
      "/tour/bookings",
      "/tour/bookings.data",
      "/tour/bookings.csv",
      "/resources/places?area=chau-a",
    ]) {
      const res = await fetch(`${server.url}${path}`, { headers: { Cookie: b.cookieHeader() } });
      expect(res.status, path).toBeLessThan(400);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("stores a plain text as inert text, even when its markup arrives as entities", async () => {
    const login = await marketplaceCall(server.url, "POST", "auth/login", {
      type: 0,
      role: "agency",
      email: "supplier@demo.vn",
      password: "Demo@12345",
    });
    const token = login.body.data.token.accessToken as string;
    const tour = (
      await marketplaceCall(server.url, "GET", "tour/tour?perPage=50", undefined, token)
    ).body.data.docs.find((t: { type: string; optional_type?: string }) => t.type === "default") as { _id: string };
    const added = await marketplaceCall(
      server.url,
      "POST",
      "tour/age",
      {
        tour: tour._id,
        name: "&lt;img src=x onerror=alert(1)&gt;Người lớn &amp;lt;b&amp;gt; A & B < C",
        translations: { en: { name: "&lt;script&gt;alert(1)&lt;/script&gt;Adult" } },
        price: 100000,
        min: 1,
        max: 5,
        commission_type: "percent",
        commission_value: 10,
        currency: "VND",
      },
      token,
    );
    expect(added.body.code).toBe(200);
    const ages = (await marketplaceCall(server.url, "GET", `tour/tour/${tour._id}`, undefined, token)).body.data
      .ages as { _id: string; name: string; translations: { en: { name: string } } }[];
    const stored = ages.find((a) => a._id === added.body.data._id)!;
    expect(stored.name).not.toMatch(/<[a-z/!?]/i);
    expect(stored.name).toContain("Người lớn");
    expect(stored.name).toContain("A & B < C");
    expect(stored.translations.en.name).not.toMatch(/<[a-z/!?]/i);
    expect(stored.translations.en.name).toContain("Adult");
  });
});

describe("fields that name things or money", () => {
  const login = async (email: string) =>
    (
      await marketplaceCall(server.url, "POST", "auth/login", {
        type: 0,
        role: "agency",
        email,
        password: "Demo@12345",
      })
    ).body.data.token.accessToken as string;
  const issues = (reply: { body: { data: any } }) =>
    Object.fromEntries(
      ((reply.body.data?.issues ?? []) as { path: string; message: string }[]).map((i) => [i.path, i.message]),
    );

  it("stores no vehicle photo but the supplier's own upload, by API or by the form's hidden field", async () => {
    const a = await login("supplier@demo.vn");
    // another supplier that sells transport (one without it is refused every transport write)
    const carCompany = await supplierWith(server, "othercars@example.vn", ["transport"]);
    const b = await login(carCompany);
    // a file of supplier@demo.vn: one of its cabins' images
    const cruise = (await marketplaceCall(server.url, "GET", "tour/tour?perPage=-1&type=cruise", undefined, a)).body
      .data.docs[0];
    const cabin = (await marketplaceCall(server.url, "GET", `cruise/cabin?cruise=${cruise._id}`, undefined, a)).body
      .data.docs[0];
    const othersFile = cabin.images[0].url as string;
    expect(othersFile).toMatch(/^\/api\/v1\/files\//);
    const vehicle = { type: "Xe 4 chỗ", brand: "Toyota Vios", similar: "SEDAN", doors: 4, ac: true, gearbox: "at" };
    const hostile = ["javascript:alert(1)", "https://evil.example/p.png", "../../../etc/passwd", othersFile];
    for (const avatar of hostile) {
      const made = await marketplaceCall(server.url, "POST", "transport/option", { ...vehicle, avatar }, b);
      expect([made.status, issues(made)], avatar).toEqual([422, { avatar: "foreign_file" }]);
    }
    const own = (await marketplaceCall(server.url, "GET", "transport/option?perPage=-1", undefined, a)).body.data
      .docs[0];
    for (const avatar of hostile.slice(0, 3)) {
      const changed = await marketplaceCall(
        server.url,
        "PATCH",
        `transport/option/${own._id}`,
        { ...vehicle, avatar },
        a,
      );
      expect([changed.status, issues(changed)], avatar).toEqual([422, { avatar: "foreign_file" }]);
    }
    expect(
      (await marketplaceCall(server.url, "GET", `transport/option/${own._id}`, undefined, a)).body.data.avatar,
    ).toBe(own.avatar);
    // the form's hidden avatar: refused with its sentence, never drawn as an image
    const browser = await loggedIn(server.url, carCompany);
    for (const avatar of hostile) {
      const page = await browser.post("/transport/options?vehicle=new", {
        intent: "save",
        id: "",
        type: "Xe 4 chỗ",
        brand: "Toyota Vios",
        similar: "SEDAN",
        doors: "4",
        ac: "yes",
        gearbox: "at",
        avatar,
      });
      expect(page.status, avatar).toBe(200);
      expect(visibleText(page.html), avatar).toContain(text("en", "validation:foreign_file"));
      expect(page.html, avatar).not.toContain(`src="${avatar.replace(/&/g, "&amp;")}"`);
    }
  });

  it("links a cabin to no calendar but its own", async () => {
    const a = await login("supplier@demo.vn");
    const cruise = (await marketplaceCall(server.url, "GET", "tour/tour?perPage=-1&type=cruise", undefined, a)).body
      .data.docs[0];
    const cabins = (
      await marketplaceCall(server.url, "GET", `cruise/cabin?cruise=${cruise._id}&perPage=-1`, undefined, a)
    ).body.data.docs.filter((c: { calendar: unknown }) => c.calendar) as { _id: string; calendar: { _id: string } }[];
    const [mine, other] = cabins;
    for (const calendar of [other!.calendar._id, "doesnotexist", '"><img src=x onerror=alert(1)>']) {
      const reply = await marketplaceCall(server.url, "PATCH", `cruise/cabin/${mine!._id}`, { calendar }, a);
      expect([reply.status, issues(reply)], calendar).toEqual([422, { calendar: "invalid_calendar" }]);
    }
    const after = (await marketplaceCall(server.url, "GET", `cruise/cabin/${mine!._id}`, undefined, a)).body.data;
    expect(after.calendar._id).toBe(mine!.calendar._id);
  });

  it("takes no currency off the spec's list and no number but a plain decimal", async () => {
    const a = await login("supplier@demo.vn");
    const service = (
      await marketplaceCall(server.url, "GET", "transport/transport?perPage=-1", undefined, a)
    ).body.data.docs.find((s: { route: string }) => s.route === "hotel_innercity");
    const body = {
      type: service.type,
      route: service.route,
      duration_type: service.duration_type,
      duration: service.duration,
      area: service.area._id,
      country: service.country._id,
      city: service.city._id,
      option: service.option._id,
      car_type: service.car_type,
      max_guests: service.max_guests,
      max_luggages: service.max_luggages,
      price: service.price,
      commission_value: service.commission_value,
      what_included: service.vi.what_included,
      cancellation_policy: service.vi.cancellation_policy,
      translations: service.translations,
    };
    for (const [field, value, message] of [
      ["currency", "XXX", "invalid_currency"],
      ["currency", "<b>", "invalid_currency"],
      ["price", "0x10", "invalid_number"],
      ["price", "1e9", "invalid_number"],
      ["price", "Infinity", "invalid_number"],
      ["commission_value", "0b1", "invalid_number"],
    ] as const) {
      const reply = await marketplaceCall(
        server.url,
        "PATCH",
        `transport/transport/${service._id}`,
        { ...body, [field]: value },
        a,
      );
      expect([reply.status, issues(reply)], `${field}=${value}`).toEqual([422, { [field]: message }]);
    }
    const after = (await marketplaceCall(server.url, "GET", `transport/transport/${service._id}`, undefined, a)).body
      .data;
    expect([after.currency, after.price, after.commission_value]).toEqual([
      service.currency,
      service.price,
      service.commission_value,
    ]);
  });
});
