// The bike pages as a browser without scripts uses them (real server, fresh SQLite, plain form
// posts; spec hotels-bikes-transport §2 Bike, §5 "Bike form", "Bike option form", §8): a bike with
// images, a rental option with an avatar, the list's filters from the URL, a refused form that
// changes nothing, another supplier's bike and option not found, a supplier without bikes refused.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { supplierWith } from "../support/suppliers";
import { expectTexts } from "../support/pages";
import { serverForThisFile } from "../support/server";
import { apiToken } from "../support/api";
import { noiseJpeg } from "../support/images";
import { type Browserless, loggedIn, marketplaceCall, optionId, pageForm, visibleText } from "../support/browserless";

const server = serverForThisFile();
const SEEDED = ["Da Lat motorbike rental", "Hoi An old town bicycles", "Da Nang e-bike rental"];

const tokenOf = (email: string) => apiToken(server.url, email);
const bikeForm = (html: string, changes: Parameters<typeof pageForm>[1] = {}) => pageForm(html, changes, "bike");
const optionForm = (html: string, changes: Parameters<typeof pageForm>[1] = {}) =>
  pageForm(html, changes, "bike-option");

/** Walks the places without scripts, then fills a complete bike. */
async function newBikeForm(b: Browserless, extra: Record<string, string | string[] | null> = {}) {
  let html = (await b.get("/bike/action")).html;
  html = (await b.post("/bike/action", bikeForm(html, { area: optionId(html, "Asia")!, intent: "places" }))).html;
  html = (await b.post("/bike/action", bikeForm(html, { country: optionId(html, "Vietnam")!, intent: "places" }))).html;
  return bikeForm(html, {
    city: optionId(html, "Da Lat")!,
    "vi.name": "Xe máy Hồ Xuân Hương",
    "vi.description": "Xe tay ga giao tận nơi",
    "vi.content.overview": "Vòng quanh hồ.",
    "en.name": "Xuan Huong lake scooters",
    "en.description": "Scooters delivered to you",
    "en.content.overview": "Around the lake.",
    address: "1 Trần Quốc Toản, Đà Lạt",
    "loc.lat": "11.9416",
    "loc.lng": "108.4383",
    type: "ebike",
    rental_by_day: "on",
    rental_by_hour: "on",
    from_price: "90000",
    opening: "06:30",
    close: "22:15",
    is_active: "on",
    intent: "save",
    ...extra,
  });
}
/** The seeded motorbike rental of the demo supplier (it has three options). */
const seededBike = async (token: string) =>
  (await marketplaceCall(server.url, "GET", "bike/bike?name=da%20lat%20motorbike", undefined, token)).body.data.docs[0]
    ._id as string;
const bikeIds = async (token: string) =>
  (await marketplaceCall(server.url, "GET", "bike/bike?perPage=-1", undefined, token)).body.data.docs.map(
    (d: { _id: string }) => d._id,
  ) as string[];

describe("the bike list", () => {
  it("shows the supplier's bikes with the active tag and their options link, filters from the URL", async () => {
    const b = await loggedIn(server.url);
    const page = await b.get("/bike");
    expect(page.status).toBe(200);
    const text = visibleText(page.html);
    for (const name of SEEDED) expect(text).toContain(name);
    expect(text).toContain("Bike manager");
    expect(text).toContain("Active");
    expect(page.html).toMatch(/href="\/bike\/[a-f0-9]{24}\/options"/);
    expect(page.html).toMatch(/href="\/bike\/action"/);

    // name (either language) and area come back from the URL, in the filters and the rows
    const named = await b.get("/bike?name=hoi%20an");
    expect(visibleText(named.html)).toContain("Hoi An old town bicycles");
    expect(visibleText(named.html)).not.toContain("Da Lat motorbike rental");
    expect(named.html).toMatch(/name="name"[^>]*value="hoi an"|value="hoi an"[^>]*name="name"/);
    const europe = await b.get("/bike?area=chau-au");
    expect(visibleText(europe.html)).not.toContain("Da Lat motorbike rental");
    expect(visibleText(europe.html)).toContain("No bike matches these filters.");
    const asia = await b.get("/bike?area=chau-a");
    for (const name of SEEDED) expect(visibleText(asia.html)).toContain(name);
    // created in a range of days: today's bikes, none in a range long past
    const past = await b.get(`/bike?date_range=${encodeURIComponent('{"start":"2020-01-01","end":"2020-01-31"}')}`);
    expect(visibleText(past.html)).toContain("No bike matches these filters.");
    // a plain GET form's start/end become the canonical date_range
    const plain = await b.get("/bike?start=2020-01-01&end=2020-01-31");
    expect(plain.url).toContain("date_range=");
  });
});

