// The hotel form's Conform fields, typed from its schema: the form and its sections both import
// this module, so neither imports the other.
import type { useSchemaForm } from "~/components/form";
import type { HotelSchema } from "./schema";

export type HotelFields = ReturnType<typeof useSchemaForm<typeof HotelSchema>>[1];
