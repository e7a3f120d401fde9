// The demo data's images, drawn at seed time (colour gradients, no outside files) and stored like
// real uploads: a saved `files` row (and, for a listing, a `tour_images` row), the bytes in
// <dataDir>/seed (files.folder) so that uploads/ holds only what suppliers sent.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { fileUrl, seedDir } from "./store.js";
import { randomId } from "../shared/ids.js";
import { gradient } from "./gradient.js";

type Trx = Kysely<Database>;

/** One gradient image saved as the agency's upload of `type`; answers its file name (its URL is fileUrl of it). */
export async function seedImageFile(
  trx: Trx,
  dataDir: string,
  agencyId: string,
  image: { colors: readonly [string, string]; w: number; h: number; type: string; created: string },
) {
  const jpeg = await gradient(image.colors[0], image.colors[1], image.w, image.h);
  const filename = `${randomId()}.jpg`;
  await writeFile(path.join(seedDir(dataDir), filename), jpeg, { flag: "wx" });
  await trx
    .insertInto("files")
    .values({
      _id: randomId(),
      agency_id: agencyId,
      filename,
      kind: "image",
      type: image.type,
      mime: "image/jpeg",
      size: jpeg.length,
      saved: 1,
      created_at: image.created,
      folder: "seed",
    })
    .execute();
  return filename;
}

/** One listing image record per pair of colours, in order; answers their ids (what `tours.images` stores). */
export async function seedTourImages(
  trx: Trx,
  dataDir: string,
  agencyId: string,
  colors: readonly (readonly [string, string])[],
  created: string,
  size: { w: number; h: number } = { w: 600, h: 314 },
) {
  const ids: string[] = [];
  for (const pair of colors) {
    const filename = await seedImageFile(trx, dataDir, agencyId, { colors: pair, ...size, type: "tour", created });
    const imageId = randomId();
    await trx
      .insertInto("tour_images")
      .values({ _id: imageId, agency_id: agencyId, filename, url: fileUrl(filename), created_at: created })
      .execute();
    ids.push(imageId);
  }
  return ids;
}
