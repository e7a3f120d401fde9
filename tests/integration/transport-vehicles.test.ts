// The supplier's vehicles (spec hotels-bikes-transport §5 "Vehicle form") with plain form
// posts against the real server on a fresh SQLite: add with a photo cropped 700:466, edit, the
// server's checks, delete refused while a service uses the vehicle, another supplier's ids.
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { createSupplier } from "../../marketplace/agency/create";
import { serverForThisFile } from "../support/server";
import { loggedIn, visibleText } from "../support/browserless";

const server = serverForThisFile();
const PATH = "/transport/options";
const ids = (html: string) =>
  [...html.matchAll(/href="\/transport\/options\?vehicle=([0-9a-f]{24})"/g)].map((m) => m[1]!);
const vehicleForm = (over: Record<string, string> = {}) => {
  const fd = new FormData();
  const fields = {
    intent: "save",
    id: "",
    type: "Xe 16 chỗ",
    brand: "Mercedes Sprinter",
    similar: "MINIBUS",
    year_of_manufacture: "2023",
    doors: "4",
    ac: "yes",
    gearbox: "mt",
    avatar: "",
    ...over,
  };
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
};

describe("vehicles", () => {
  it("adds a vehicle with its photo cropped to 700 × 466, then edits it", async () => {
    const b = await loggedIn(server.url);
    const list = await b.get(PATH);
    expect(list.status).toBe(200);
    const before = ids(list.html);
    expect(before.length).toBe(4); // the demo's vehicles
    expect(visibleText(list.html)).toContain("Toyota Innova");

    const dialog = await b.get(`${PATH}?vehicle=new`);
    expect(dialog.html).toContain('data-testid="vehicle-dialog"');
    // every required field at once; nothing is added
    const empty = await b.post(`${PATH}?vehicle=new`, vehicleForm({ type: "", brand: "", doors: "9", gearbox: "" }));
    expect(empty.status).toBe(200);
    const text = visibleText(empty.html);
    expect(text).toContain("This field is required");
    expect(text).toContain("Maximum value is 6");
    expect(ids((await b.get(PATH)).html)).toHaveLength(4);

    const photo = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const form = vehicleForm();
    form.append("avatar_file", new Blob([new Uint8Array(photo)], { type: "image/png" }), "car.png");
    const saved = await b.post(`${PATH}?vehicle=new`, form);
    expect(saved.url).toBe(PATH);
    expect(visibleText(saved.html)).toContain("The vehicle was added.");
    expect(visibleText(saved.html)).toContain("Mercedes Sprinter");
    const src = /<img src="([^"]+)" alt="Mercedes Sprinter"/.exec(saved.html)?.[1];
    expect(src).toBeTruthy();
    const img = await fetch(new URL(src!, server.url), { headers: { Cookie: b.cookieHeader() } });
    const meta = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 700, 466]);

    const id = ids(saved.html).find((x) => !before.includes(x))!;
    const edit = await b.get(`${PATH}?vehicle=${id}`);
    expect(edit.html).toContain('value="Mercedes Sprinter"');
    const edited = await b.post(`${PATH}?vehicle=${id}`, vehicleForm({ id, brand: "Ford Transit 2024", avatar: src! }));
    expect(visibleText(edited.html)).toContain("The vehicle was saved.");
    expect(visibleText(edited.html)).toContain("Ford Transit 2024");
    expect(edited.html).toContain(`src="${src}"`);
  });

  it("refuses a file that is not an image, changing nothing", async () => {
    const b = await loggedIn(server.url);
    const form = vehicleForm({ brand: "Not saved" });
    form.append("avatar_file", new Blob(["hello"], { type: "image/png" }), "car.png");
    const refused = await b.post(`${PATH}?vehicle=new`, form);
    expect(refused.status).toBe(200);
    expect(visibleText(refused.html)).toContain("You can only upload JPG/PNG images!");
    expect(visibleText((await b.get(PATH)).html)).not.toContain("Not saved");
  });

  it("refuses to delete a vehicle a service uses; deletes an unused one", async () => {
    const b = await loggedIn(server.url);
    const list = await b.get(PATH);
    const used = ids(list.html);
    // a demo vehicle: every one carries a service
    const vios = ids(list.html.split("<tr").find((row) => row.includes("Toyota Vios"))!)[0]!;
    const rowOf = (html: string, id: string) => html.split("<tr").find((row) => row.includes(id))!;
    // offer only what the rules allow: a vehicle in use has no delete
    expect(rowOf(list.html, vios)).not.toContain('data-testid="vehicle-delete"');
    const refused = await b.post(`${PATH}?confirm=delete&id=${vios}`, { intent: "delete", id: vios });
    expect(visibleText(refused.html)).toContain("This vehicle is used by a transport service");
    expect(ids(refused.html)).toContain(vios);

    await b.post(`${PATH}?vehicle=new`, vehicleForm({ brand: "Kia Carnival" }));
    const after = (await b.get(PATH)).html;
    const fresh = ids(after).find((x) => !used.includes(x))!;
    expect(rowOf(after, fresh)).toContain('data-testid="vehicle-delete"');
    const confirm = await b.get(`${PATH}?confirm=delete&id=${fresh}`);
    expect(confirm.html).toContain('data-testid="confirm-dialog"');
    const deleted = await b.post(`${PATH}?confirm=delete&id=${fresh}`, { intent: "delete", id: fresh });
    expect(visibleText(deleted.html)).toContain("The vehicle was deleted.");
    expect(ids(deleted.html)).not.toContain(fresh);
  });

  it("keeps another supplier's vehicles out of reach", async () => {
    const mine = await loggedIn(server.url);
    const id = ids((await mine.get(PATH)).html)[0]!;
    // another supplier that has transport, made as the operator makes one (create-supplier)
    await createSupplier(server.dataDir, {
      email: "othercars@example.vn",
      name: "Other Car Rental",
      password: "Demo@12345",
      services: ["transport"],
      verified: true,
    });
    const other = await loggedIn(server.url, "othercars@example.vn");
    const page = await other.get(`${PATH}?vehicle=${id}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('data-testid="vehicle-dialog"');
    expect(ids(page.html)).toHaveLength(0);
    const del = await other.post(PATH, { intent: "delete", id });
    expect(visibleText(del.html)).toContain("The vehicle could not be deleted.");
    const edit = await other.post(`${PATH}?vehicle=${id}`, vehicleForm({ id, brand: "Stolen" }));
    expect(edit.status).toBe(404);
    expect(visibleText((await mine.get(PATH)).html)).not.toContain("Stolen");
    expect(ids((await mine.get(PATH)).html)).toContain(id);
  });
});