describe("the bike form and its options", () => {
  it("creates a bike with images (one ~900 KB), then an option with an avatar, edits and deletes it", async () => {
    const b = await loggedIn(server.url);
    const form = await newBikeForm(b);
    form.append(
      "images_file",
      new Blob([new Uint8Array(await noiseJpeg(900 * 1024))], { type: "image/jpeg" }),
      "a.jpg",
    );
    const small = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#3a7" } })
      .jpeg()
      .toBuffer();
    form.append("images_file", new Blob([new Uint8Array(small)], { type: "image/jpeg" }), "b.jpg");
    const saved = await b.post("/bike/action", form);
    expect(saved.url).toMatch(/^\/bike\/[a-f0-9]{24}\/options$/);
    expect(visibleText(saved.html)).toContain("Bike added. Now add its rental options.");
    const id = saved.url.split("/")[2]!;

    const token = await tokenOf("supplier@demo.vn");
    const record = (await marketplaceCall(server.url, "GET", `bike/bike/${id}?lang=en`, undefined, token)).body.data;
    expect(record).toMatchObject({
      name: "Xe máy Hồ Xuân Hương",
      translations: { en: { name: "Xuan Huong lake scooters" } },
      type: "ebike",
      rental_by_day: true,
      rental_by_hour: true,
      from_price: 90000,
      opening: "06:30",
      close: "22:15",
      loc: { type: "Point", coordinates: [108.4383, 11.9416] },
      status: "pending",
      is_active: true,
      currency: "VND",
    });
    expect(record.images).toHaveLength(2);
    const img = await sharp(
      Buffer.from(await (await fetch(`${server.url}${record.images[0].url}`)).arrayBuffer()),
    ).metadata();
    expect(img.width! / img.height!).toBeCloseTo(1.328125, 3); // §5: cropped to 1.328125

    // the edit form shows what was saved; a change returns to the list
    const edit = await b.get(`/bike/action/${id}`);
    expect(edit.html).toContain('value="Xuan Huong lake scooters"');
    expect(edit.html).toContain('value="22:15"');
    expect(edit.html).toContain('value="11.9416"');
    const edited = await b.post(`/bike/action/${id}`, bikeForm(edit.html, { from_price: "95000", intent: "save" }));
    expect(edited.url).toBe("/bike");
    expect(visibleText(edited.html)).toContain("Xuan Huong lake scooters");

    // an option with an avatar, added without scripts
    const options = await b.get(`/bike/${id}/options`);
    expect(visibleText(options.html)).toContain("This bike has no rental options yet.");
    expect(options.html).toContain('data-testid="option-calendar-place"');
    const add = optionForm(options.html, {
      "vi.name": "Xe đạp điện tiêu chuẩn",
      "vi.description": "Pin 50 km",
      "en.name": "Standard e-bike",
      "en.description": "50 km battery",
      quantity_default: "12",
      price_day_default: "150000",
      price_hour_default: "35000",
      is_active: "on",
      intent: "save",
    });
    const avatar = await sharp({ create: { width: 900, height: 500, channels: 3, background: "#c52" } })
      .png()
      .toBuffer();
    add.append("avatar_file", new Blob([new Uint8Array(avatar)], { type: "image/png" }), "a.png");
    const added = await b.post(`/bike/${id}/options`, add);
    expect(added.url).toMatch(new RegExp(`^/bike/${id}/options\\?option=[a-f0-9]{24}$`));
    expect(visibleText(added.html)).toContain("Standard e-bike");
    const optionIdOf = added.url.split("option=")[1]!;
    const option = (await marketplaceCall(server.url, "GET", `bike/option/${optionIdOf}`, undefined, token)).body.data;
    expect(option).toMatchObject({ bike: id, quantity_default: 12, price_day_default: 150000, is_active: true });
    const photo = await sharp(
      Buffer.from(await (await fetch(`${server.url}${option.avatar}`)).arrayBuffer()),
    ).metadata();
    expect(photo.width).toBe(photo.height); // §5: cropped square

    // the chosen option is edited in the same form
    const chosen = await b.get(added.url);
    expect(chosen.html).toContain('value="Standard e-bike"');
    const closed = await b.post(added.url, optionForm(chosen.html, { is_active: "off", intent: "save" }));
    expect(closed.status).toBe(200);
    expect(
      (await marketplaceCall(server.url, "GET", `bike/option/${optionIdOf}`, undefined, token)).body.data,
    ).toMatchObject({ is_active: false, avatar: option.avatar });

    // delete after a confirmation (a URL state)
    const confirm = await b.get(`/bike/${id}/options?confirm=delete&id=${optionIdOf}`);
    expect(confirm.html).toContain('data-testid="confirm-dialog"');
    const deleted = await b.post(`/bike/${id}/options?confirm=delete&id=${optionIdOf}`, {
      intent: "delete",
      id: optionIdOf,
    });
    expect(deleted.url).toBe(`/bike/${id}/options`);
    expect(visibleText(deleted.html)).toContain("This bike has no rental options yet.");
  });

  it("a bike's address found without scripts: the place chosen is the address and the loc point", async () => {
    const b = await loggedIn(server.url);
    const token = await tokenOf("supplier@demo.vn");
    const before = await bikeIds(token);
    const form = await newBikeForm(b, { address: "Da Lat", "loc.lat": "", "loc.lng": "", intent: "find-address" });
    // "find": the page comes back with the places found as choices, nothing saved
    const found = await b.post("/bike/action", form);
    expect(found.url).toBe("/bike/action");
    const choice = /name="address_choice"[^>]*value="([^"]+)"/.exec(found.html)?.[1]?.replace(/&quot;/g, '"');
    expect(choice, "a place found for Da Lat").toBeTruthy();
    expect(await bikeIds(token)).toEqual(before);

    const saved = await b.post("/bike/action", bikeForm(found.html, { address_choice: choice!, intent: "save" }));
    expect(saved.url).toMatch(/^\/bike\/[a-f0-9]{24}\/options$/);
    const id = saved.url.split("/")[2]!;
    const record = (await marketplaceCall(server.url, "GET", `bike/bike/${id}`, undefined, token)).body.data;
    const picked = JSON.parse(choice!) as { label: string; lat: number; lng: number };
    expect(record.address).toBe(picked.label);
    expect(record.loc).toEqual({ type: "Point", coordinates: [picked.lng, picked.lat] });
    expect(Math.abs(picked.lat - 11.94)).toBeLessThan(0.2); // Da Lat

    // the edit form shows the point as typed numbers
    const edit = await b.get(`/bike/action/${id}`);
    expect(edit.html).toContain(`value="${picked.lat}"`);
    expect(edit.html).toContain(`value="${picked.lng}"`);
  });

  it("fills the English from the Vietnamese when auto-translation is ticked on create", async () => {
    const b = await loggedIn(server.url);
    const form = await newBikeForm(b, {
      "vi.name": "Xe đạp tự dịch",
      "en.name": "",
      "en.description": "",
      "en.content.overview": "",
      auto_translate_en: "on",
    });
    const saved = await b.post("/bike/action", form);
    expect(saved.url).toMatch(/^\/bike\/[a-f0-9]{24}\/options$/);
    const token = await tokenOf("supplier@demo.vn");
    const record = (await marketplaceCall(server.url, "GET", `bike/bike/${saved.url.split("/")[2]}`, undefined, token))
      .body.data;
    // no translation service here: the text is kept and marked as waiting for its translation
    expect(record.translations.en).toMatchObject({ name: "Xe đạp tự dịch", description: "Xe tay ga giao tận nơi" });
    expect(record.translation_pending).toEqual({ vi: false, en: true });
  });

  it("refuses a bad bike with every error at once and saves nothing", async () => {
    const b = await loggedIn(server.url);
    const token = await tokenOf("supplier@demo.vn");
    const before = await bikeIds(token);
    const form = await newBikeForm(b, {
      "vi.name": "x".repeat(71),
      "en.description": "",
      opening: "07:03",
      close: "06:00",
      "loc.lat": "95",
      "loc.lng": "",
      from_price: "100000001",
      rental_by_day: null,
      rental_by_hour: null,
    });
    const refused = await b.post("/bike/action", form);
    expect(refused.status).toBe(200);
    expect(refused.url).toBe("/bike/action");
    expectTexts(refused.html, [
      "Please enter all required information",
      "Maximum 70 characters",
      "Choose a time in steps of 5 minutes",
      "Maximum value is 90",
      "Maximum value is 100,000,000",
    ]);
    expect(await bikeIds(token)).toEqual(before);

    // the marketplace judges the same rules itself (it never trusts its clients)
    const direct = await marketplaceCall(server.url, "POST", "bike/bike", { name: "x", opening: "07:03" }, token);
    expect(direct.status).toBe(422);
    expect(direct.body.data.issues).toEqual(
      expect.arrayContaining([
        { path: "opening", message: "time_step:5" },
        { path: "overview", message: "required" },
        { path: "rental_by_day", message: "required" },
      ]),
    );
    expect(await bikeIds(token)).toEqual(before);

    // closing before opening, alone
    const order = await b.post("/bike/action", await newBikeForm(b, { opening: "21:00", close: "07:00" }));
    expect(visibleText(order.html)).toContain("The closing time must be after the opening time");
    expect(await bikeIds(token)).toEqual(before);
  });

  it("one rendered bike form and one option form, posted twice at once, each create one record", async () => {
    const b = await loggedIn(server.url);
    const token = await tokenOf("supplier@demo.vn");
    const before = (await bikeIds(token)).length;
    const form = await newBikeForm(b, { "vi.name": "Xe đạp bấm hai lần", "en.name": "Double click bikes" });
    const twice = await Promise.all([b.post("/bike/action", form), b.post("/bike/action", form)]);
    expect(twice.map((p) => p.status)).toEqual([200, 200]);
    expect((await bikeIds(token)).length).toBe(before + 1);

    const bike = await seededBike(token);
    const count = async () =>
      (await marketplaceCall(server.url, "GET", `bike/option?bike=${bike}`, undefined, token)).body.data.total;
    const start = await count();
    const page = await b.get(`/bike/${bike}/options`);
    const option = optionForm(page.html, {
      "vi.name": "Xe hai lần",
      "vi.description": "a",
      "en.name": "Twice",
      "en.description": "b",
      quantity_default: "1",
      price_day_default: "1",
      price_hour_default: "1",
      is_active: "on",
      intent: "save",
    });
    await Promise.all([b.post(`/bike/${bike}/options`, option), b.post(`/bike/${bike}/options`, option)]);
    expect(await count()).toBe(start + 1);
  });

  it("refuses a bad option and saves nothing", async () => {
    const b = await loggedIn(server.url);
    const token = await tokenOf("supplier@demo.vn");
    const bike = await seededBike(token);
    const list = async () =>
      (await marketplaceCall(server.url, "GET", `bike/option?bike=${bike}`, undefined, token)).body.data.total;
    const count = await list();
    const page = await b.get(`/bike/${bike}/options`);
    const refused = await b.post(
      `/bike/${bike}/options`,
      optionForm(page.html, {
        "vi.name": "x".repeat(101),
        "vi.description": "a",
        "en.name": "b",
        "en.description": "",
        quantity_default: "10001",
        price_day_default: "10000001",
        price_hour_default: "-1",
        is_active: "on",
        intent: "save",
      }),
    );
    expectTexts(refused.html, [
      "Please enter all required information",
      "Maximum 100 characters",
      "Maximum value is 10,000",
      "Maximum value is 10,000,000",
      "Minimum value is 0",
    ]);
    expect(await list()).toBe(count);

    // an option of another of the supplier's bikes is not edited from this bike's page
    const other = (await marketplaceCall(server.url, "GET", "bike/bike?name=hoi%20an", undefined, token)).body.data
      .docs[0]._id as string;
    const theirs = (await marketplaceCall(server.url, "GET", `bike/option?bike=${other}`, undefined, token)).body.data
      .docs[0];
    const chosen = await b.get(`/bike/${other}/options?option=${theirs._id}`);
    const moved = await b.post(
      `/bike/${bike}/options`,
      optionForm(chosen.html, { quantity_default: "7", intent: "save" }),
    );
    expect(visibleText(moved.html)).toContain("Saving the rental option failed! Please try again later.");
    const after = (await marketplaceCall(server.url, "GET", `bike/option/${theirs._id}`, undefined, token)).body.data;
    expect(after).toMatchObject({ bike: other, quantity_default: theirs.quantity_default });
  });
});

