// The price package editor of a tour (/tour/:id/price-table) through plain form posts, no scripts,
// on a real server and a fresh database: saved, read back, refused when incomplete, and grown
// with Conform's list buttons.
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import {
  type Browserless,
  marketplaceCall,
  visibleText,
  checkboxIds,
  loggedIn,
  optionId,
  pageForm,
} from "../support/browserless";

const server = serverForThisFile();
const PASSWORD = "Demo@12345";

const supplier = (lng = "en") => loggedIn(server.url, "supplier@demo.vn", lng);
const tourForm = (html: string, changes: Parameters<typeof pageForm>[1] = {}) => pageForm(html, changes, "tour");
const count = (html: string, testId: string) => html.match(new RegExp(`data-testid="${testId}"`, "g"))?.length ?? 0;
const valueOf = (html: string, name: string) =>
  new RegExp(`name="${name.replace(/[[\].]/g, "\\$&")}"[^>]*value="([^"]*)"`).exec(html)?.[1];

/** A new tour of the given type through the tour form (as tests/integration/tours.test.ts does); its id. */
async function newTour(b: Browserless, type: string, extra: Record<string, string> = {}) {
  let html = (await b.get("/tour/action")).html;
  html = (await b.post("/tour/action", tourForm(html, { area: optionId(html, "Asia")!, intent: "places" }))).html;
  html = (await b.post("/tour/action", tourForm(html, { country: optionId(html, "Vietnam")!, intent: "places" }))).html;
  const saved = await b.post(
    "/tour/action",
    tourForm(html, {
      city: optionId(html, "Hoi An")!,
      "vi.name": `Tour ${type} bảng giá Hội An`,
      "vi.content.overview": "Ba ngày ở Hội An.",
      "en.name": `Hoi An ${type} price table tour`,
      "en.content.overview": "Three days in Hoi An.",
      categories: checkboxIds(html, "categories").slice(0, 1),
      interests: checkboxIds(html, "interests").slice(0, 1),
      type,
      duration_type: "hour",
      hours: "4",
      minutes: "30",
      price: "5000000",
      price_type: "person",
      intent: "save",
      ...extra,
    }),
  );
  return /\/tour\/action\/([a-f0-9]{24})\?saved=1/.exec(saved.url)![1]!;
}

// a complete 2×2 package with one child row, as the page's form posts it
const matrix = (changes: Record<string, string | null> = {}) => {
  const all: Record<string, string | null> = {
    "group[0].uid": "g0",
    "group[0].name": "1–2 khách",
    "group[0].translations.en.name": "1–2 guests",
    "group[0].min": "1",
    "group[0].max": "2",
    "group[1].uid": "g1",
    "group[1].name": "3–6 khách",
    "group[1].translations.en.name": "3–6 guests",
    "group[1].min": "3",
    "group[1].max": "6",
    "class[0].uid": "c0",
    "class[0].name": "Tiêu chuẩn",
    "class[0].translations.en.name": "Standard",
    "class[0].single_room_surcharge": "800000",
    "class[0].extra_bed_surcharge": "300000",
    "class[1].uid": "c1",
    "class[1].name": "Cao cấp",
    "class[1].translations.en.name": "Superior",
    "class[1].single_room_surcharge": "1200000",
    "class[1].extra_bed_surcharge": "0",
    "cells.c0.g0.price": "5100000",
    "cells.c0.g0.commission_type": "percent",
    "cells.c0.g0.commission_value": "85",
    "cells.c0.g1.price": "4700000",
    "cells.c0.g1.commission_type": "net",
    "cells.c0.g1.commission_value": "4200000",
    "cells.c1.g0.price": "6900000",
    "cells.c1.g0.commission_type": "percent",
    "cells.c1.g0.commission_value": "80",
    "cells.c1.g1.price": "6300000",
    "cells.c1.g1.commission_type": "net",
    "cells.c1.g1.commission_value": "5600000",
    "price_ages[0].name": "Trẻ em 5–11 tuổi",
    "price_ages[0].translations.en.name": "Child 5–11",
    "price_ages[0].percent": "70",
    intent: "save",
    ...changes,
  };
  return Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => e[1] !== null));
};
async function storedPackage(tourId: string) {
  const { body } = await marketplaceCall(server.url, "POST", "auth/login", {
    type: 0,
    role: "agency",
    email: "supplier@demo.vn",
    password: PASSWORD,
  });
  return (await marketplaceCall(server.url, "GET", `tour/tour/${tourId}`, undefined, body.data.token.accessToken)).body
    .data.price_package;
}

