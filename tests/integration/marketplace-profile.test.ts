// The marketplace side of the supplier profile over real HTTP: uploads (decided by their bytes,
// cleaned, stored under random names), the supplier record scoped to its owner, verification
// requests and the operator's answer, and the personal account.
import { readdirSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
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
const PASSWORD = "Demo@12345";

type Account = { token: string; userId: string; agencyId: string };
const server = serverForThisFile();
let a: Account; // supplier@demo.vn: verified, complete organisation profile
let b: Account; // newsupplier@demo.vn: unverified, name and email only

const login = (email: string) => apiLogin(server.url, email);

beforeAll(async () => {
  a = await login("supplier@demo.vn");
  b = await login("newsupplier@demo.vn");
});

const call = apiCaller(server);
const stored = () => readdirSync(path.join(server.dataDir, "uploads"));

async function upload(
  kind: "image" | "avatar" | "file",
  content: Buffer,
  name: string,
  mime: string,
  who: Account | null,
  opts: { key?: string | null; type?: string } = {},
) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(content)], { type: mime }), name);
  if (opts.type) form.append("type", opts.type);
  const key = opts.key === undefined ? APP_ID : opts.key;
  const res = await fetch(`${server.url}/api/v1/extra/upload/${kind}`, {
    method: "POST",
    headers: {
      "X-App-Id": APP_ID,
      ...(key ? { "X-Upload-Key": key } : {}),
      ...(who ? { Authorization: `Bearer ${who.token}` } : {}),
    },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { code: number; message: string; data: any } };
}

async function uploadAndSave(
  kind: "image" | "avatar" | "file",
  content: Buffer,
  name: string,
  mime: string,
  who: Account,
) {
  const up = await upload(kind, content, name, mime, who);
  expect(up.body.code).toBe(200);
  const saved = await call("POST", "extra/upload/save-file", { filename: up.body.data.filename, type: "agency" }, who);
  expect(saved.body.code).toBe(200);
  return saved.body.data.url as string;
}

const png = (w = 50, h = 50) =>
  sharp({ create: { width: w, height: h, channels: 3, background: "#1c7ed6" } })
    .png()
    .toBuffer();
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

