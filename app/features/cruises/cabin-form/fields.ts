// The cabin form's Conform form and fields, typed from its schema: the form and its sections both
// import this module, so neither imports the other.
import type { useSchemaForm } from "~/components/form";
import type { CabinSchema } from "../cabin-form";

type CabinForm = ReturnType<typeof useSchemaForm<typeof CabinSchema>>;
export type CabinFormMeta = CabinForm[0];
export type CabinFields = CabinForm[1];
