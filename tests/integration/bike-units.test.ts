// An option's vehicles and deposit on /bike/{idBike}/options (contract/front-desk.ts "Per-vehicle units",
// "Deposits"), scripts off, on a fresh demo database: the chosen option lists its vehicles with the rental
// each is out on; a vehicle is added once per number (a second time the field says so), removed unless
// it is out; another supplier's vehicle is not found; the option form saves its deposit.
import path from "node:path";
import SQLite from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { type Browserless, loggedIn, pageForm, visibleText } from "../support/browserless";
import { text } from "../security/support";

const server = serverForThisFile();
const query = <T>(sql: string, ...args: unknown[]) => {
  const db = new SQLite(path.join(server.dataDir, "marketplace.db"), { readonly: true });
  try {
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
};
const said = (page: { html: string }, key: string, label = "") =>
  expect(visibleText(page.html)).toContain(text("en", key).replace("{{label}}", label));

type Unit = { _id: string; option_id: string; label: string; bike_id: string; out: number };
let b: Browserless;
let out: Unit;
let page: string;
beforeAll(async () => {
  b = await loggedIn(server.url, "hotelbike@demo.vn");
  // a vehicle of the demo out on a rental, and its option's page
  out = query<Unit>(
    `select u._id, u.option_id, u.label, o.bike_id, 1 as out from bike_units u
     join bike_options o on o._id = u.option_id
     join rental_units r on r.unit_id = u._id and r.returned_at is null limit 1`,
  )[0]!;
  page = `/bike/${out.bike_id}/options?option=${out.option_id}`;
});

describe("an option's vehicles", () => {
  it("lists them with the rental each is out on; adds one once, removes one not out", async () => {
    const shown = await b.get(page);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('data-testid="option-units"');
    expect(visibleText(shown.html)).toContain(out.label);

    const added = await b.post(page, { intent: "addUnit", label: "  51-H1 999.99 " });
    expect(added.redirects).toEqual([page]);
    said(added, "bike:units.added", "51-H1 999.99");
    const [unit] = query<Unit>("select * from bike_units where label = ? and is_deleted = 0", "51-H1 999.99");
    expect(unit!.option_id).toBe(out.option_id);
    const twice = await b.post(page, { intent: "addUnit", label: "51-H1 999.99" });
    expect(twice.status).toBe(200);
    said(twice, "validation:unit_exists");
    const empty = await b.post(page, { intent: "addUnit", label: "   " });
    said(empty, "validation:required");
    expect(query("select * from bike_units where label = ? and is_deleted = 0", "51-H1 999.99")).toHaveLength(1);

    said(await b.post(page, { intent: "removeUnit", unit: out._id }), "bike:units.isOut");
    said(await b.post(page, { intent: "removeUnit", unit: unit!._id }), "bike:units.removed");
    expect(query("select * from bike_units where _id = ? and is_deleted = 0", unit!._id)).toHaveLength(0);
  });

  it("answers another supplier's vehicle 404 and a post it cannot have sent 400", async () => {
    const other = await loggedIn(server.url, "supplier@demo.vn");
    const [theirs] = query<Unit>(
      `select o._id as option_id, o.bike_id from bike_options o join agencies a on a._id = o.agency_id
       join users s on s._id = a.user_id where s.email = 'supplier@demo.vn' limit 1`,
    );
    const their = `/bike/${theirs!.bike_id}/options?option=${theirs!.option_id}`;
    expect((await other.post(their, { intent: "removeUnit", unit: out._id })).status).toBe(404);
    expect((await b.post(page, { intent: "removeUnit", unit: "../x" })).status).toBe(400);
    expect(query("select * from bike_units where _id = ? and is_deleted = 0", out._id)).toHaveLength(1);
  });
});

describe("an option's deposit", () => {
  it("is saved by the option form", async () => {
    const form = await b.get(page);
    const saved = await b.post(page, pageForm(form.html, { deposit: "150000", intent: "save" }, "bike-option"));
    expect(saved.status).toBe(200);
    const [option] = query<{ deposit: number }>("select deposit from bike_options where _id = ?", out.option_id);
    expect(option!.deposit).toBe(150000);
    expect((await b.get(page)).html).toMatch(/name="deposit"[^>]*value="150000"/);
  });
});
