// Verification documents (ID cards, business certificates) are served only to
// their supplier, never cached by shared caches; listing images stay public.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { apiLogin } from "../support/api";
import { Browserless, loggedIn, marketplaceCall } from "../support/browserless";

const server = serverForThisFile();

const login = (email: string) => apiLogin(server.url, email);

async function upload(token: string, bytes: Buffer, kind: "image" | "file", filename: string) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)]), filename);
  form.set("type", "agency");
  const res = await fetch(`${server.url}/api/v1/extra/upload/${kind}`, {
    method: "POST",
    body: form,
    headers: {
      "X-App-Id": "supplier-backoffice",
      "X-Upload-Key": "supplier-backoffice",
      Authorization: `Bearer ${token}`,
    },
  });
  const name = ((await res.json()) as { data: { filename: string } }).data.filename;
  const saved = await marketplaceCall(
    server.url,
    "POST",
    "extra/upload/save-file",
    { filename: name, type: "agency" },
    token,
  );
  return saved.body.data.url as string;
}

describe("verification documents", () => {
  it("are served only to their supplier, private and not stored by caches", async () => {
    const owner = await login("supplier@demo.vn");
    const card = await upload(
      owner.token,
      await sharp({ create: { width: 400, height: 250, channels: 3, background: "#369" } })
        .jpeg()
        .toBuffer(),
      "image",
      "card.jpg",
    );
    const pdf = await upload(
      owner.token,
      Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
      "file",
      "cert.pdf",
    );
    const saved = await marketplaceCall(
      server.url,
      "PATCH",
      `agency/update/${owner.agencyId}`,
      { identity_card_front: card, bussiness_cer_file: pdf },
      owner.token,
    );
    expect(saved.body.code).toBe(200);

    for (const url of [card, pdf]) {
      // by URL, without being the supplier: nothing
      const anonymous = await fetch(`${server.url}${url}`);
      expect(anonymous.status).toBe(404);
      const other = await login("newsupplier@demo.vn");
      expect((await fetch(`${server.url}${url}`, { headers: { Authorization: `Bearer ${other.token}` } })).status).toBe(
        404,
      );
      // the supplier, through the back-office
      const name = url.split("/").pop()!;
      const b = await loggedIn(server.url);
      const mine = await fetch(`${server.url}/files/${name}`, { headers: { Cookie: b.cookieHeader() } });
      expect(mine.status).toBe(200);
      expect(mine.headers.get("cache-control")).toBe("private, no-store");
      expect((await mine.arrayBuffer()).byteLength).toBeGreaterThan(20);
      // another supplier through the back-office: not found
      const c = await loggedIn(server.url, "newsupplier@demo.vn");
      expect((await fetch(`${server.url}/files/${name}`, { headers: { Cookie: c.cookieHeader() } })).status).toBe(404);
      // nobody logged in: the login page
      expect((await new Browserless(server.url).get(`/files/${name}`)).redirects[0]).toMatch(/^\/login/);
    }

    // the profile page shows them through the back-office, never by their marketplace path
    const page = await (await loggedIn(server.url)).get("/profile/agency");
    expect(page.html).toContain(`src="/files/${card.split("/").pop()}"`);
    expect(page.html).toContain(`href="/files/${pdf.split("/").pop()}"`);
    expect(page.html).not.toMatch(new RegExp(`(src|href)="${card}"|(src|href)="${pdf}"`));
  });

  it("listing images stay public", async () => {
    const owner = await login("supplier@demo.vn");
    const list = await marketplaceCall(server.url, "GET", "tour/tour?perPage=1", undefined, owner.token);
    const image = list.body.data.docs[0].images[0].url as string;
    const res = await fetch(`${server.url}${image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("public");
  });
});
