// The profile area through plain form posts (no scripts), on a real server and a fresh database.
import { readdirSync, existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { Browserless, formFields, visibleText } from "../support/browserless";

const server = serverForThisFile();

const PASSWORD = "Demo@12345";
const uploadsDir = () => path.join(server.dataDir, "uploads");
const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()).sort() : []);

async function loggedIn(email: string, lng = "en") {
  const b = new Browserless(server.url);
  await b.post("/language", { lng, back: "/login" });
  await b.login(email, PASSWORD);
  return b;
}

/** The page's own form as FormData, with some fields changed: what a browser posts. */
function pageForm(html: string, changes: Record<string, string | null> = {}, formId = "agency") {
  const fd = new FormData();
  const fields = formFields(html, formId).filter(([name]) => !(name in changes));
  for (const [name, value] of fields) fd.append(name, value);
  for (const [name, value] of Object.entries(changes)) if (value !== null) fd.set(name, value);
  return fd;
}

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 10, g: 120, b: 90 } } })
    .png()
    .toBuffer();
const pdf = () => Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

describe("change password", () => {
  it("refuses a wrong old password with the spec's message and changes nothing", async () => {
    const b = await loggedIn("supplier@demo.vn");
    const page = await b.post("/profile/change-pass", {
      password: "wrong-old",
      newpassword: "New@pass1",
      confirm: "New@pass1",
    });
    expect(visibleText(page.html)).toContain("The old password is not correct!");
    expect((await new Browserless(server.url).login("supplier@demo.vn", PASSWORD)).url).toBe("/");
  });

  it("checks the confirmation on the server", async () => {
    const b = await loggedIn("supplier@demo.vn");
    const page = await b.post("/profile/change-pass", {
      password: PASSWORD,
      newpassword: "New@pass1",
      confirm: "other",
    });
    expect(visibleText(page.html)).toContain("Re-entered password is incorrect!");
  });

  it("changes the password; the new one logs in, the old one no longer does", async () => {
    const b = await loggedIn("newsupplier@demo.vn");
    const page = await b.post("/profile/change-pass", {
      password: PASSWORD,
      newpassword: "New@pass1",
      confirm: "New@pass1",
    });
    expect(page.url).toBe("/profile");
    expect(visibleText(page.html)).toContain("Password change successful!");
    const c = new Browserless(server.url);
    await c.post("/language", { lng: "en", back: "/login" });
    expect(visibleText((await c.login("newsupplier@demo.vn", PASSWORD)).html)).toContain("Incorrect password!");
    expect((await c.login("newsupplier@demo.vn", "New@pass1")).redirects[0]).toBe("/profile/agency");
    // put it back for the other tests
    await c.post("/profile/change-pass", { password: "New@pass1", newpassword: PASSWORD, confirm: PASSWORD });
  });
});

