// The price setup pages of a tour through plain requests (no scripts), on a real server and the
// seeded demo data, in both languages: names in the page's language and one
// reading of a commission, with its worked example.
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { type Browserless, loggedIn, marketplaceCall, pageForm, visibleText } from "../support/browserless";

const server = serverForThisFile();

/** The seeded tours whose price button leads to this setup page (the first, or the last). */
async function tourWith(b: Browserless, page: string, which: "first" | "last" = "first") {
  const found: string[] = [];
  for (let p = 1; p <= 3; p++) {
    for (const m of (await b.get(`/tour?page=${p}`)).html.matchAll(
      new RegExp(`href="(/tour/[a-f0-9]{24}/${page})"`, "g"),
    ))
      found.push(m[1]!);
  }
  if (!found.length) throw new Error(`no seeded tour with ${page}`);
  return which === "first" ? found[0]! : found[found.length - 1]!;
}
const textOf = async (b: Browserless, path: string) => visibleText((await b.get(path)).html);

describe("a name on an English page is the English name", () => {
  it("age groups, in the list and the delete confirmation; Vietnamese pages keep the Vietnamese", async () => {
    const en = await loggedIn(server.url, "supplier@demo.vn", "en");
    const path = await tourWith(en, "age");
    const page = await en.get(path);
    const text = visibleText(page.html);
    for (const name of ["Adult", "Child", "Infant"]) expect(text).toContain(name);
    for (const name of ["Người lớn", "Trẻ em", "Em bé"]) expect(text).not.toContain(name);
    const id = /[?&]id=([a-f0-9]{24})&amp;confirm=delete|confirm=delete&amp;id=([a-f0-9]{24})/
      .exec(page.html)!
      .slice(1)
      .find(Boolean)!;
    expect(await textOf(en, `${path}?confirm=delete&id=${id}`)).toMatch(
      /“(Adult|Child|Infant)” will no longer be offered/,
    );

    const vi = await loggedIn(server.url, "supplier@demo.vn", "vi");
    const viText = await textOf(vi, path);
    expect(viText).toContain("Người lớn");
    expect(viText).not.toContain("Adult");
  });

  it("passenger groups and their options", async () => {
    const b = await loggedIn(server.url, "supplier@demo.vn", "en");
    const text = await textOf(b, await tourWith(b, "optional-group-size"));
    expect(text).toContain("Group of 1–2 guests");
    expect(text).toContain("Private air-conditioned car");
    expect(text).not.toContain("Nhóm 1–2 khách");
    expect(text).not.toContain("Xe riêng");
  });

  it("departure options", async () => {
    const b = await loggedIn(server.url, "supplier@demo.vn", "en");
    const text = await textOf(b, await tourWith(b, "calendar-group-option"));
    expect(text).toContain("Adult");
    expect(text).toContain("Child 5–11");
    expect(text).not.toContain("Người lớn");
    expect(text).not.toContain("Trẻ em");
  });

  it("the price table's groups and classes", async () => {
    const b = await loggedIn(server.url, "supplier@demo.vn", "en");
    const text = await textOf(b, await tourWith(b, "price-table"));
    expect(text).toContain("Standard 3-star");
    expect(text).toContain("1–2 guests");
    expect(text).not.toContain("Tiêu chuẩn 3 sao");
    expect(text).not.toContain("1–2 khách");
  });

  it("booking lines and cruise cabins", async () => {
    const b = await loggedIn(server.url, "supplier@demo.vn", "en");
    const { body: login } = await marketplaceCall(server.url, "POST", "auth/login", {
      type: 0,
      role: "agency",
      email: "supplier@demo.vn",
      password: "Demo@12345",
    });
    const token = login.data.token.accessToken as string;
    const orders = async (uid: string) =>
      (await marketplaceCall(server.url, "GET", `order?uid=${uid}&perPage=40&lang=vi`, undefined, token)).body.data
        .docs as { _id: string; items: { name?: string; age?: { name: string } | null; cabin?: { name: string } }[] }[];
    // a tour booking with a line named in Vietnamese, and a cruise booking
    const tour = (await orders("TOUR-")).find((o) => o.items.some((i) => /Người lớn|Trẻ em|khách/.test(i.name ?? "")))!;
    const tourText = await textOf(b, `/tour/booking/${tour._id}`);
    expect(tourText).toMatch(/Adult|Child|guests/);
    expect(tourText).not.toMatch(/Người lớn|Trẻ em|khách ·/);
    const cruise = (await orders("CRUISE-"))[0]!;
    const cruiseText = await textOf(b, `/tour/booking/${cruise._id}`);
    expect(cruiseText).toMatch(
      /Deluxe Balcony|Junior Suite|Executive Ocean Suite|Superior Window|Family Cabin|Deluxe River View|Balcony Suite/,
    );
    expect(cruiseText).not.toContain("Phòng ");
  });
});

/** The worked example of one reading, as drawn (both are drawn; CSS shows the chosen type's). */
const example = (html: string, type: "percent" | "net") =>
  [
    ...html.matchAll(
      new RegExp(
        `data-testid="commission-example"[^>]*><span class="when-percent">([^<]*)</span><span class="when-net">([^<]*)</span>`,
        "g",
      ),
    ),
  ].map((m) => (type === "percent" ? m[1] : m[2])!);

