// The supplier profile form's Conform meta and fields, typed from its schema: the form and its
// sections both import this module, so neither imports the other.
import type { useSchemaForm } from "~/components/form";
import type { AgencySchema } from "./schema";

export type AgencyFormMeta = ReturnType<typeof useSchemaForm<typeof AgencySchema>>[0];
export type AgencyFields = ReturnType<typeof useSchemaForm<typeof AgencySchema>>[1];
