// The room form's Conform fields, typed from its schema: the form and its sections both import
// this module, so neither imports the other.
import type { useSchemaForm } from "~/components/form";
import type { RoomSchema } from "./schema";

export type RoomFields = ReturnType<typeof useSchemaForm<typeof RoomSchema>>[1];
