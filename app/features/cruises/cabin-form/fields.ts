// The cabin form's Conform fields, typed from its schema: the form and its sections both import
// this module, so neither imports the other.
import type { useSchemaForm } from "~/components/form";
import type { CabinSchema } from "./schema";

export type CabinFields = ReturnType<typeof useSchemaForm<typeof CabinSchema>>[1];