describe("uploads", () => {
  it("refuses a call without the upload key or the token, and stores nothing", async () => {
    const image = await png();
    expect((await upload("image", image, "a.png", "image/png", a, { key: null })).body).toMatchObject({
      code: 400,
      message: "missing_upload_key",
    });
    expect((await upload("image", image, "a.png", "image/png", a, { key: "other-app" })).body).toMatchObject({
      code: 400,
      message: "missing_upload_key",
    });
    expect((await upload("image", image, "a.png", "image/png", null)).body).toMatchObject({
      code: 401,
      message: "invalid_token",
    });
    expect(stored()).toEqual([]);
  });

  it("decides the type by the bytes, not the name or the mimetype", async () => {
    // a PNG named x.pdf and declared a PDF is still a PNG
    const renamed = await upload("file", await png(), "x.pdf", "application/pdf", a);
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toBe("only_pdf");
    // text named x.png is no image
    const text = await upload(
      "image",
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      "x.png",
      "image/png",
      a,
    );
    expect(text.body).toMatchObject({ code: 400, message: "only_jpg_png" });
    // a PDF is no avatar
    expect((await upload("avatar", PDF, "logo.jpg", "image/jpeg", a)).body.message).toBe("only_jpg_png");
    expect(stored()).toEqual([]);
  });

  it("refuses an image of 1 MB or more, and a PDF of 5 MB or more, with their own messages", async () => {
    const side = 610; // random noise does not compress: a PNG just over 1 MB
    const noisy = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(1024 * 1024);
    expect((await upload("image", noisy, "big.png", "image/png", a)).body).toMatchObject({
      code: 400,
      message: "image_too_large",
    });
    // far beyond the limit: the reader stops early, the message is the same
    const huge = Buffer.concat([noisy, randomBytes(2 * 1024 * 1024)]);
    expect((await upload("avatar", huge, "huge.png", "image/png", a)).body).toMatchObject({
      code: 400,
      message: "image_too_large",
    });
    const bigPdf = Buffer.concat([PDF, randomBytes(5 * 1024 * 1024)]);
    expect((await upload("file", bigPdf, "big.pdf", "application/pdf", a)).body).toMatchObject({
      code: 400,
      message: "file_too_large",
    });
    expect(stored()).toEqual([]);
  });

  it("refuses an undecodable image and a pixel bomb", async () => {
    const broken = Buffer.concat([(await png()).subarray(0, 8), randomBytes(400)]);
    expect((await upload("image", broken, "broken.png", "image/png", a)).body).toMatchObject({
      code: 400,
      message: "invalid_image",
    });
    // small on disk, 45 million pixels once decoded
    const bomb = await sharp({ create: { width: 9000, height: 5000, channels: 3, background: "#ffffff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect((await upload("image", bomb, "bomb.png", "image/png", a)).body).toMatchObject({
      code: 400,
      message: "invalid_image",
    });
    expect(stored()).toEqual([]);
  });

  it("stores a PNG under a random name and serves it once saved, without headers", async () => {
    const up = await upload("image", await png(), "../../etc/passwd.png", "image/png", a);
    expect(up.body.code).toBe(200);
    const filename = up.body.data.filename as string;
    expect(filename).toMatch(/^[a-f0-9]{24}\.png$/);
    expect(stored()).toEqual([filename]);
    // not served before save-file
    expect((await fetch(`${server.url}/api/v1/files/${filename}`)).status).toBe(404);
    // another supplier cannot save it
    expect((await call("POST", "extra/upload/save-file", { filename, type: "agency" }, b)).body).toMatchObject({
      code: 404,
    });

    // a listing image (a supplier's own files are private: tests/security/documents.test.ts)
    const saved = await call("POST", "extra/upload/save-file", { filename, type: "tour" }, a);
    expect(saved.body.data).toEqual({ url: `/api/v1/files/${filename}` });
    const res = await fetch(`${server.url}${saved.body.data.url}`); // no X-App-Id, no token: an <img>
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-disposition")).toBe("inline");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "png", width: 50, height: 50 });
  });

  it("re-encodes a JPEG upright and without its EXIF", async () => {
    const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#e8590c" } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "secret owner", Artist: "Nguyen Van Minh" } } })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const url = await uploadAndSave("avatar", photo, "photo.jpeg", "image/jpeg", a);
    expect(url).toMatch(/^\/api\/v1\/files\/[a-f0-9]{24}\.jpg$/);
    const res = await fetch(`${server.url}${url}`, { headers: { Authorization: `Bearer ${a.token}` } }); // private: its supplier
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    const kept = Buffer.from(await res.arrayBuffer());
    expect(kept.includes(Buffer.from("secret owner"))).toBe(false);
    const after = await sharp(kept).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // the orientation was applied before it was dropped
    expect([after.width, after.height]).toEqual([40, 60]);
  });

  it("accepts a small PDF and serves it as a download", async () => {
    const url = await uploadAndSave("file", PDF, "licence.pdf", "application/pdf", a);
    expect(url).toMatch(/\.pdf$/);
    expect((await fetch(`${server.url}${url}`)).status).toBe(404); // a certificate is private
    const res = await fetch(`${server.url}${url}`, { headers: { Authorization: `Bearer ${a.token}` } });
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it("serves no file outside its strict name pattern", async () => {
    for (const p of [
      "..%2Fmarketplace.db",
      "%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
      "marketplace.db",
      "AAAAAAAAAAAAAAAAAAAAAAAA.png",
      "0123456789abcdef01234567.png",
    ]) {
      const res = await fetch(`${server.url}/api/v1/files/${p}`);
      expect(res.status, p).toBe(404);
    }
  });
});

describe("the supplier record", () => {
  it("answers the whole record of the token's own supplier, references named in the asked language", async () => {
    const vi = await call("GET", `agency/agency/${a.agencyId}?lang=vi`, undefined, a);
    expect(vi.body.code).toBe(200);
    expect(vi.body.data).toMatchObject({
      _id: a.agencyId,
      name: "Saigon Discovery Travel",
      owner_name: "Nguyễn Văn Minh",
      type: true,
      phone: "2838234567",
      dial_code: "84",
      email: "supplier@demo.vn",
      currency: "VND",
      is_verify: true,
      is_request_verify: false,
      is_tour: true,
      is_bike: true,
      area: { name: "Châu Á" },
      country: { name: "Việt Nam" },
      city: { name: "TP. Hồ Chí Minh" },
      enterprise_type: expect.arrayContaining(["tour-operator"]),
      images: [],
      logo: null,
      bussiness_cer_file: expect.stringMatching(/^\/api\/v1\/files\/[a-f0-9]{24}\.pdf$/),
    });
    const en = await call("GET", `agency/agency/${a.agencyId}?lang=en`, undefined, a);
    expect(en.body.data.city.name).toBe("Ho Chi Minh City");
    expect(en.body.data.country).toEqual({ _id: vi.body.data.country._id, name: "Vietnam" });

    const fresh = await call("GET", `agency/agency/${b.agencyId}`, undefined, b);
    expect(fresh.body.data).toMatchObject({
      name: "Hoi An Lantern Tours",
      type: null,
      area: null,
      owner_name: null,
      contact_methods: [],
    });
  });

  it("never shows or changes another supplier's record", async () => {
    const before = (await call("GET", `agency/agency/${b.agencyId}`, undefined, b)).body.data;
    expect((await call("GET", `agency/agency/${b.agencyId}`, undefined, a)).body).toEqual({
      code: 404,
      message: "agency_not_found",
      data: null,
    });
    const patch = await call(
      "PATCH",
      `agency/update/${b.agencyId}`,
      { name: "Taken over by A", owner_name: "Mallory" },
      a,
    );
    expect(patch.body).toMatchObject({ code: 404, message: "agency_not_found" });
    expect((await call("GET", `agency/agency/${b.agencyId}`, undefined, b)).body.data).toEqual(before);
  });

  it("saves a subset of fields and gives the record back; flags and verification are not the supplier's", async () => {
    const reply = await call(
      "PATCH",
      `agency/update/${a.agencyId}`,
      {
        summary: "Tour miền Tây mỗi ngày.",
        contact_methods: [
          { name: "whatapp", value: "+84903823456" },
          { name: "viber", value: "0903823456" },
        ],
        bank_iban_code: "vn12 3456 7890",
        bank_swift_code: "bftvvnvx",
        enterprise_type: ["dmc", "dmc", "cruise-agenct"],
        website: "",
        is_verify: false,
        is_bike: false,
        currency: "USD",
      },
      a,
    );
    expect(reply.body.code).toBe(200);
    expect(reply.body.data).toMatchObject({
      summary: "Tour miền Tây mỗi ngày.",
      bank_iban_code: "VN1234567890",
      bank_swift_code: "BFTVVNVX",
      enterprise_type: ["dmc", "cruise-agenct"],
      website: null,
      is_verify: true,
      is_bike: true,
      currency: "VND",
      owner_name: "Nguyễn Văn Minh",
    });
    const read = await call("GET", `agency/agency/${a.agencyId}`, undefined, a);
    expect(read.body.data).toEqual(reply.body.data);
  });

  it("refuses values outside the spec's bounds, field by field", async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ name: "x".repeat(101) }, "name"],
      [{ name: "  " }, "name"],
      [{ owner_name: "x".repeat(101) }, "owner_name"],
      [{ email: "not-an-email" }, "email"],
      [{ phone: "090 123" }, "phone"],
      [{ phone: "1234567890123" }, "phone"],
      [{ address: "x".repeat(201) }, "address"],
      [{ website: "javascript:alert(1)" }, "website"],
      [{ summary: "x".repeat(1001) }, "summary"],
      [{ contact_methods: [{ name: "telegram", value: "@me" }] }, "contact_methods.0.name"],
      [{ contact_methods: [{ name: "zalo", value: "x".repeat(51) }] }, "contact_methods.0.value"],
      [{ images: ["/a", "/b", "/c", "/d"] }, "images"],
      [{ enterprise_type: ["smuggler"] }, "enterprise_type.0"],
      [{ company_scale: "1-1000" }, "company_scale"],
      [{ language: "fr" }, "language"],
      [{ company_verification_tour_docs: "f" }, "company_verification_tour_docs"],
      [{ bussiness_tax_code: "x".repeat(31) }, "bussiness_tax_code"],
      [{ bussiness_issue_by: "x".repeat(151) }, "bussiness_issue_by"],
      [{ bussiness_issue_date: "2023-02-30" }, "bussiness_issue_date"],
      [{ identity_card_code: "x".repeat(51) }, "identity_card_code"],
      [{ bank_name: "x".repeat(101) }, "bank_name"],
      [{ account_number: "x".repeat(51) }, "account_number"],
      [{ account_full_name: "x".repeat(65) }, "account_full_name"],
      [{ bank_swift_code: "BFTVVNV" }, "bank_swift_code"],
      [{ bank_swift_code: "BFTV-VNVX" }, "bank_swift_code"],
      [{ bank_iban_code: "VN12" }, "bank_iban_code"],
      [{ bank_iban_code: "V".repeat(35) }, "bank_iban_code"],
    ];
    for (const [body, field] of bad) {
      const reply = await call("PATCH", `agency/update/${a.agencyId}`, body, a);
      expect(reply.status, field).toBe(422);
      expect(reply.body.message).toBe("validation_failed");
      expect(
        reply.body.data.issues.map((i: { path: string }) => i.path),
        field,
      ).toContain(field);
    }
    // the bounds themselves are accepted
    const edge = await call(
      "PATCH",
      `agency/update/${a.agencyId}`,
      {
        name: "N".repeat(100),
        phone: "123456789012",
        bank_swift_code: "ABCDEFGH123",
        bank_iban_code: "ab123",
        images: [],
      },
      a,
    );
    expect(edge.body.code).toBe(200);
    expect(edge.body.data.slug).toBe("n".repeat(100));
    await call("PATCH", `agency/update/${a.agencyId}`, { name: "Saigon Discovery Travel", phone: "2838234567" }, a);
  });

  it("keeps area, country and city consistent", async () => {
    const areas = (await call("GET", "destination/area?perPage=-1", undefined, a)).body.data.docs as {
      _id: string;
      slug: string;
    }[];
    const europe = areas.find((x) => x.slug === "chau-au")!;
    const record = (await call("GET", `agency/agency/${a.agencyId}`, undefined, a)).body.data;
    // Europe with Vietnam: the country is not in the area
    const wrongArea = await call("PATCH", `agency/update/${a.agencyId}`, { area: europe._id }, a);
    expect(wrongArea.status).toBe(422);
    expect(wrongArea.body.data.issues[0]).toEqual({ path: "country", message: "country_not_in_area" });
    const thailand = (
      (await call("GET", `destination/country?perPage=-1&area=chau-a`, undefined, a)).body.data.docs as {
        _id: string;
        code: string;
      }[]
    ).find((c) => c.code === "TH")!;
    const wrongCountry = await call("PATCH", `agency/update/${a.agencyId}`, { country: thailand._id }, a);
    expect(wrongCountry.body.data.issues[0]).toEqual({ path: "city", message: "city_not_in_country" });
    expect(
      (await call("PATCH", `agency/update/${a.agencyId}`, { city: "0123456789abcdef01234567" }, a)).body.data.issues[0]
        .message,
    ).toBe("unknown_city");
    // changing the three together is fine
    const bangkok = (
      (await call("GET", `destination/city?perPage=-1&country=${thailand._id}&lang=en`, undefined, a)).body.data
        .docs as { _id: string; name: string }[]
    ).find((c) => c.name === "Bangkok")!;
    const moved = await call(
      "PATCH",
      `agency/update/${a.agencyId}?lang=en`,
      { area: record.area._id, country: thailand._id, city: bangkok._id },
      a,
    );
    expect(moved.body.data.city).toEqual({ _id: bangkok._id, name: "Bangkok" });
    await call(
      "PATCH",
      `agency/update/${a.agencyId}`,
      { area: record.area._id, country: record.country._id, city: record.city._id },
      a,
    );
  });

  it("takes file urls only of files the supplier uploaded and saved, of the right kind", async () => {
    const ownImage = await uploadAndSave("avatar", await png(80, 80), "logo.png", "image/png", a);
    const ownPdf = await uploadAndSave("file", PDF, "cert.pdf", "application/pdf", a);
    const theirs = await uploadAndSave("avatar", await png(30, 30), "theirs.png", "image/png", b);
    const unsaved = await upload("image", await png(20, 20), "u.png", "image/png", a);
    const unsavedUrl = `/api/v1/files/${unsaved.body.data.filename}`;

    const refused: [Record<string, unknown>, string][] = [
      [{ logo: theirs }, "logo"],
      [{ logo: unsavedUrl }, "logo"],
      [{ logo: "https://evil.example/logo.png" }, "logo"],
      [{ logo: ownPdf }, "logo"],
      [{ bussiness_cer_file: ownImage }, "bussiness_cer_file"],
      [{ identity_card_front: theirs }, "identity_card_front"],
      [{ images: [ownImage, theirs] }, "images.1"],
    ];
    for (const [body, field] of refused) {
      const reply = await call("PATCH", `agency/update/${a.agencyId}`, body, a);
      expect(reply.status, field).toBe(422);
      expect(reply.body, field).toMatchObject({ message: "foreign_file", data: { field } });
    }
    expect((await call("GET", `agency/agency/${b.agencyId}`, undefined, b)).body.data.logo).toBeNull();

    const ok = await call(
      "PATCH",
      `agency/update/${a.agencyId}`,
      { logo: ownImage, bussiness_cer_file: ownPdf, images: [ownImage] },
      a,
    );
    expect(ok.body.data).toMatchObject({ logo: ownImage, bussiness_cer_file: ownPdf, images: [ownImage] });
    // unchanged values stay acceptable; clearing is allowed
    expect(
      (await call("PATCH", `agency/update/${a.agencyId}`, { logo: ownImage, images: [ownImage] }, a)).body.code,
    ).toBe(200);
    expect((await call("PATCH", `agency/update/${a.agencyId}`, { logo: null }, a)).body.data.logo).toBeNull();
  });
});

