// The price package form's Conform meta, fields and rows, typed from its schema: the editor and its
// sections both import this module, so neither imports the other.
import type { useSchemaForm } from "~/components/form";
import type { PricePackageSchema } from "./schema";

export type PackageFormMeta = ReturnType<typeof useSchemaForm<typeof PricePackageSchema>>[0];
export type PackageFields = ReturnType<typeof useSchemaForm<typeof PricePackageSchema>>[1];
export type GroupRow = ReturnType<ReturnType<PackageFields["group"]["getFieldList"]>[number]["getFieldset"]>;
export type ClassRow = ReturnType<ReturnType<PackageFields["class"]["getFieldList"]>[number]["getFieldset"]>;
/** A named row of any of the three lists (group, class, child price). */
export type PackageRow = Pick<GroupRow, "name" | "translations">;
