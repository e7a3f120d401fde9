// The demo listings' images, drawn at seed time (colour gradients, no outside files) and stored like
// real uploads: a saved `files` row and a `tour_images` row, the bytes in <dataDir>/seed
// (files.folder) so that uploads/ holds only what suppliers sent.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { fileUrl, seedDir } from "../files/store.js";
import { randomId } from "../shared/ids.js";

/** A JPEG fading from one colour to the other: 600×314 is the 1200:628 ratio of spec §5 (cruises 1.6). */
export async function gradient(from: string, to: string, w = 600, h = 314) {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [a, b] = [rgb(from), rgb(to)];
  const pixels = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = (x / w) * 0.7 + (y / h) * 0.3;
      for (let c = 0; c < 3; c++) pixels[(y * w + x) * 3 + c] = Math.round(a[c]! * (1 - t) + b[c]! * t);
    }
  }
  return sharp(pixels, { raw: { width: w, height: h, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

/** One image record per pair of colours, in order; answers their ids (what `tours.images` stores). */
export async function seedTourImages(trx: Kysely<Database>, dataDir: string, agencyId: string, colors: readonly (readonly [string, string])[],
  created: string, size: { w: number; h: number } = { w: 600, h: 314 }) {
  const dir = seedDir(dataDir);
  const ids: string[] = [];
  for (const [from, to] of colors) {
    const jpeg = await gradient(from, to, size.w, size.h);
    const filename = `${randomId()}.jpg`;
    await writeFile(path.join(dir, filename), jpeg, { flag: "wx" });
    await trx.insertInto("files").values({
      _id: randomId(), agency_id: agencyId, filename, kind: "image", type: "tour", mime: "image/jpeg", size: jpeg.length, saved: 1, created_at: created, folder: "seed",
    }).execute();
    const imageId = randomId();
    await trx.insertInto("tour_images").values({ _id: imageId, agency_id: agencyId, filename, url: fileUrl(filename), created_at: created }).execute();
    ids.push(imageId);
  }
  return ids;
}
