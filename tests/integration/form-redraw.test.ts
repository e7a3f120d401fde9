// A form drawn again by a helper button without scripts (the transport service's "show choices",
// places' "show", a cabin's bed rows) is not a save: it comes back with what was entered and no
// "this field is required" on the fields not yet filled; a save of the same form still says so.
// Real server, fresh SQLite, plain form posts.
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { loggedIn, marketplaceCall, optionId, pageForm, visibleText } from "../support/browserless";

const server = serverForThisFile();
const REQUIRED = "This field is required";
const judged = (html: string) => ({
  required: visibleText(html).includes(REQUIRED),
  invalid: /aria-invalid="true"/.test(html),
  alert: html.includes('data-testid="form-error"'),
});
const quiet = { required: false, invalid: false, alert: false };

describe("a helper redraw shows no errors; only a save does", () => {
  it("the transport service form: 'show choices' and 'show places' redraw quietly, save judges", async () => {
    const b = await loggedIn(server.url);
    const path = "/transport/service/action";
    const html = (await b.get(path)).html;
    expect(judged(html)).toEqual(quiet);
    const byType = await b.post(path, pageForm(html, { intent: "refresh" }, "service"));
    expect(byType.status).toBe(200);
    expect(judged(byType.html)).toEqual(quiet);
    const byArea = await b.post(path, pageForm(html, { area: optionId(html, "Asia")!, intent: "places" }, "service"));
    expect(judged(byArea.html)).toEqual(quiet);
    // the choice made is kept: the countries of Asia are offered now
    expect(optionId(byArea.html, "Vietnam")).toBeTruthy();
    const saved = await b.post(path, pageForm(html, { intent: "save" }, "service"));
    expect(judged(saved.html)).toEqual({ required: true, invalid: true, alert: true });
  });

  it("the tour form's places and a cabin's bed rows redraw quietly too", async () => {
    const b = await loggedIn(server.url);
    const tour = (await b.get("/tour/action")).html;
    const places = await b.post(
      "/tour/action",
      pageForm(tour, { area: optionId(tour, "Asia")!, intent: "places" }, "tour"),
    );
    expect(judged(places.html)).toEqual(quiet);

    const { body } = await marketplaceCall(server.url, "GET", "dev/tours");
    const cruise = (body.data.docs as { _id: string; agency: string; type: string }[]).find(
      (t) => t.agency === "supplier@demo.vn" && t.type === "cruise",
    )!;
    const cabinPath = `/cruise/${cruise._id}/cabin/action`;
    const cabin = (await b.get(cabinPath)).html;
    const button = /<button[^>]*data-testid="bed-add"[^>]*>/.exec(cabin)?.[0] ?? "";
    const add = /value="([^"]*)"/.exec(button)?.[1]?.replace(/&quot;/g, '"');
    expect(add).toBeTruthy();
    const grown = await b.post(cabinPath, pageForm(cabin, { __intent__: add! }, "cabin"));
    expect(grown.status).toBe(200);
    expect(judged(grown.html)).toEqual(quiet);
  });
});