describe("moderation", () => {
  it("the operator approves a bike; an edit sends it back to review", async () => {
    const token = await tokenOf("supplier@demo.vn");
    const bike = await seededBike(token);
    const get = async () => (await marketplaceCall(server.url, "GET", `bike/bike/${bike}`, undefined, token)).body.data;
    const rejected = await marketplaceCall(server.url, "POST", `dev/listing/bike/${bike}/moderate`, { approve: false });
    expect(rejected.body.data.status).toBe("rejected");
    await marketplaceCall(server.url, "POST", `dev/listing/bike/${bike}/moderate`, { approve: true });
    expect((await get()).status).toBe("approved");
    const b = await loggedIn(server.url);
    const edit = await b.get(`/bike/action/${bike}`);
    const saved = await b.post(`/bike/action/${bike}`, bikeForm(edit.html, { from_price: "130000", intent: "save" }));
    expect(saved.url).toBe("/bike");
    expect(await get()).toMatchObject({ status: "pending", from_price: 130000 });
  });
});

describe("scoping and capability", () => {
  it("another supplier's bike and option are not found, on the pages and in the marketplace", async () => {
    const mine = await tokenOf("supplier@demo.vn");
    const bike = await seededBike(mine);
    const option = (await marketplaceCall(server.url, "GET", `bike/option?bike=${bike}`, undefined, mine)).body.data
      .docs[0]._id as string;
    const other = await supplierWith(server, "otherbikes@example.vn", ["bike"]);
    const theirs = await tokenOf(other);
    for (const [method, path, body] of [
      ["GET", `bike/bike/${bike}`],
      ["PATCH", `bike/bike/${bike}`, { name: "x" }],
      ["DELETE", `bike/bike/${bike}`],
      ["GET", `bike/option?bike=${bike}`],
      ["GET", `bike/option/${option}`],
      ["PATCH", `bike/option/${option}`, { name: "x" }],
      ["DELETE", `bike/option/${option}`],
      [
        "POST",
        "bike/option",
        {
          bike,
          name: "a",
          description: "b",
          translations: { en: { name: "a", description: "b" } },
          quantity_default: 1,
          price_day_default: 1,
          price_hour_default: 1,
        },
      ],
    ] as const) {
      const r = await marketplaceCall(server.url, method, path, body, theirs);
      expect(r.status, `${method} ${path}`).toBe(404);
    }
    expect((await marketplaceCall(server.url, "GET", "bike/bike", undefined, theirs)).body.data.total).toBe(0);

    const b = await loggedIn(server.url, other);
    for (const path of [`/bike/action/${bike}`, `/bike/${bike}/options`]) {
      const page = await b.get(path);
      expect(page.url, path).toBe("/bike");
      expect(visibleText(page.html)).toContain("This bike does not exist or is not yours.");
    }
    // the option still belongs to its bike, untouched
    expect((await marketplaceCall(server.url, "GET", `bike/option/${option}`, undefined, mine)).status).toBe(200);
  });

  it("a bike and an option name only the supplier's own images", async () => {
    const mine = await tokenOf("supplier@demo.vn");
    const seeded = (await marketplaceCall(server.url, "GET", `bike/bike/${await seededBike(mine)}`, undefined, mine))
      .body.data;
    const myOption = (await marketplaceCall(server.url, "GET", `bike/option?bike=${seeded._id}`, undefined, mine)).body
      .data.docs[0];
    const theirs = await tokenOf(await supplierWith(server, "otherbikes@example.vn", ["bike"]));
    const countries = (await marketplaceCall(server.url, "GET", "destination/country?area=chau-a", undefined, theirs))
      .body.data;
    const country = (countries.docs ?? countries)[0]._id as string;
    const cities = (await marketplaceCall(server.url, "GET", `destination/city?country=${country}`, undefined, theirs))
      .body.data;
    const texts = { name: "Xe", description: "Mô tả", overview: "<p>Tổng quan</p>" };
    const body = {
      ...texts,
      translations: { en: { ...texts, name: "Bike" } },
      area: "chau-a",
      country,
      city: (cities.docs ?? cities)[0]._id,
      type: "bike",
      from_price: 1,
      rental_by_day: true,
      opening: "08:00",
      close: "17:00",
    };
    const own = await marketplaceCall(server.url, "POST", "bike/bike", body, theirs);
    expect(own.status).toBe(200);
    // another supplier's image record
    const foreign = await marketplaceCall(
      server.url,
      "PATCH",
      `bike/bike/${own.body.data._id}`,
      { ...body, images: [seeded.images[0]._id] },
      theirs,
    );
    expect(foreign.status).toBe(422);
    expect(foreign.body.data.issues).toEqual([{ path: "images.0", message: "foreign_file" }]);
    // another supplier's uploaded photo as an avatar
    const option = {
      bike: own.body.data._id,
      name: "a",
      description: "b",
      translations: { en: { name: "a", description: "b" } },
      quantity_default: 1,
      price_day_default: 1,
      price_hour_default: 1,
      avatar: myOption.avatar,
    };
    const avatar = await marketplaceCall(server.url, "POST", "bike/option", option, theirs);
    expect(avatar.status).toBe(422);
    expect(avatar.body.data.issues).toEqual([{ path: "avatar", message: "foreign_file" }]);
    expect(
      (await marketplaceCall(server.url, "GET", `bike/option?bike=${own.body.data._id}`, undefined, theirs)).body.data
        .total,
    ).toBe(0);
  });

  it("an option links only its own calendar (none exists yet)", async () => {
    const mine = await tokenOf("supplier@demo.vn");
    const bike = await seededBike(mine);
    const options = (await marketplaceCall(server.url, "GET", `bike/option?bike=${bike}`, undefined, mine)).body.data
      .docs as { _id: string }[];
    const r = await marketplaceCall(
      server.url,
      "PATCH",
      `bike/option/${options[0]!._id}`,
      { calendar: options[1]!._id },
      mine,
    );
    expect(r.status).toBe(422);
    expect(r.body.data.issues[0]).toMatchObject({ path: "calendar", message: "invalid_calendar" });
  });

  it("the bike form asks for the currency first when none is stored (§1)", async () => {
    const fresh = await supplierWith(server, "newbikes@example.vn", ["bike"]);
    const b = await loggedIn(server.url, fresh);
    const form = await b.get("/bike/action");
    expect(form.status).toBe(200);
    expect(form.html).toContain('data-testid="currency-dialog"');
    await b.post("/currency", { currency: "USD", back: "/bike/action" });
    const after = await b.get("/bike/action");
    expect(after.html).not.toContain('data-testid="currency-dialog"');
    expect(visibleText(after.html)).toContain("Price from (USD)");
  });

  it("a supplier without bikes is refused the pages and the writes", async () => {
    const tours = await supplierWith(server, "onlytours@example.vn", ["tour"]);
    const token = await tokenOf(tours);
    const write = await marketplaceCall(server.url, "POST", "bike/bike", { name: "x" }, token);
    expect(write.status).toBe(403);
    expect(write.body.message).toBe("service_not_enabled");
    const b = await loggedIn(server.url, tours);
    for (const path of ["/bike", "/bike/action"]) {
      const page = await b.get(path);
      expect(page.status, path).toBe(403);
    }
  });
});
