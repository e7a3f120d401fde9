// The bike form's Conform fields, typed from its schema: the form and its sections both import
// this module, so neither imports the other.
import type { useSchemaForm } from "~/components/form";
import type { BikeSchema } from "./schema";

export type BikeFields = ReturnType<typeof useSchemaForm<typeof BikeSchema>>[1];
