// The demo supplier's business registration certificate (spec tours-cruises §3 "Supplier": an
// organisation keeps a PDF certificate): a small, valid one-page PDF made here, stored like an
// upload (a saved `files` row, the bytes in <dataDir>/seed) and named on the agency.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { randomId } from "../shared/ids.js";
import { fileUrl, seedDir } from "../files/store.js";

/** A one-page PDF with a line of text, its cross-reference table computed from the bytes. */
export function certificatePdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, "\\$&");
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

export async function seedCertificate(trx: Kysely<Database>, dataDir: string, agency: { _id: string }) {
  const current = await trx
    .selectFrom("agencies")
    .select("bussiness_cer_file")
    .where("_id", "=", agency._id)
    .executeTakeFirstOrThrow();
  if (current.bussiness_cer_file) return;
  const pdf = certificatePdf("Business registration certificate - Saigon Discovery Travel (demo)");
  const filename = `${randomId()}.pdf`;
  await writeFile(path.join(seedDir(dataDir), filename), pdf, { flag: "wx" });
  await trx
    .insertInto("files")
    .values({
      _id: randomId(),
      agency_id: agency._id,
      filename,
      kind: "pdf",
      type: "agency",
      mime: "application/pdf",
      size: pdf.length,
      saved: 1,
      created_at: new Date().toISOString(),
      folder: "seed",
    })
    .execute();
  await trx
    .updateTable("agencies")
    .set({ bussiness_cer_file: fileUrl(filename) })
    .where("_id", "=", agency._id)
    .execute();
}
