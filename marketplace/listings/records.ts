// What every listing's one-record calls share (marketplace-api.md "Tours and cruises", "Hotels, bikes,
// transport"): the supplier's own live record (another supplier's or a deleted id answers 404, never
// the record), the soft delete (the lists filter is_deleted), and POST <area>/image, which makes one of
// the supplier's saved image uploads of the area an image record the listing names by its _id.
import type { Kysely, Selectable } from "kysely";
import type { z } from "zod";
import type { DB } from "../db/database.js";
import type { Database } from "../db/schema.js";
import { fileUrl } from "../files/store.js";
import { randomId } from "../shared/ids.js";
import { ApiError, invalidField as invalid, nowIso, parse } from "../shared/http.js";

/** The tables of a supplier's listings and their parts, each row owned, soft-deleted. */
type Owned = "tours" | "hotels" | "bikes" | "transport_services" | "transport_options";
type OwnedRow = { _id: string; agency_id: string; is_deleted: number; updated_at: string };
/** The same database seen through the columns every owned table has (one place states the cast). */
const owned = (db: DB) => db as unknown as Kysely<Record<Owned, OwnedRow>>;

/**
 * The live row `id` of `table` owned by `agencyId` (null: anyone's, for the dev calls); anything else
 * answers 404 `notFound`. An id is at most 64 characters: a longer one names nothing.
 */
export async function ownListing<T extends Owned>(
  db: DB,
  table: T,
  agencyId: string | null,
  id: unknown,
  notFound: string,
): Promise<Selectable<Database[T]>> {
  let q = owned(db)
    .selectFrom(table as Owned)
    .selectAll()
    .where("_id", "=", String(id ?? "").slice(0, 64))
    .where("is_deleted", "=", 0);
  if (agencyId !== null) q = q.where("agency_id", "=", agencyId);
  const row = await q.executeTakeFirst();
  if (!row) throw new ApiError(404, notFound);
  return row as unknown as Selectable<Database[T]>;
}

/** DELETE <listing>/{id}: the row leaves every list and lookup; what it answers. */
export async function softDelete(db: DB, table: Owned, id: string) {
  await owned(db).updateTable(table).set({ is_deleted: 1, updated_at: nowIso() }).where("_id", "=", id).execute();
  return { _id: id };
}

type ImageTable = "tour_images" | "hotel_images" | "bike_images";

/**
 * POST <area>/image {filename}: the supplier's saved image upload of the area (`type`) becomes a record
 * of `table` (404 file_not_found when the supplier has no such file, 422 foreign_file on `filename`
 * for a file not saved, not an image or of another area).
 */
export async function addImageRecord(
  db: DB,
  agencyId: string,
  input: unknown,
  image: { body: z.ZodType<{ filename: string }>; type: "tour" | "hotel" | "bike"; table: ImageTable },
) {
  const { filename } = parse(image.body, input);
  const file = await db
    .selectFrom("files")
    .selectAll()
    .where("filename", "=", filename)
    .where("agency_id", "=", agencyId)
    .executeTakeFirst();
  if (!file) throw new ApiError(404, "file_not_found");
  if (file.saved !== 1 || file.kind !== "image" || file.type !== image.type) throw invalid("filename", "foreign_file");
  const id = randomId();
  const url = fileUrl(filename);
  await db
    .insertInto(image.table)
    .values({ _id: id, agency_id: agencyId, filename, url, created_at: nowIso() })
    .execute();
  return { _id: id, filename, url };
}

/** Every id of `ids` must be one of this supplier's image records of `table`; else 422 foreign_file on `images.i` of the first that is not. */
export async function checkImageRecords(db: DB, table: ImageTable, agencyId: string, ids: string[]) {
  if (!ids.length) return;
  const own = await db
    .selectFrom(table)
    .select("_id")
    .where("agency_id", "=", agencyId)
    .where("_id", "in", ids)
    .execute();
  const found = new Set(own.map((i) => i._id));
  const i = ids.findIndex((id) => !found.has(id));
  if (i >= 0) throw invalid(`images.${i}`, "foreign_file");
}
