// The cruise form's Conform fields, typed from its schema: the form and its sections both import
// this module, so neither imports the other.
import type { useSchemaForm } from "~/components/form";
import type { CruiseSchema } from "./schema";

export type CruiseFields = ReturnType<typeof useSchemaForm<typeof CruiseSchema>>[1];
