// spec tours-cruises §5 "Booking actions": the forms of the booking detail. One schema each,
// used by Conform in the browser and by the action on the server.
import { z } from "zod";
import { msg, requiredEmail, requiredText } from "~/lib/validation";
import { CONTACT_METHODS } from "~/features/profile/options";

export const CONTACT_KINDS = ["tour_operator", "tour_guide", "tour_driver"] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

const note = z.string().trim().max(200, { error: msg("max_string_length", 200) }).optional();

const ContactMethodSchema = z.object({
  name: z.enum(CONTACT_METHODS, { error: "required" }),
  value: requiredText({ max: 50 }),
});
// at least one row; the first cannot be removed (the screen offers no remove button on it)
const ContactMethodsSchema = z.array(ContactMethodSchema, { error: msg("min_items", 1) }).min(1, { error: msg("min_items", 1) });

export const ContactPersonSchema = z.object({
  fullname: requiredText({ max: 64 }),
  email: requiredEmail({ max: 64 }),
  contact_methods: ContactMethodsSchema,
  note,
});

export const DriverSchema = z.object({
  fullname: requiredText({ max: 64 }),
  license_plate: requiredText({ max: 64 }),
  contact_methods: ContactMethodsSchema,
  note,
});

/**
 * An optional block (guide, driver): left blank it is absent. The method select always sends a
 * name, so "blank" means no text typed anywhere in the block.
 */
function optionalBlock<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => (hasText(value) ? value : undefined), schema.optional());
}
function hasText(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  // a contact row counts by its value only: its name is a select that always sends one
  if (Array.isArray(value)) return value.some((v) => (v && typeof v === "object" ? hasText((v as { value?: unknown }).value) : hasText(v)));
  if (value && typeof value === "object") return Object.values(value).some(hasText);
  return false;
}

/** paid → confirmed: the operator is required, guide and driver optional (spec §4). */
export const ConfirmSchema = z.object({
  tour_operator: ContactPersonSchema,
  tour_guide: optionalBlock(ContactPersonSchema),
  tour_driver: optionalBlock(DriverSchema),
});

/** paid → cancelled: spec §8 'please enter reason cancel tour', 'reason up to 200 characters'. */
export const CancelSchema = z.object({
  reason_cancel: z.string({ error: "reason_cancel_required" }).trim().min(1, { error: "reason_cancel_required" })
    .max(200, { error: "reason_cancel_max" }),
});

/** actUpd updInfo: one contact block at a time. */
export const ContactUpdateSchemas = {
  tour_operator: z.object({ tour_operator: ContactPersonSchema }),
  tour_guide: z.object({ tour_guide: ContactPersonSchema }),
  tour_driver: z.object({ tour_driver: DriverSchema }),
} as const;
