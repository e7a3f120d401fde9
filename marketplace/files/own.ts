// Which files a supplier may name: only its own saved uploads of the right kind. A photo url of
// another supplier, of nowhere or of anything else answers 422 `foreign_file` on its field, the rule
// the cruise and cabin images and the supplier profile's files follow too.
import type { DB } from "../db/database.js";
import { invalidField as invalid } from "../shared/http.js";
import { filenameOf } from "./store.js";

/** `url` must be this supplier's saved upload of `kind`; else 422 foreign_file on `field`. */
export async function checkOwnUpload(db: DB, agencyId: string, url: string, field: string, kind: "image" | "pdf") {
  const filename = filenameOf(url);
  const file = filename
    ? await db
        .selectFrom("files")
        .select("_id")
        .where("filename", "=", filename)
        .where("agency_id", "=", agencyId)
        .where("saved", "=", 1)
        .where("kind", "=", kind)
        .executeTakeFirst()
    : undefined;
  if (!file) throw invalid(field, "foreign_file");
}

/** Every name of `filenames` must be this supplier's saved image upload; else 422 foreign_file on `field.i` of the first that is not. */
export async function checkOwnImages(db: DB, agencyId: string, filenames: string[], field: string) {
  if (!filenames.length) return;
  const own = await db
    .selectFrom("files")
    .select("filename")
    .where("agency_id", "=", agencyId)
    .where("filename", "in", filenames)
    .where("saved", "=", 1)
    .where("kind", "=", "image")
    .execute();
  const found = new Set(own.map((f) => f.filename));
  const i = filenames.findIndex((f) => !found.has(f));
  if (i >= 0) throw invalid(`${field}.${i}`, "foreign_file");
}
