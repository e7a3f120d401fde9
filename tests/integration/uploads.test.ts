// Every upload form of the product takes the photos the spec allows (15 for a tour or cruise, 11 for
// a cabin type, spec §9), posted as a browser without scripts posts them: one multipart form. A
// phone photo (up to 20 MB) is stored as the marketplace's rule says (spec §9: under 1 MB), upright
// and without its metadata. Each form declares its limits next to itself (body-limits.ts).
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { declaredRule } from "../../app/lib/body-limits";
import { serverForThisFile } from "../support/server";
import { type Browserless, loggedIn, pageForm, visibleText } from "../support/browserless";
import { imageFacts, noiseJpeg, phonePhoto } from "../support/images";
import { text } from "../security/support";

const server = serverForThisFile();
const KB = 1024;

let big: Buffer;
beforeAll(async () => {
  big = await noiseJpeg(900 * KB);
  expect(big.length).toBeGreaterThanOrEqual(900 * KB);
  expect(big.length).toBeLessThan(1024 * KB);
});
const file = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: "image/jpeg" });
const imageCount = (html: string) => html.match(/name="images\[\d+\]"/g)?.length ?? 0;

describe("a 900 KB photo, scripts off", () => {
  it("is saved by the tour form", async () => {
    const b = await loggedIn(server.url);
    const id = /\/tour\/action\/([a-f0-9]{24})/.exec((await b.get("/tour")).html)![1]!;
    const edit = await b.get(`/tour/action/${id}`);
    const form = pageForm(edit.html, { intent: "save" }, "tour");
    form.append("images_file", file(big), "big.jpg");
    const saved = await b.post(`/tour/action/${id}`, form);
    expect(saved.status).toBe(200);
    expect(saved.url).toBe(`/tour/action/${id}?saved=1`);
    expect(imageCount(saved.html)).toBe(imageCount(edit.html) + 1);
  });

  it("is saved by the cruise form, new and edited; six small ones in one post too", async () => {
    const b = await loggedIn(server.url);
    const id = /\/cruise\/action\/([a-f0-9]{24})/.exec((await b.get("/cruise?name=mekong")).html)![1]!;
    const edit = await b.get(`/cruise/action/${id}`);
    const form = pageForm(edit.html, { intent: "save" }, "cruise");
    form.append("images_file", file(big), "big.jpg");
    const saved = await b.post(`/cruise/action/${id}`, form);
    expect(saved.url).toBe("/cruise");
    const after = await b.get(`/cruise/action/${id}`);
    expect(imageCount(after.html)).toBe(imageCount(edit.html) + 1);

    const small = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#48a" } })
      .jpeg()
      .toBuffer();
    const six = pageForm(after.html, { intent: "save" }, "cruise");
    for (let i = 0; i < 6; i++) six.append("images_file", file(small), `s${i}.jpg`);
    expect((await b.post(`/cruise/action/${id}`, six)).url).toBe("/cruise");
    expect(imageCount((await b.get(`/cruise/action/${id}`)).html)).toBe(imageCount(after.html) + 6);

    // a new cruise: the same form under /cruise/action (a copy of this one, with a new name)
    const copy = pageForm(
      edit.html,
      { intent: "save", "vi.name": "Du thuyền ảnh lớn mới", "en.name": "Big photo cruise" },
      "cruise",
    );
    for (const key of [...copy.keys()]) if (/^images\[/.test(key)) copy.delete(key);
    copy.append("images_file", file(big), "big.jpg");
    const created = await b.post("/cruise/action", copy);
    expect(created.url).toMatch(/^\/cruise\/[a-f0-9]{24}\/cabins$/);
    const newId = created.url.split("/")[2]!;
    expect(imageCount((await b.get(`/cruise/action/${newId}`)).html)).toBe(1);
  });

  it("is saved by the cabin form", async () => {
    const b = await loggedIn(server.url);
    const cruise = /\/cruise\/([a-f0-9]{24})\/cabins/.exec((await b.get("/cruise?name=mekong")).html)![1]!;
    const cabins = await b.get(`/cruise/${cruise}/cabins`);
    const cabin = new RegExp(`/cruise/${cruise}/cabin/action/([a-f0-9]{24})`).exec(cabins.html)![1]!;
    const path = `/cruise/${cruise}/cabin/action/${cabin}`;
    const edit = await b.get(path);
    const form = pageForm(edit.html, { intent: "save" }, "cabin");
    form.append("images_file", file(big), "big.jpg");
    const saved = await b.post(path, form);
    expect(saved.url).toBe(`/cruise/${cruise}/cabins`);
    expect(imageCount((await b.get(path)).html)).toBe(imageCount(edit.html) + 1);
  });

  it("is saved as the supplier's logo on the profile form", async () => {
    const b = await loggedIn(server.url);
    const edit = await b.get("/profile/agency");
    const before = /name="logo" value="([^"]*)"/.exec(edit.html)?.[1];
    const form = pageForm(edit.html, { intent: "save" }, "agency");
    form.set("logo_file", file(big), "logo.jpg");
    const saved = await b.post("/profile/agency", form);
    expect(visibleText(saved.html)).toContain("Information saved successfully!");
    expect(saved.url).toBe("/profile/agency");
    const logo = /name="logo" value="([^"]*)"/.exec(saved.html)?.[1];
    expect(logo).toMatch(/\/files\/[a-f0-9]{24}\.jpg$/);
    expect(logo).not.toBe(before);
  });

  it("is saved as a vehicle's photo in the vehicle dialog", async () => {
    const b = await loggedIn(server.url);
    const form = new FormData();
    const fields = {
      intent: "save",
      id: "",
      type: "Xe 7 chỗ",
      brand: "Big Photo Van",
      similar: "MINIBUS",
      year_of_manufacture: "2022",
      doors: "4",
      ac: "yes",
      gearbox: "mt",
      avatar: "",
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append("avatar_file", file(big), "car.jpg");
    const saved = await b.post("/transport/options?vehicle=new", form);
    expect(saved.url).toBe("/transport/options");
    expect(visibleText(saved.html)).toContain("The vehicle was added.");
    expect(saved.html).toMatch(/<img src="[^"]+\.jpg" alt="Big Photo Van"/);
  });
});

