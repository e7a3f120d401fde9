// The transport service form's Conform fields, typed from its schema: the page and its sections both
// import this module, so neither imports the other.
import type { FieldMetadata } from "@conform-to/react";
import type { useSchemaForm } from "~/components/form";
import type { ServiceFormSchema } from "./schema";

export type ServiceFields = ReturnType<typeof useSchemaForm<typeof ServiceFormSchema>>[1];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Field = FieldMetadata<any, any, string[]>;
/** The field's value as the form was drawn with it. */
export const initial = (f: Field) => (f.initialValue as string | undefined) ?? "";