describe("personal account", () => {
  it("refuses an under-age birth date and a phone with a leading zero, with the spec's messages", async () => {
    const b = await loggedIn("supplier@demo.vn");
    const thisYear = new Date().getFullYear();
    const page = await b.post("/profile/user", {
      firstname: "Minh",
      lastname: "Nguyễn",
      sex: "male",
      dob: `${thisYear - 10}-01-01`,
      dial_country: "VN",
      phone: "0912345678",
    });
    const text = visibleText(page.html);
    expect(text).toContain("You do not meet the minimum age requirement (18+)");
    expect(text).toContain("Please input valid phone number, example: 912345678");
  });

  it("reads a date of birth typed as DD-MM-YYYY and refuses a day that does not exist (spec §9)", async () => {
    const b = await loggedIn("supplier@demo.vn");
    const wrong = await b.post("/profile/user", {
      firstname: "Minh",
      lastname: "Nguyễn",
      sex: "male",
      dob: "31-02-1990",
      dial_country: "VN",
      phone: "",
    });
    expect(visibleText(wrong.html)).toContain("Please enter a valid date as DD-MM-YYYY");
    expect(visibleText(wrong.html)).toContain("Please enter all required information");
    expect(wrong.html).toMatch(/value="31-02-1990"[^>]*autofocus|autofocus[^>]*value="31-02-1990"/);
    const page = await b.post("/profile/user", {
      firstname: "Minh",
      lastname: "Nguyễn",
      sex: "male",
      dob: "09-11-1988",
      dial_country: "VN",
      phone: "",
    });
    expect(page.url).toBe("/profile");
    expect(visibleText((await b.get("/infomation")).html)).toContain("09/11/1988");
    expect((await b.get("/profile/user")).html).toContain('value="09-11-1988"');
  });

  it("saves, replaces the stored user and goes back to /profile", async () => {
    const b = await loggedIn("supplier@demo.vn");
    const page = await b.post("/profile/user", {
      firstname: "Minh Anh",
      lastname: "Nguyễn",
      sex: "female",
      dob: "1990-05-17",
      dial_country: "VN",
      phone: "912345678",
    });
    expect(page.url).toBe("/profile");
    expect(visibleText(page.html)).toContain(
      "Edit successfully! Information content will be moderated before being published",
    );
    const info = visibleText((await b.get("/infomation")).html);
    expect(info).toContain("Nguyễn Minh Anh");
    expect(info).toContain("17/05/1990");
    expect(info).toContain("+84 912345678");
    // kept by the marketplace: a new login sees it too
    const c = await loggedIn("supplier@demo.vn");
    expect(visibleText((await c.get("/infomation")).html)).toContain("Female");
  });
});

