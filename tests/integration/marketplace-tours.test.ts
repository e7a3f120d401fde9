// The marketplace side of the tours area over real HTTP (spec tours-cruises §3 Tour, §5 Tour):
// the seeded tours, create/read/update/delete with images, every rule of the form on both
// languages, sanitised HTML, auto-translation, list filters and paging, scoping and moderation.
import sharp from "sharp";
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import timezone from "dayjs/plugin/timezone.js";
import { beforeAll, describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { apiCaller, apiLogin } from "../support/api";
import { marketplaceCall } from "../support/browserless";

dayjs.extend(utc);
dayjs.extend(timezone);

const APP_ID = "supplier-backoffice";

type Account = { token: string; userId: string; agencyId: string };
type Ref = { _id: string; name: string; slug?: string; code?: string };
const server = serverForThisFile();
let a: Account; // supplier@demo.vn: 24 seeded tours, currency VND
let b: Account; // newsupplier@demo.vn: no tours
const refs = {} as {
  area: Ref;
  europe: Ref;
  country: Ref;
  thailand: Ref;
  city: Ref;
  categories: Ref[];
  interests: Ref[];
};

const login = (email: string) => apiLogin(server.url, email);

const call = apiCaller(server);
const docs = async (p: string, who: Account = a) => (await call("GET", p, undefined, who)).body.data.docs as Ref[];

beforeAll(async () => {
  a = await login("supplier@demo.vn");
  b = await login("newsupplier@demo.vn");
  const areas = await docs("destination/area?perPage=-1");
  refs.area = areas.find((x) => x.slug === "chau-a")!;
  refs.europe = areas.find((x) => x.slug === "chau-au")!;
  const countries = await docs(`destination/country?perPage=-1&area=${refs.area._id}`);
  refs.country = countries.find((c) => c.code === "VN")!;
  refs.thailand = countries.find((c) => c.code === "TH")!;
  refs.city = (await docs(`destination/city?perPage=-1&country=${refs.country._id}&lang=en`)).find(
    (c) => c.name === "Hanoi",
  )!;
  refs.categories = await docs("tour/category?perPage=-1");
  refs.interests = await docs("tour/interest?perPage=-1");
});

const content = (overview: string, extra: Record<string, string> = {}) => [
  { key: "overview", value: overview },
  { key: "what_included", value: "<ul><li>Guide</li></ul>" },
  ...Object.entries(extra).map(([key, value]) => ({ key, value })),
];

/** A complete, valid default tour; `change` replaces top-level fields, `en` the English ones. */
function tourBody(change: Record<string, unknown> = {}, en: Record<string, unknown> = {}) {
  return {
    name: "Phố cổ Hà Nội buổi sáng",
    time: "4 giờ",
    duration_type: "hour",
    duration: 240,
    area: refs.area._id,
    country: refs.country._id,
    city: refs.city._id,
    categories: [refs.categories[0]!._id],
    interests: [refs.interests[0]!._id, refs.interests[1]!._id],
    type: "default",
    optional_type: "default",
    price: 750_000,
    price_type: "person",
    currency: "USD", // ignored: the agency's currency wins
    departure: "Hồ Hoàn Kiếm",
    endpoint: "Phố Hàng Bạc",
    pickup_detail: "Đón tại khách sạn trong phố cổ",
    is_pickup: true,
    promotion: "",
    language_guide: "Tiếng Việt",
    key_words: "hà nội, phố cổ",
    operated_by: "Saigon Discovery Travel",
    content: content("<p>Dạo quanh 36 phố phường.</p>"),
    translations: {
      en: {
        name: "Hanoi Old Quarter Morning Walk",
        time: "4 hours",
        departure: "Hoan Kiem Lake",
        endpoint: "Hang Bac Street",
        pickup_detail: "Pick-up at Old Quarter hotels",
        language_guide: "English",
        operated_by: "Saigon Discovery Travel",
        content: content("<p>Stroll through the 36 guild streets.</p>"),
        ...en,
      },
    },
    images: [],
    ...change,
  };
}

async function uploadTourImage(who: Account, color = "#1c7ed6") {
  const jpeg = await sharp({ create: { width: 120, height: 63, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "tour.jpg");
  form.append("type", "tour");
  const res = await fetch(`${server.url}/api/v1/extra/upload/image`, {
    method: "POST",
    headers: { "X-App-Id": APP_ID, "X-Upload-Key": APP_ID, Authorization: `Bearer ${who.token}` },
    body: form,
  });
  const { filename } = ((await res.json()) as { data: { filename: string } }).data;
  return filename;
}
async function tourImage(who: Account, color?: string) {
  const filename = await uploadTourImage(who, color);
  expect((await call("POST", "extra/upload/save-file", { filename, type: "tour" }, who)).body.code).toBe(200);
  const reply = await call("POST", "tour/image", { filename }, who);
  expect(reply.body.code).toBe(200);
  return reply.body.data._id as string;
}

async function create(change: Record<string, unknown> = {}, en: Record<string, unknown> = {}) {
  const reply = await call("POST", "tour/tour", tourBody(change, en), a);
  expect(reply.body.code, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
}
/** The issues of a refused body, as "path message" lines. */
async function refused(change: Record<string, unknown>, en: Record<string, unknown> = {}) {
  const reply = await call("POST", "tour/tour", tourBody(change, en), a);
  expect(reply.status, JSON.stringify(change)).toBe(422);
  expect(reply.body.message).toBe("validation_failed");
  return (reply.body.data.issues as { path: string; message: string }[]).map((i) => `${i.path} ${i.message}`);
}

describe("the seeded tours", () => {
  it("gives the demo supplier tours of every type, with images served like uploads; the new supplier has none", async () => {
    const list = (await call("GET", "tour/tour?perPage=-1&type_exclude=cruise", undefined, a)).body.data;
    expect(list.total).toBeGreaterThanOrEqual(20);
    const types = new Set(list.docs.map((t: { type: string }) => t.type));
    expect([...types].sort()).toEqual(["combo", "default", "group", "package", "team_building", "ticket"]);
    expect(list.docs.some((t: { is_active: boolean }) => !t.is_active)).toBe(true);
    expect(new Set(list.docs.map((t: { status: string }) => t.status))).toEqual(
      new Set(["approved", "pending", "rejected"]),
    );
    const first = list.docs[0];
    expect(first).toMatchObject({ currency: "VND", city: { name: expect.any(String) }, area: { slug: "chau-a" } });
    expect(first.images.length).toBeGreaterThanOrEqual(1);
    const image = await fetch(`${server.url}${first.images[0].url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ width: 600, height: 314 });

    expect((await call("GET", "tour/tour", undefined, b)).body.data).toEqual({ docs: [], total: 0 });
  });
});

describe("a tour's record", () => {
  it("is created, read, updated and deleted, images in their order", async () => {
    const [img1, img2, img3] = [
      await tourImage(a, "#ff0000"),
      await tourImage(a, "#00ff00"),
      await tourImage(a, "#0000ff"),
    ];
    const created = await create({ images: [img1, img2] });
    expect(created).toMatchObject({
      name: "Phố cổ Hà Nội buổi sáng",
      type: "default",
      optional_type: "default",
      group_type: null,
      is_fast_track: false,
      currency: "VND",
      status: "pending",
      is_active: true,
      price: 750_000,
      duration: 240,
      duration_type: "hour",
      is_pickup: true,
      created_by: a.userId,
      area: { _id: refs.area._id, slug: "chau-a", name: "Châu Á" },
      city: { _id: refs.city._id, name: "Hà Nội" },
      categories: [{ _id: refs.categories[0]!._id, name: refs.categories[0]!.name }],
      translation_pending: { vi: false, en: false },
      ages: [],
      option_group_size: { _id: expect.any(String), groups: [] },
      group_calendar: { _id: expect.any(String), calendars: [] },
      price_package: null,
    });
    expect(created.promotion).toBeNull();
    expect(created.images.map((i: { _id: string }) => i._id)).toEqual([img1, img2]);
    expect(created.images[0].url).toMatch(/^\/api\/v1\/files\/[a-f0-9]{24}\.jpg$/);
    expect(created.translations.en).toMatchObject({
      name: "Hanoi Old Quarter Morning Walk",
      departure: "Hoan Kiem Lake",
    });
    expect(created.content.map((c: { key: string }) => c.key)).toEqual([
      "overview",
      "what_included",
      "departure_return",
      "what_to_expect",
      "additional_info",
      "cancellation_policy",
    ]);

    const read = await call("GET", `tour/tour/${created._id}?lang=en`, undefined, a);
    expect(read.body.data).toMatchObject({ _id: created._id, city: { name: "Hanoi" }, area: { name: "Asia" } });

    // the moderator approves; an edit sends it back to moderation
    expect(
      (await marketplaceCall(server.url, "POST", `dev/listing/tour/${created._id}/moderate`, { approve: true })).body
        .data,
    ).toEqual({ _id: created._id, status: "approved" });
    expect((await call("GET", `tour/tour/${created._id}`, undefined, a)).body.data.status).toBe("approved");
    const updated = await call(
      "PATCH",
      `tour/tour/${created._id}`,
      tourBody({ name: "Phố cổ Hà Nội buổi chiều", images: [img3, img1], is_active: false }),
      a,
    );
    expect(updated.body.data).toMatchObject({ name: "Phố cổ Hà Nội buổi chiều", status: "pending", is_active: false });
    expect(updated.body.data.images.map((i: { _id: string }) => i._id)).toEqual([img3, img1]);
    const row = (
      (await docs("tour/tour?perPage=-1")) as unknown as { _id: string; name: string; images: unknown[] }[]
    ).find((t) => t._id === created._id)!;
    expect(row).toMatchObject({
      name: "Phố cổ Hà Nội buổi chiều",
      images: [
        { _id: img3, url: expect.any(String) },
        { _id: img1, url: expect.any(String) },
      ],
    });

    expect((await call("DELETE", `tour/tour/${created._id}`, undefined, a)).body.code).toBe(200);
    expect((await call("GET", `tour/tour/${created._id}`, undefined, a)).body).toEqual({
      code: 404,
      message: "tour_not_found",
      data: null,
    });
    expect((await call("PATCH", `tour/tour/${created._id}`, tourBody(), a)).body.message).toBe("tour_not_found");
    expect((await docs("tour/tour?perPage=-1")).some((t) => t._id === created._id)).toBe(false);
    expect(
      (await marketplaceCall(server.url, "POST", `dev/listing/tour/${created._id}/moderate`, { approve: true })).body
        .code,
    ).toBe(404);
  });

  it("takes only images the supplier uploaded and saved for tours, at most 15", async () => {
    const theirs = await tourImage(b);
    expect(await refused({ images: [await tourImage(a), theirs] })).toEqual(["images.1 foreign_file"]);
    // tour/image itself: another supplier's file 404, an unsaved one or an agency file refused
    const unsaved = await uploadTourImage(a);
    expect((await call("POST", "tour/image", { filename: unsaved }, a)).body.data.issues[0]).toEqual({
      path: "filename",
      message: "foreign_file",
    });
    const bFile = await uploadTourImage(b);
    expect((await call("POST", "tour/image", { filename: bFile }, a)).body).toMatchObject({
      code: 404,
      message: "file_not_found",
    });
    const agencyFile = await uploadTourImage(a);
    await call("POST", "extra/upload/save-file", { filename: agencyFile, type: "agency" }, a);
    expect((await call("POST", "tour/image", { filename: agencyFile }, a)).status).toBe(422);

    const sixteen = Array.from({ length: 16 }, (_, i) => `${i}`.padStart(24, "0"));
    expect(await refused({ images: sixteen })).toContain("images max_items:15");
  });
});

describe("the rules of spec §5 Tour", () => {
  it("name 10-100 characters in both languages", async () => {
    expect(await refused({ name: "x".repeat(9) })).toEqual(["name min_string_length:10"]);
    expect(await refused({ name: "x".repeat(101) })).toEqual(["name max_string_length:100"]);
    expect(await refused({ name: "" })).toEqual(["name required"]);
    expect(await refused({}, { name: "y".repeat(9) })).toEqual(["translations.en.name min_string_length:10"]);
    expect(await refused({}, { name: "y".repeat(101) })).toEqual(["translations.en.name max_string_length:100"]);
    const edge = await create({ name: "x".repeat(10) }, { name: "y".repeat(100) });
    expect([edge.name, edge.translations.en.name]).toEqual(["x".repeat(10), "y".repeat(100)]);
    expect((await create({ name: "x".repeat(100) }, { name: "y".repeat(10) })).name).toHaveLength(100);
  });

  it("texts within their bounds; content counted without its tags", async () => {
    expect(await refused({ departure: "ab" })).toEqual(["departure min_string_length:3"]);
    expect(await refused({}, { endpoint: "x".repeat(51) })).toEqual(["translations.en.endpoint max_string_length:50"]);
    expect(await refused({ pickup_detail: "x".repeat(501) })).toEqual(["pickup_detail max_string_length:500"]);
    expect(await refused({ promotion: "x".repeat(101), language_guide: "x".repeat(101) })).toEqual([
      "promotion max_string_length:100",
      "language_guide max_string_length:100",
    ]);
    expect(await refused({ key_words: "x".repeat(301) })).toEqual(["key_words max_string_length:300"]);
    expect(await refused({ content: [] })).toEqual(["content.overview required"]);
    expect(await refused({}, { content: content("<p> </p>") })).toEqual(["translations.en.content.overview required"]);
    expect(await refused({ content: content("x".repeat(10_001)) })).toEqual([
      "content.overview max_string_length:10000",
    ]);
    expect(
      await refused({
        content: content("ok", { departure_return: "x".repeat(201), cancellation_policy: "x".repeat(2001) }),
      }),
    ).toEqual(["content.departure_return max_string_length:200", "content.cancellation_policy max_string_length:2000"]);
    // 10,000 characters of text wrapped in tags is within the bound
    const long = await create({ content: content(`<p><strong>${"x".repeat(10_000)}</strong></p>`) });
    expect(long.content[0].value).toBe(`<p><strong>${"x".repeat(10_000)}</strong></p>`);
  });

  it("price 0 to 100,000,000; durations in whole days up to 30 or hours and 5-minute steps", async () => {
    expect(await refused({ price: 100_000_001 })).toEqual(["price max_num:100000000"]);
    expect(await refused({ price: -1 })).toEqual(["price min_num:0"]);
    expect(await refused({ price: undefined })).toEqual(["price required"]);
    expect((await create({ price: 100_000_000 })).price).toBe(100_000_000);
    expect((await create({ price: 0 })).price).toBe(0);

    expect(await refused({ duration_type: "day", duration: 31 * 1440 })).toEqual(["duration max_num:43200"]);
    expect(await refused({ duration_type: "day", duration: 1440 + 60 })).toEqual(["duration step:1440"]);
    expect((await create({ duration_type: "day", duration: 30 * 1440 })).duration).toBe(43_200);
    expect(await refused({ duration_type: "hour", duration: 23 * 60 + 56 })).toEqual(["duration max_num:1435"]);
    expect(await refused({ duration_type: "hour", duration: 62 })).toEqual(["duration step:5"]);
    expect(await refused({ duration_type: "week" })).toEqual(["duration_type invalid_choice"]);
    expect((await create({ duration_type: "hour", duration: 23 * 60 + 55 })).duration).toBe(1435);
  });

  it("the type decides the price-list choice, the group kind and the fast track", async () => {
    // a body of type cruise is judged by the cruise rules: a tour form lacks their fields
    expect(await refused({ type: "cruise" })).toEqual(
      expect.arrayContaining([
        "durations_cruise required",
        "cruise_time_checkin required",
        "commission_value required",
      ]),
    );
    expect(await refused({ type: undefined })).toEqual(["type required"]);
    expect(await refused({ optional_type: null })).toEqual(["optional_type required"]);
    expect(await refused({ optional_type: "flexi" })).toEqual(["optional_type invalid_choice"]);
    expect((await create({ optional_type: "group_size" })).optional_type).toBe("group_size");
    expect(await refused({ type: "combo", optional_type: "bogus" })).toEqual(["optional_type invalid_choice"]);
    expect((await create({ type: "combo", optional_type: "flexi" })).optional_type).toBe("flexi");
    expect(await refused({ type: "group", optional_type: null })).toEqual(["group_type required"]);
    expect(await refused({ type: "group", group_type: "martian" })).toEqual(["group_type invalid_choice"]);
    expect(await create({ type: "group", group_type: "foreign", is_fast_track: true })).toMatchObject({
      type: "group",
      group_type: "foreign",
      optional_type: null,
      is_fast_track: false,
    });
    expect(await create({ type: "package", group_type: "viet-nam" })).toMatchObject({
      optional_type: null,
      group_type: null,
    });
    expect(await create({ type: "ticket", is_fast_track: true })).toMatchObject({
      is_fast_track: true,
      optional_type: null,
    });
    expect(await create({ type: "team_building", price_type: "group_person" })).toMatchObject({
      optional_type: null,
      price_type: "group_person",
    });
    expect(await refused({ price_type: "per_kilo" })).toEqual(["price_type invalid_choice"]);
  });

  it("places nest, categories and interests exist", async () => {
    expect(await refused({ area: null, country: null, city: null })).toEqual([
      "area required",
      "country required",
      "city required",
    ]);
    expect(await refused({ categories: [], interests: [] })).toEqual(["categories required", "interests required"]);
    const europe = await call("POST", "tour/tour", tourBody({ area: refs.europe._id }), a);
    expect(europe.body.data.issues).toEqual([{ path: "country", message: "country_not_in_area" }]);
    const thai = await call("POST", "tour/tour", tourBody({ country: refs.thailand._id }), a);
    expect(thai.body.data.issues).toEqual([{ path: "city", message: "city_not_in_country" }]);
    const unknown = await call(
      "POST",
      "tour/tour",
      tourBody({ categories: [refs.categories[0]!._id, refs.interests[0]!._id] }),
      a,
    );
    expect(unknown.body.data.issues).toEqual([{ path: "categories.1", message: "invalid_choice" }]);
  });

  it("keeps only safe HTML in content and no tags in plain fields", async () => {
    const t = await create(
      {
        name: "Tour <b>đêm</b> Sài Gòn<script>alert(1)</script>",
        content: content(
          '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a> <a href="https://example.com" target="_blank">ok</a></p><script>alert(2)</script><img src=x onerror=alert(3)><h2>Title</h2>',
        ),
      },
      {
        content: content(
          '<iframe src="https://evil.example"></iframe><ul><li><em>fine</em></li></ul><a href="tel:+84901234567">call</a>',
        ),
      },
    );
    expect(t.name).toBe("Tour đêm Sài Gòn");
    expect(t.content[0].value).toBe('<p>Hi <a>x</a> <a href="https://example.com">ok</a></p><h2>Title</h2>');
    expect(t.translations.en.content[0].value).toBe(
      '<ul><li><em>fine</em></li></ul><a href="tel:+84901234567">call</a>',
    );
    const stored = JSON.stringify((await call("GET", `tour/tour/${t._id}`, undefined, a)).body.data);
    expect(stored).not.toMatch(/script|onerror|onclick|javascript:|iframe/);
  });

  it("auto-translation fills the other language from the source and marks it pending", async () => {
    // English left empty and too short: not judged, replaced by the Vietnamese texts
    const toEn = await create({ auto_translate_en: true }, { name: "short", content: [] });
    expect(toEn.translation_pending).toEqual({ vi: false, en: true });
    expect(toEn.translations.en).toMatchObject({
      name: "Phố cổ Hà Nội buổi sáng",
      departure: "Hồ Hoàn Kiếm",
      time: "4 giờ",
    });
    expect(toEn.translations.en.content[0]).toEqual({ key: "overview", value: "<p>Dạo quanh 36 phố phường.</p>" });

    const toVi = await create({ auto_translate_vi: true, name: "", content: [] });
    expect(toVi.translation_pending).toEqual({ vi: true, en: false });
    expect(toVi.name).toBe("Hanoi Old Quarter Morning Walk");
    expect(toVi.content[0].value).toBe("<p>Stroll through the 36 guild streets.</p>");
    // the source language is still judged
    expect(await refused({ auto_translate_en: true, name: "short" })).toEqual(["name min_string_length:10"]);
    // a later edit without the flag keeps the supplier's own English and clears the mark
    const edited = await call("PATCH", `tour/tour/${toEn._id}`, tourBody(), a);
    expect(edited.body.data.translation_pending).toEqual({ vi: false, en: false });
  });
});

describe("the tour list", () => {
  let all: { _id: string; name: string; created_at: string; type: string; translations: { en: { name: string } } }[];
  beforeAll(async () => {
    all = (await call("GET", "tour/tour?perPage=-1", undefined, a)).body.data.docs;
  });

  it("pages in the default order, newest first, with the total", async () => {
    const total = all.length;
    expect(all.map((t) => t.created_at)).toEqual([...all.map((t) => t.created_at)].sort().reverse());
    const page2 = (await call("GET", "tour/tour?perPage=5&page=2", undefined, a)).body.data;
    expect(page2.total).toBe(total);
    expect(page2.docs.map((t: { _id: string }) => t._id)).toEqual(all.slice(5, 10).map((t) => t._id));
    const last = Math.ceil(total / 10);
    expect((await call("GET", `tour/tour?page=${last}`, undefined, a)).body.data.docs).toHaveLength(
      total - (last - 1) * 10,
    );
    expect((await call("GET", `tour/tour?page=${last + 1}`, undefined, a)).body.data.docs).toEqual([]);
    const byName = (await call("GET", `tour/tour?perPage=-1&sort=${encodeURIComponent('{"name":1}')}`, undefined, a))
      .body.data.docs;
    const names = byName.map((t: { name: string }) => t.name.toLowerCase());
    expect(names[0] <= names[1] && names[1] <= names[2]).toBe(true);
    const oldest = (
      await call("GET", `tour/tour?perPage=1&sort=${encodeURIComponent('{"created_at":1}')}`, undefined, a)
    ).body.data.docs[0];
    expect(oldest._id).toBe(all[all.length - 1]!._id);
  });

  it("filters by name in either language, case-insensitively, by area, by type", async () => {
    const find = async (q: string) => (await call("GET", `tour/tour?perPage=-1&${q}`, undefined, a)).body.data;
    const haLong = await find(`name=${encodeURIComponent("HẠ LONG")}`);
    expect(haLong.total).toBeGreaterThanOrEqual(2);
    expect(haLong.docs.every((t: { name: string }) => t.name.toLowerCase().includes("hạ long"))).toBe(true);
    const english = await find("name=floating%20market");
    expect(english.docs.map((t: { translations: { en: { name: string } } }) => t.translations.en.name)).toEqual([
      "Mekong Delta Floating Markets: Cai Rang in 2 Days",
    ]);
    expect((await find("name=%25")).total).toBe(0); // a wildcard is a character like any other
    expect((await find("area=chau-a")).total).toBe(all.length);
    expect((await find(`area=${refs.area._id}`)).total).toBe(all.length);
    expect((await find("area=chau-au")).total).toBe(0);
    // the demo supplier has cruises too (seeded with the bookings)
    expect((await find("type_exclude=cruise")).total).toBe(
      all.filter((t: { type: string }) => t.type !== "cruise").length,
    );
    expect((await find("type=cruise")).total).toBe(all.filter((t: { type: string }) => t.type === "cruise").length);
    expect((await find(`created_by=${a.userId}`)).total).toBe(all.length);
    expect((await find(`created_by=${b.userId}`)).total).toBe(0);
  });

  it("filters by creation date, whole days in Vietnam, either end optional", async () => {
    const range = (r: object) => `date_range=${encodeURIComponent(JSON.stringify(r))}`;
    const find = async (q: string) => (await call("GET", `tour/tour?perPage=-1&${q}`, undefined, a)).body.data;
    const day = (iso: string) => dayjs(iso).tz("Asia/Ho_Chi_Minh").format("YYYY-MM-DD");
    const target = all[all.length - 1]!; // the oldest seeded tour
    const d = day(target.created_at);
    const same = all
      .filter((t) => day(t.created_at) === d)
      .map((t) => t._id)
      .sort();
    expect((await find(range({ start: d, end: d }))).docs.map((t: { _id: string }) => t._id).sort()).toEqual(same);
    expect((await find(range({ end: d }))).total).toBe(all.filter((t) => day(t.created_at) <= d).length);
    const recent = dayjs().tz("Asia/Ho_Chi_Minh").subtract(30, "day").format("YYYY-MM-DD");
    expect((await find(range({ start: recent }))).total).toBe(all.filter((t) => day(t.created_at) >= recent).length);
    expect((await find(range({ start: "2001-01-01", end: "2001-12-31" }))).total).toBe(0);
  });
});

describe("scoping", () => {
  it("answers 404 for another supplier's tour and never shows or changes it", async () => {
    const mine = (await call("GET", "tour/tour?perPage=1", undefined, a)).body.data.docs[0];
    const before = (await call("GET", `tour/tour/${mine._id}`, undefined, a)).body.data;
    const missing = { code: 404, message: "tour_not_found", data: null };
    expect((await call("GET", `tour/tour/${mine._id}`, undefined, b)).body).toEqual(missing);
    expect((await call("PATCH", `tour/tour/${mine._id}`, tourBody(), b)).body).toEqual(missing);
    expect((await call("DELETE", `tour/tour/${mine._id}`, undefined, b)).body).toEqual(missing);
    expect((await call("GET", `tour/tour?perPage=-1&created_by=${a.userId}`, undefined, b)).body.data).toEqual({
      docs: [],
      total: 0,
    });
    expect((await call("GET", `tour/tour/${mine._id}`, undefined, a)).body.data).toEqual(before);
    expect((await marketplaceCall(server.url, "GET", `tour/tour/${mine._id}`)).body.code).toBe(401);
  });
});

describe("moderation by the operator", () => {
  it("approves or rejects a tour; other kinds are not there yet", async () => {
    const t = await create();
    const list = (await marketplaceCall(server.url, "GET", "dev/tours")).body.data.docs;
    expect(list).toContainEqual(expect.objectContaining({ _id: t._id, status: "pending", agency: "supplier@demo.vn" }));
    expect(
      (await marketplaceCall(server.url, "POST", `dev/listing/tour/${t._id}/moderate`, { approve: false })).body.data
        .status,
    ).toBe("rejected");
    expect((await call("GET", `tour/tour/${t._id}`, undefined, a)).body.data.status).toBe("rejected");
    expect(
      (await marketplaceCall(server.url, "POST", `dev/listing/hotel/${t._id}/moderate`, { approve: true })).body.code,
    ).toBe(404);
    expect((await marketplaceCall(server.url, "POST", `dev/listing/tour/${t._id}/moderate`, {})).body.code).toBe(422);
  });
});
