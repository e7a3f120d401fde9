// The supplier form's two mappings: a stored record comes back as the payload it was saved from.
import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import type { AgencyRecord } from "../api.server";
import { AgencySchema, toFormValues, toPayload } from "./schema";

// the values as the browser posts them: dot and index paths
const flat = (o: unknown, at = ""): [string, string][] =>
  Array.isArray(o)
    ? o.flatMap((x, i) => flat(x, `${at}[${i}]`))
    : o && typeof o === "object"
      ? Object.entries(o).flatMap(([k, x]) => flat(x, at ? `${at}.${k}` : k))
      : [[at, String(o)]];
const fields = (entries: [string, string][]) => {
  const fd = new FormData();
  for (const [k, v] of entries) if (v !== "") fd.append(k.replace(/^(images|enterprise_type)\[\d+\]$/, "$1"), v);
  return fd;
};

describe("toFormValues and toPayload (spec §5 Supplier profile)", () => {
  it("read back a saved organisation as it was sent", () => {
    const record = {
      _id: "s1",
      name: "Saigon Discovery Travel",
      owner_name: "Nguyễn Văn Minh",
      type: true,
      email: "info@sdt.vn",
      dial_code: "84",
      phone: "2838234567",
      address: "12 Lê Lợi",
      area: { _id: "a1", name: "Châu Á" },
      country: { _id: "c1", name: "Việt Nam" },
      city: { _id: "t1", name: "Hồ Chí Minh" },
      logo: "/api/v1/files/logo.png",
      website: "https://sdt.vn",
      summary: "",
      enterprise_type: ["dmc"],
      company_scale: "",
      language: "en",
      contact_methods: [
        { name: "zalo", value: "0912345678" },
        { name: "viber", value: "0987654321" },
      ],
      images: ["/api/v1/files/a.jpg"],
      bussiness_tax_code: "0312345678",
      bussiness_issue_by: "Sở KH&ĐT",
      bussiness_cer_file: "/api/v1/files/cer.pdf",
      company_verification_tour_docs: "c",
      bank_swift_code: "BFTVVNVX",
    } as unknown as AgencyRecord;
    const values = toFormValues(record);
    expect(values).toMatchObject({ type: "organisation", dial_country: "VN", area: "a1", language: "en" });
    const submission = parseWithZod(fields(flat(values)), { schema: AgencySchema });
    expect(submission.status === "error" ? submission.error : null).toBeNull();
    const payload = toPayload((submission as { value: Parameters<typeof toPayload>[0] }).value);
    expect(payload).toMatchObject({
      type: true,
      dial_code: "84",
      phone: "2838234567",
      area: "a1",
      country: "c1",
      city: "t1",
      enterprise_type: ["dmc"],
      contact_methods: record.contact_methods,
      images: ["/api/v1/files/a.jpg"],
      logo: "/api/v1/files/logo.png",
      bussiness_cer_file: "/api/v1/files/cer.pdf",
      company_verification_tour_docs: "c",
      bank_swift_code: "BFTVVNVX",
    });
  });
});