describe("the price table of a package tour", () => {
  it("shows a seeded package back: groups as columns, classes as rows, percents as entered", async () => {
    const b = await supplier();
    const list = await b.get("/tour?name=Phu+Quoc");
    const id = /\/tour\/action\/([a-f0-9]{24})/.exec(list.html)![1]!;
    const page = await b.get(`/tour/${id}/price-table`);
    expect(page.status).toBe(200);
    const text = visibleText(page.html);
    expect(text).toContain("Price table");
    expect(text).toContain("Tour manager"); // breadcrumbs
    expect(page.html).toContain("?help=help-tour-price-table"); // the help button
    expect(page.html).not.toContain('data-testid="price-table-other-page"');
    expect(count(page.html, "package-group")).toBe(3);
    expect(count(page.html, "price-row")).toBe(3);
    expect(count(page.html, "price-cell")).toBe(9);
    expect(count(page.html, "package-child")).toBe(2);
    expect(valueOf(page.html, "group[1].translations.en.name")).toBe("3–5 guests");
    expect(valueOf(page.html, "cells.c0.g0.commission_value")).toBe("88"); // the marketplace takes 12%: stored 12, the share entered 88
  });

  it("saves a 2×2 matrix with a child row (POST, then PATCH) and reads it back", async () => {
    const b = await supplier();
    const id = await newTour(b, "package");
    const path = `/tour/${id}/price-table`;
    const blank = await b.get(path);
    expect(count(blank.html, "price-cell")).toBe(1);
    expect(await storedPackage(id)).toBeNull();

    const saved = await b.post(path, matrix());
    expect(saved.url).toBe(path);
    expect(visibleText(saved.html)).toContain("Price table saved!");
    expect(count(saved.html, "price-cell")).toBe(4);
    expect(valueOf(saved.html, "group[1].name")).toBe("3–6 khách");
    expect(valueOf(saved.html, "class[0].single_room_surcharge")).toBe("800000");
    expect(valueOf(saved.html, "cells.c1.g1.commission_value")).toBe("5600000");
    expect(valueOf(saved.html, "cells.c0.g0.commission_value")).toBe("85");
    expect(valueOf(saved.html, "price_ages[0].percent")).toBe("70");
    const stored = await storedPackage(id);
    expect(stored.currency).toBe("VND");
    expect(stored.price[0][0]).toEqual({ price: 5100000, commission_type: "percent", commission_value: 15 }); // spec §7: 100 − 85
    expect(stored.price[1][1]).toEqual({ price: 6300000, commission_type: "net", commission_value: 5600000 });
    expect(stored.price_ages).toEqual([
      { name: "Trẻ em 5–11 tuổi", translations: { en: { name: "Child 5–11" } }, percent: 70 },
    ]);

    // the second save edits the same package
    const again = await b.post(path, matrix({ "cells.c0.g0.price": "5300000" }));
    expect(visibleText(again.html)).toContain("Price table saved!");
    const edited = await storedPackage(id);
    expect(edited._id).toBe(stored._id);
    expect(edited.price[0][0].price).toBe(5300000);
  });

  it("refuses an incomplete matrix with enterFullInfoPrice and changes nothing", async () => {
    const b = await supplier();
    const id = await newTour(b, "package");
    const path = `/tour/${id}/price-table`;
    const page = await b.post(path, matrix({ "cells.c1.g1.price": null, "cells.c1.g1.commission_value": "0" }));
    expect(page.url).toBe(path);
    const text = visibleText(page.html);
    expect(text).toContain(
      "Please enter a price, a commission type and a commission value for every cell of the price table.",
    );
    expect(text).toContain("This field is required");
    expect(text).toContain("Must be greater than 0");
    expect(text).not.toContain("Price table saved!");
    expect(valueOf(page.html, "cells.c0.g0.price")).toBe("5100000"); // what was typed stays
    expect(await storedPackage(id)).toBeNull();
  });

  it("refuses a net commission above the price with commission_net_error", async () => {
    const b = await supplier();
    const id = await newTour(b, "package");
    const page = await b.post(`/tour/${id}/price-table`, matrix({ "cells.c0.g1.commission_value": "4700001" }));
    expect(visibleText(page.html)).toContain("The marketplace's commission cannot be above the price");
    expect(await storedPackage(id)).toBeNull();
    const percent = await b.post(`/tour/${id}/price-table`, matrix({ "cells.c1.g0.commission_value": "101" }));
    expect(visibleText(percent.html)).toContain("Your share must be between 1 and 100%");
  });

  it("adds and removes groups with Conform's list buttons, without scripts", async () => {
    const b = await supplier();
    const id = await newTour(b, "combo", { optional_type: "flexi" });
    const path = `/tour/${id}/price-table`;
    const blank = await b.get(path);
    const insert =
      /<button[^>]*name="__intent__"[^>]*value="([^"]*)"[^>]*data-testid="package-add-group"/.exec(blank.html) ??
      /<button[^>]*data-testid="package-add-group"[^>]*name="__intent__"[^>]*value="([^"]*)"/.exec(blank.html);
    const intent = insert![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
    const grown = await b.post(
      path,
      pageForm(
        blank.html,
        { "group[0].name": "Nhóm nhỏ", "cells.c0.g0.price": "900000", __intent__: intent },
        "price-table",
      ),
    );
    expect(grown.status).toBe(200);
    expect(count(grown.html, "package-group")).toBe(2);
    expect(count(grown.html, "price-cell")).toBe(2);
    expect(valueOf(grown.html, "group[0].name")).toBe("Nhóm nhỏ"); // typed values survive the redraw
    expect(valueOf(grown.html, "group[1].uid")).toBe("g1");
    expect(valueOf(grown.html, "cells.c0.g0.price")).toBe("900000");
    expect(await storedPackage(id)).toBeNull(); // a list button saves nothing
    // removing the first group takes its column with it
    const remove = JSON.stringify({ type: "remove", payload: { name: "group", index: 0 } });
    const shrunk = await b.post(path, pageForm(grown.html, { __intent__: remove }, "price-table"));
    expect(count(shrunk.html, "package-group")).toBe(1);
    expect(valueOf(shrunk.html, "group[0].uid")).toBe("g1");
    expect(shrunk.html).not.toContain('name="cells.c0.g0.price"');
  });

  it("points another tour type to its own price page", async () => {
    const b = await supplier();
    const id = await newTour(b, "default", { optional_type: "default" });
    const page = await b.get(`/tour/${id}/price-table`);
    expect(page.html).toContain('data-testid="price-table-other-page"');
    expect(page.html).toContain(`href="/tour/${id}/age"`);
  });
});