describe("a list field posted under its bare name (images=…, where the form posts images[0])", () => {
  const bareImages = (form: FormData, html: string) => {
    const url = /name="images\[0\]" value="([^"]+)"/.exec(html)?.[1] ?? "/api/v1/files/aaaaaaaaaaaaaaaaaaaaaaaa.jpg";
    for (const key of [...form.keys()]) if (/^images\[/.test(key)) form.delete(key);
    form.append("images", url);
    return form;
  };

  it("redraws the tour form with its messages, never a 500", async () => {
    const b = await loggedIn(server.url);
    const html = (await b.get("/tour/action")).html;
    const places = await b.post("/tour/action", bareImages(pageForm(html, { intent: "places" }, "tour"), html));
    expect(places.status).toBe(200);
    const bad = await b.post("/tour/action", bareImages(pageForm(html, { intent: "save" }, "tour"), html));
    expect(bad.status).toBe(200);
    expect(visibleText(bad.html)).toContain("Please enter all required information");
  });

  it("redraws the cruise form, new and edited, with its messages, never a 500", async () => {
    const b = await loggedIn(server.url);
    const html = (await b.get("/cruise/action")).html;
    const places = await b.post("/cruise/action", bareImages(pageForm(html, { intent: "places" }, "cruise"), html));
    expect(places.status).toBe(200);
    const id = /\/cruise\/action\/([a-f0-9]{24})/.exec((await b.get("/cruise?name=mekong")).html)![1]!;
    const edit = (await b.get(`/cruise/action/${id}`)).html;
    const form = bareImages(pageForm(edit, { intent: "save", "vi.name": "short" }, "cruise"), edit);
    const bad = await b.post(`/cruise/action/${id}`, form);
    expect(bad.status).toBe(200);
    expect(visibleText(bad.html)).toContain("Minimum 10 characters");
    expect(bad.html).toMatch(/name="images\[0\]"/); // the image kept, as a list
  });

  it("redraws the cabin form on a field error and on a row button, never a 500", async () => {
    const b = await loggedIn(server.url);
    const cruise = /\/cruise\/([a-f0-9]{24})\/cabins/.exec((await b.get("/cruise?name=mekong")).html)![1]!;
    const cabin = new RegExp(`/cruise/${cruise}/cabin/action/([a-f0-9]{24})`).exec(
      (await b.get(`/cruise/${cruise}/cabins`)).html,
    )![1]!;
    const path = `/cruise/${cruise}/cabin/action/${cabin}`;
    const edit = (await b.get(path)).html;
    const bad = await b.post(path, bareImages(pageForm(edit, { intent: "save", num_cabin: "0" }, "cabin"), edit));
    expect(bad.status).toBe(200);
    expect(visibleText(bad.html)).toContain("Minimum value is 1");
    // a post that is no save (a row button names no intent) draws the form again
    const other = await b.post(path, bareImages(pageForm(edit, { intent: null }, "cabin"), edit));
    expect(other.status).toBe(200);
    // a list of rows under its bare name is dropped
    const rows = pageForm(edit, { intent: "save", num_cabin: "0", beds: "x" }, "cabin");
    expect((await b.post(path, rows)).status).toBe(200);
    const newCabin = (await b.get(`/cruise/${cruise}/cabin/action`)).html;
    const added = await b.post(
      `/cruise/${cruise}/cabin/action`,
      bareImages(pageForm(newCabin, { intent: "save" }, "cabin"), newCabin),
    );
    expect(added.status).toBe(200);
  });
});