describe("supplier profile", () => {
  it("the verified demo supplier saves its own profile as it is: its seed has the PDF certificate", async () => {
    const b = await loggedIn("supplier@demo.vn");
    const html = (await b.get("/profile/agency")).html;
    const certificate = /name="bussiness_cer_file" value="(\/api\/v1\/files\/[a-f0-9]{24}\.pdf)"/.exec(html)?.[1];
    expect(certificate).toBeTruthy();
    const file = await fetch(`${server.url}${certificate}`);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");
    const page = await b.post("/profile/agency", pageForm(html, { intent: "save" }));
    expect(page.url).toBe("/profile/agency");
    expect(visibleText(page.html)).toContain("Information saved successfully!");
  });

  it("saves the profile with a logo and a PDF certificate sent as a plain multipart post", async () => {
    const b = await loggedIn("newsupplier@demo.vn");
    const before = storedFiles();
    const page = await b.get("/profile/agency");
    expect(page.status).toBe(200);
    // the places: choose the area, post "show", then country, then city (no scripts)
    let html = page.html;
    const areaId = /<option value="([^"]+)">Asia<\/option>/.exec(html)![1]!;
    html = (await b.post("/profile/agency", pageForm(html, { area: areaId, intent: "places" }))).html;
    const countryId = /<option value="([^"]+)">Vietnam<\/option>/.exec(html)![1]!;
    html = (await b.post("/profile/agency", pageForm(html, { country: countryId, intent: "places" }))).html;
    const cityId = /<option value="([^"]+)">Hoi An<\/option>/.exec(html)![1]!;

    const form = pageForm(html, {
      city: cityId,
      owner_name: "Trần Thị Lan",
      type: "organisation",
      phone: "2353861234",
      dial_country: "VN",
      "contact_methods[0].name": "zalo",
      "contact_methods[0].value": "0905123456",
      bussiness_tax_code: "4001234567",
      bussiness_issue_by: "Sở KH&ĐT Quảng Nam",
      company_verification_tour_docs: "c",
      intent: "save",
    });
    form.set("logo_file", new Blob([await png(400, 300)], { type: "image/png" }), "logo.png");
    form.set("bussiness_cer_file_file", new Blob([pdf()], { type: "application/pdf" }), "certificate.pdf");
    const saved = await b.post("/profile/agency", form);
    expect(saved.url).toBe("/profile/agency");
    expect(visibleText(saved.html)).toContain("Information saved successfully!");
    expect(storedFiles().length).toBe(before.length + 2);
    // shown back: the logo image and the PDF link, the city kept
    // through the back-office (/files/…): the certificate is private at the marketplace
    expect(saved.html).toMatch(/<img src="\/files\/[a-f0-9]{24}\.png"/);
    expect(saved.html).toMatch(/href="\/files\/[a-f0-9]{24}\.pdf"/);
    expect(saved.html).toContain(`<option value="${cityId}" selected="">Hoi An</option>`);
    const logo = /<img src="(\/files\/[a-f0-9]{24}\.png)"/.exec(saved.html)![1]!;
    const served = await fetch(`${server.url}${logo}`, { headers: { Cookie: b.cookieHeader() } });
    expect(served.headers.get("content-type")).toBe("image/png");
  });

  it("refuses a PNG renamed .pdf and an image over 20 MB with the spec's messages, storing nothing", async () => {
    const b = await loggedIn("newsupplier@demo.vn");
    const before = storedFiles();
    const html = (await b.get("/profile/agency")).html;
    const form = pageForm(html, { intent: "save" });
    form.set("bussiness_cer_file_file", new Blob([await png(50, 50)], { type: "application/pdf" }), "certificate.pdf");
    // a phone photo is taken up to 20 MB (body-limits.ts); one byte past it is refused
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    form.set("logo_file", new Blob([big], { type: "image/png" }), "logo.png");
    const page = await b.post("/profile/agency", form);
    const text = visibleText(page.html);
    expect(text).toContain("You can only upload PDF file!");
    expect(text).toContain("Image must be 20 MB or smaller!");
    expect(text).toContain("Please enter all required information");
    expect(storedFiles()).toEqual(before);
  });

  it("adds a contact row and clears country and city when the area changes, without scripts", async () => {
    const b = await loggedIn("supplier@demo.vn");
    const html = (await b.get("/profile/agency")).html;
    expect(html.match(/data-testid="contact-row"/g)?.length).toBe(2);
    const added = await b.post(
      "/profile/agency",
      pageForm(html, {
        __intent__: JSON.stringify({
          type: "insert",
          payload: { name: "contact_methods", defaultValue: { name: "phone", value: "" } },
        }),
      }),
    );
    expect(added.html.match(/data-testid="contact-row"/g)?.length).toBe(3);
    const europe = /<option value="([^"]+)">Europe<\/option>/.exec(html)![1]!;
    const moved = await b.post("/profile/agency", pageForm(html, { area: europe, intent: "places" }));
    expect(moved.html).toContain(`<option value="${europe}" selected="">Europe</option>`);
    expect(moved.html).toContain(">France</option>");
    expect(moved.html).not.toMatch(/<option value="[^"]+" selected="">Vietnam<\/option>/);
    // nothing was saved by these posts
    expect(visibleText((await b.get("/infomation")).html)).toContain("Ho Chi Minh City");
  });

  it("requests verification; the operator approves; the next login lands on /", async () => {
    const b = await loggedIn("newsupplier@demo.vn");
    const html = (await b.get("/profile/agency")).html;
    expect(html).toContain('data-testid="agency-verify"');
    const page = await b.post("/profile/agency", pageForm(html, { intent: "verify" }));
    expect(visibleText(page.html)).toContain(
      "Submit request for moderation! Your request will be reviewed and approved within 24 hours!",
    );
    expect(page.html).not.toContain('data-testid="agency-verify"');
    expect(visibleText(page.html)).toContain("Awaiting verification");

    const agencies = await (
      await fetch(`${server.url}/api/v1/dev/agencies`, { headers: { "X-App-Id": "supplier-backoffice" } })
    ).json();
    const id = agencies.data.docs.find((a: { email: string }) => a.email === "newsupplier@demo.vn")._id;
    const approve = await fetch(`${server.url}/api/v1/dev/agency/${id}/verify`, {
      method: "POST",
      headers: { "X-App-Id": "supplier-backoffice", "Content-Type": "application/json" },
      body: JSON.stringify({ approve: true }),
    });
    expect(approve.status).toBe(200);
    const again = new Browserless(server.url);
    expect((await again.login("newsupplier@demo.vn", PASSWORD)).redirects[0]).toBe("/");
  });
});
