// The tour form's Conform meta and fields, typed from its schema: the form and its sections both
// import this module, so neither imports the other.
import type { useSchemaForm } from "~/components/form";
import type { TourSchema } from "./schema";

export type TourFormMeta = ReturnType<typeof useSchemaForm<typeof TourSchema>>[0];
export type TourFields = ReturnType<typeof useSchemaForm<typeof TourSchema>>[1];
