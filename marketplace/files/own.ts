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