describe("verification", () => {
  it("refuses an incomplete profile, naming what is missing", async () => {
    const reply = await call("POST", "agency/request-verify", { id: b.agencyId }, b);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe("profile_incomplete");
    expect(reply.body.data.missing).toEqual(
      expect.arrayContaining([
        "owner_name",
        "phone",
        "area",
        "country",
        "city",
        "bussiness_tax_code",
        "bussiness_issue_by",
        "type",
      ]),
    );
    expect(reply.body.data.missing).not.toContain("name");
    // another supplier's id: 404
    expect((await call("POST", "agency/request-verify", { id: b.agencyId }, a)).body).toMatchObject({
      code: 404,
      message: "agency_not_found",
    });
    // already verified: 409
    expect((await call("POST", "agency/request-verify", { id: a.agencyId }, a)).body).toMatchObject({
      code: 409,
      message: "already_verified",
    });
  });

  it("accepts a complete individual's request once, and the operator approves it", async () => {
    const record = (await call("GET", `agency/agency/${a.agencyId}`, undefined, a)).body.data;
    const fill = await call(
      "PATCH",
      `agency/update/${b.agencyId}`,
      {
        owner_name: "Trần Thị Lan",
        type: false,
        phone: "905123456",
        dial_code: "+84",
        area: record.area._id,
        country: record.country._id,
        city: record.city._id,
        bussiness_tax_code: "8012345678",
        bussiness_issue_by: "Chi cục Thuế TP. Hội An",
      },
      b,
    );
    expect(fill.body.code).toBe(200);
    const half = await call("POST", "agency/request-verify", { id: b.agencyId }, b);
    expect(half.body.data.missing).toEqual(["identity_card_code", "identity_card_issue_by"]);

    await call(
      "PATCH",
      `agency/update/${b.agencyId}`,
      { identity_card_code: "049185000123", identity_card_issue_by: "Cục Cảnh sát QLHC về TTXH" },
      b,
    );
    const sent = await call("POST", "agency/request-verify", { id: b.agencyId }, b);
    expect(sent.body.code).toBe(200);
    expect(sent.body.data).toMatchObject({ is_request_verify: true, is_verify: false, dial_code: "84" });
    expect((await call("POST", "agency/request-verify", { id: b.agencyId }, b)).body).toMatchObject({
      code: 409,
      message: "already_requested",
    });

    const list = await marketplaceCall(server.url, "GET", "dev/agencies");
    expect(list.body.data.docs).toContainEqual({
      _id: b.agencyId,
      name: "Hoi An Lantern Tours",
      email: "newsupplier@demo.vn",
      is_verify: false,
      is_request_verify: true,
    });
    expect(
      (await marketplaceCall(server.url, "POST", "dev/agency/0123456789abcdef01234567/verify", { approve: true })).body
        .code,
    ).toBe(404);
    expect(
      (await marketplaceCall(server.url, "POST", `dev/agency/${a.agencyId}/verify`, { approve: true })).body,
    ).toMatchObject({ code: 409, message: "no_pending_request" });

    const approved = await marketplaceCall(server.url, "POST", `dev/agency/${b.agencyId}/verify`, { approve: true });
    expect(approved.body.code).toBe(200);
    const lookup = await call("POST", "agency/lookup", { userId: b.userId }, b);
    expect(lookup.body.data).toMatchObject({ is_verify: true, is_request_verify: false });
    const mail = await marketplaceCall(server.url, "GET", "dev/mailbox?email=newsupplier@demo.vn");
    expect(mail.body.data.docs[0].subject).toContain("verified");
    expect(mail.body.data.docs[0].subject).toContain("xác minh");
    expect((await call("POST", "agency/request-verify", { id: b.agencyId }, b)).body.message).toBe("already_verified");
  });
});