describe("one reading of a commission: percent = your share, net = the marketplace's commission per guest", () => {
  const age = {
    intent: "save",
    name: "Khách VIP",
    "translations.en.name": "VIP guest",
    price: "1000000",
    min: "1",
    max: "10",
  };

  it("the age dialog labels both readings and shows what a guest's price splits into", async () => {
    const b = await loggedIn(server.url, "supplier@demo.vn", "en");
    const path = await tourWith(b, "age");
    const dialog = await b.get(`${path}?modal=add`);
    const text = visibleText(dialog.html);
    for (const label of [
      "Percent: your share",
      "Net: marketplace's amount",
      "Your share (%)",
      "Marketplace commission per guest (VND)",
      "Net: enter the marketplace's commission per guest as an amount, not above the price; you receive the price minus it.",
    ]) {
      expect(text).toContain(label);
    }
    expect(text).not.toContain("Net amount");
    // a refused post draws the dialog again with the example of what was entered
    const percent = await b.post(`${path}?modal=add`, {
      ...age,
      max: "0",
      commission_type: "percent",
      commission_value: "88",
    });
    expect(example(percent.html, "percent")).toEqual([
      "Guest pays 1,000,000 ₫ → you receive 880,000 ₫, the marketplace keeps 120,000 ₫.",
    ]);
    const net = await b.post(`${path}?modal=add`, {
      ...age,
      max: "0",
      commission_type: "net",
      commission_value: "120000",
    });
    expect(example(net.html, "net")).toEqual([
      "Guest pays 1,000,000 ₫ → you receive 880,000 ₫, the marketplace keeps 120,000 ₫.",
    ]);
    expect(net.html).toMatch(/<option value="net" selected/);

    // saved: the list says what the supplier receives per guest, never the raw net under "your share"
    const saved = await b.post(`${path}?modal=add`, { ...age, commission_type: "net", commission_value: "120000" });
    const list = visibleText(saved.html);
    expect(list).toContain("You receive per guest");
    expect(list).toMatch(/VIP guest 1,000,000 ₫ 1 to 10 guests 880,000 ₫ marketplace commission: 120,000 ₫/);
    expect(list).toMatch(/Adult [\d,]+ ₫ 12 to 99 guests [\d,]+ ₫ your share: 85%/);
    expect(list).not.toContain("Your share");
  });

  it("in Vietnamese too", async () => {
    const b = await loggedIn(server.url, "supplier@demo.vn", "vi");
    const path = await tourWith(b, "age");
    const text = visibleText((await b.get(`${path}?modal=add`)).html);
    for (const label of [
      "Phần trăm: phần bạn nhận",
      "Net: số tiền sàn thu",
      "Phần bạn nhận (%)",
      "Hoa hồng của sàn mỗi khách (VND)",
    ])
      expect(text).toContain(label);
    const percent = await b.post(`${path}?modal=add`, {
      ...age,
      max: "0",
      commission_type: "percent",
      commission_value: "88",
    });
    expect(example(percent.html, "percent")).toEqual([
      "Khách trả 1.000.000 ₫ → bạn nhận 880.000 ₫, sàn giữ 120.000 ₫.",
    ]);
    expect(visibleText((await b.get(path)).html)).toContain("Bạn nhận mỗi khách");
  });

  it("the price table's cells: the same labels and a short example per cell", async () => {
    const b = await loggedIn(server.url, "supplier@demo.vn", "en");
    const path = await tourWith(b, "price-table", "last");
    const page = await b.get(path);
    const text = visibleText(page.html);
    for (const label of [
      "Percent: your share",
      "Net: marketplace's amount",
      "Your share (%)",
      "Marketplace commission per guest (VND)",
    ])
      expect(text).toContain(label);
    expect(text).toContain("Net: enter the marketplace's commission per guest as an amount");
    const saved = await b.post(
      path,
      pageForm(
        page.html,
        {
          "cells.c0.g0.price": "5100000",
          "cells.c0.g0.commission_type": "percent",
          "cells.c0.g0.commission_value": "85",
          "cells.c0.g1.price": "4700000",
          "cells.c0.g1.commission_type": "net",
          "cells.c0.g1.commission_value": "470000",
          intent: "save",
        },
        "price-table",
      ),
    );
    expect(visibleText(saved.html)).toContain("Price table saved!");
    expect(example(saved.html, "percent")[0]).toBe("You receive 4,335,000 ₫, the marketplace keeps 765,000 ₫.");
    expect(example(saved.html, "net")[1]).toBe("You receive 4,230,000 ₫, the marketplace keeps 470,000 ₫.");
  });
});

describe("the tour list's help", () => {
  it("names the price button by its label, in both languages", async () => {
    for (const lng of ["en", "vi"]) {
      const b = await loggedIn(server.url, "supplier@demo.vn", lng);
      const page = await b.get("/tour?help=help-tour-list");
      const label = /^[^>]*>([^<>]+)</.exec(
        page.html.slice(
          page.html.search(/href="\/tour\/[a-f0-9]{24}\/(age|price-table|optional-group-size|calendar-group-option)"/),
        ),
      )![1]!;
      expect(label).toBe(lng === "en" ? "Prices" : "Thiết lập giá");
      const drawer = page.html.slice(page.html.indexOf('data-testid="help-drawer"'));
      expect(drawer).toContain(`<strong>${label}</strong>`);
    }
  });
});