// A phone photo on every upload form, scripts off: the forms are found in the build's route table
// (each route whose handle declares `body = uploadRule(…)`), so a new upload form fails here until it
// has its case. Each case opens a record of the demo supplier's, posts its form with the photo in its
// file fields and reads the stored file back through the back-office.
type UploadCase = { open: (b: Browserless) => Promise<string>; form: string; files: string[] };
const idIn = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? "";
const CASES: Record<string, UploadCase> = {
  "routes/_app.tour.action.($id)": {
    open: async (b) => `/tour/action/${idIn((await b.get("/tour")).html, /\/tour\/action\/([a-f0-9]{24})/)}`,
    form: "tour",
    files: ["images_file"],
  },
  "routes/_app.cruise.action.($id)": {
    open: async (b) => `/cruise/action/${idIn((await b.get("/cruise")).html, /\/cruise\/action\/([a-f0-9]{24})/)}`,
    form: "cruise",
    files: ["images_file"],
  },
  "routes/_app.cruise.$idTour.cabin.action.($idCabin)": {
    open: async (b) => {
      const cruise = idIn((await b.get("/cruise?name=mekong")).html, /\/cruise\/([a-f0-9]{24})\/cabins/);
      const cabins = (await b.get(`/cruise/${cruise}/cabins`)).html;
      return `/cruise/${cruise}/cabin/action/${idIn(cabins, /\/cabin\/action\/([a-f0-9]{24})/)}`;
    },
    form: "cabin",
    files: ["images_file"],
  },
  "routes/_app.hotel.action.($id)": {
    open: async (b) => `/hotel/action/${idIn((await b.get("/hotel")).html, /\/hotel\/action\/([a-f0-9]{24})/)}`,
    form: "hotel",
    files: ["images_file"],
  },
  "routes/_app.hotel.$idHotel.room.action.($idRoom)": {
    open: async (b) => {
      const hotel = idIn((await b.get("/hotel")).html, /\/hotel\/action\/([a-f0-9]{24})/);
      const rooms = (await b.get(`/hotel/${hotel}/rooms`)).html;
      return `/hotel/${hotel}/room/action/${idIn(rooms, /\/room\/action\/([a-f0-9]{24})/)}`;
    },
    form: "room",
    files: ["images_file"],
  },
  "routes/_app.bike.action.($id)": {
    open: async (b) => `/bike/action/${idIn((await b.get("/bike")).html, /\/bike\/action\/([a-f0-9]{24})/)}`,
    form: "bike",
    files: ["images_file"],
  },
  "routes/_app.bike.$idBike.options": {
    open: async (b) => {
      const bike = idIn((await b.get("/bike")).html, /\/bike\/([a-f0-9]{24})\/options/);
      const options = (await b.get(`/bike/${bike}/options`)).html;
      return `/bike/${bike}/options?option=${idIn(options, /option=([a-f0-9]{24})/)}`;
    },
    form: "bike-option",
    files: ["avatar_file"],
  },
  "routes/_app.transport.options": {
    open: async (b) =>
      `/transport/options?vehicle=${idIn((await b.get("/transport/options")).html, /vehicle=([a-f0-9]{24})/)}`,
    form: "vehicle",
    files: ["avatar_file"],
  },
  "routes/_app.profile.agency": {
    open: async () => "/profile/agency",
    form: "agency",
    files: ["logo_file", "images_file"],
  },
};

