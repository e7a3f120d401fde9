// SQL pieces the migrations share.
import { sql } from "kysely";

/** The current instant as ISO 8601 text, a column default. */
export const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