describe("the personal account", () => {
  const today = dayjs().tz("Asia/Ho_Chi_Minh");
  const base = { firstname: "Minh", lastname: "Nguyễn", sex: "male" };

  it("saves the token's own user and answers the public user", async () => {
    const dob = today.subtract(18, "year").format("YYYY-MM-DD"); // 18 today: old enough
    const reply = await call(
      "PATCH",
      `user/update/${a.userId}`,
      { ...base, firstname: "Văn Minh", dob, phone: "903823456", dial_code: "84" },
      a,
    );
    expect(reply.body.code).toBe(200);
    expect(reply.body.data).toEqual({
      _id: a.userId,
      email: "supplier@demo.vn",
      role: "agency",
      firstname: "Văn Minh",
      lastname: "Nguyễn",
      sex: "male",
      dob,
      phone: "903823456",
      dial_code: "84",
    });
    expect(reply.body.data.password_hash).toBeUndefined();
    // an empty date of birth and phone clear them
    const cleared = await call("PATCH", `user/update/${a.userId}`, { ...base, dob: "", phone: "", dial_code: "" }, a);
    expect(cleared.body.data).toMatchObject({ dob: null, phone: null, dial_code: null });
  });

  it("refuses a minor, a date not in the past, a leading-zero phone and out-of-bound names", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ dob: today.subtract(18, "year").add(1, "day").format("YYYY-MM-DD") }, "dob", "min_age:18"],
      [{ dob: today.format("YYYY-MM-DD") }, "dob", "dob_not_past"],
      [{ dob: "31/12/1990" }, "dob", "invalid_date"],
      [{ phone: "0903823456" }, "phone", "phone_leading_zero"],
      [{ phone: "1234" }, "phone", "incorrect_phone"],
      [{ phone: "1234567890123456" }, "phone", "incorrect_phone"],
      [{ dial_code: "84567" }, "dial_code", "invalid_dial_code"],
      [{ firstname: "x".repeat(101) }, "firstname", "max_string_length:100"],
      [{ lastname: "x".repeat(31) }, "lastname", "max_string_length:30"],
      [{ lastname: "" }, "lastname", "required"],
      [{ sex: "robot" }, "sex", "invalid_choice"],
      [{ sex: undefined }, "sex", "required"],
    ];
    for (const [change, field, message] of cases) {
      const reply = await call("PATCH", `user/update/${a.userId}`, { ...base, ...change }, a);
      expect(reply.status, JSON.stringify(change)).toBe(422);
      expect(reply.body.data.issues, JSON.stringify(change)).toContainEqual({ path: field, message });
    }
  });

  it("never changes another user", async () => {
    const reply = await call("PATCH", `user/update/${b.userId}`, { ...base, firstname: "Mallory" }, a);
    expect(reply.body).toMatchObject({ code: 404, message: "user_not_found" });
    const relogin = await marketplaceCall(server.url, "POST", "auth/login", {
      type: 0,
      role: "agency",
      email: "newsupplier@demo.vn",
      password: PASSWORD,
    });
    expect(relogin.body.data.user.firstname).toBe("Lan");
  });
});
