// The demo listings' images, drawn at seed time (colour gradients, no outside files) and stored like
// real uploads: a saved `files` row and a `tour_images` row, the bytes in <dataDir>/seed
// (files.folder) so that uploads/ holds only what suppliers sent.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { fileUrl, seedDir } from "../files/store.js";
import { randomId } from "../shared/ids.js";
import { gradient } from "../files/gradient.js";

/** One image record per pair of colours, in order; answers their ids (what `tours.images` stores). */
export async function seedTourImages(
  trx: Kysely<Database>,
  dataDir: string,
  agencyId: string,
  colors: readonly (readonly [string, string])[],
  created: string,
  size: { w: number; h: number } = { w: 600, h: 314 },
) {
  const dir = seedDir(dataDir);
  const ids: string[] = [];
  for (const [from, to] of colors) {
    const jpeg = await gradient(from, to, size.w, size.h);
    const filename = `${randomId()}.jpg`;
    await writeFile(path.join(dir, filename), jpeg, { flag: "wx" });
    await trx
      .insertInto("files")
      .values({
        _id: randomId(),
        agency_id: agencyId,
        filename,
        kind: "image",
        type: "tour",
        mime: "image/jpeg",
        size: jpeg.length,
        saved: 1,
        created_at: created,
        folder: "seed",
      })
      .execute();
    const imageId = randomId();
    await trx
      .insertInto("tour_images")
      .values({ _id: imageId, agency_id: agencyId, filename, url: fileUrl(filename), created_at: created })
      .execute();
    ids.push(imageId);
  }
  return ids;
}