/** The route ids whose handle declares a multipart body rule, as the production build has them. */
async function uploadRoutes(): Promise<string[]> {
  const build = (await import(path.join(root, process.env.BUILD_DIR || "build", "server/index.js"))) as {
    routes: Record<string, { module: { handle?: unknown } }>;
  };
  return Object.entries(build.routes)
    .filter(([, r]) => declaredRule(r.module)?.multipart !== undefined)
    .map(([id]) => id)
    .sort();
}
const root = path.resolve(import.meta.dirname, "../..");
/** The stored files a page shows or holds (`…/files/<24 hex>.jpg|png`). */
const storedNames = (html: string) =>
  new Set([...html.matchAll(/\/files\/([a-f0-9]{24}\.(?:jpg|png))/g)].map((m) => m[1]!));

describe("a 6 MB phone photo (4000 × 3000, EXIF orientation 6, GPS), scripts off, on every upload form", () => {
  it("every upload form of the build has its case here", async () => {
    expect(await uploadRoutes()).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.entries(CASES))(
    "%s stores it under 1 MB, upright, without GPS or any metadata",
    async (_, c) => {
      const photo = await phonePhoto();
      expect(photo.length).toBeGreaterThanOrEqual(6 * 1024 * 1024);
      const b = await loggedIn(server.url);
      const url = await c.open(b);
      expect(url).not.toMatch(/\/$|=$/); // a record was found
      const edit = await b.get(url);
      expect(edit.status).toBe(200);
      const form = pageForm(edit.html, { intent: "save" }, c.form);
      for (const name of c.files)
        form.append(name, new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_0001.JPG");
      const saved = await b.post(url, form);
      expect(saved.status).toBe(200);
      expect(visibleText(saved.html)).not.toContain(text("en", "validation:image_too_large"));

      const added = [...storedNames((await b.get(url)).html)].filter((n) => !storedNames(edit.html).has(n));
      expect(added, "a stored photo for each file field").toHaveLength(c.files.length);
      for (const name of added) {
        const stored = await fetch(`${server.url}/api/v1/files/${name}`); // where the marketplace serves it
        expect(stored.status).toBe(200);
        const facts = await imageFacts(Buffer.from(await stored.arrayBuffer()));
        expect(facts.bytes).toBeLessThan(1024 * 1024);
        expect(facts).toMatchObject({ upright: true, gps: false, orientation: undefined });
        expect(facts.metadata).toEqual({ exif: false, xmp: false, iptc: false });
      }
    },
    90_000,
  );
});
