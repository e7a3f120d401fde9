// spec tours-cruises §5 "Booking actions": the forms of the booking detail. One schema each,
// used by Conform in the browser and by the action on the server.
import { z } from "@contract/zod";
import { hasVisibleText, visibleText } from "@contract/input";
import { msg, requiredEmail, requiredText } from "~/lib/validation";
import { ContactMethodSchema, contactMethodRows } from "@contract/api/bookings";
import { serviceOf, TOUR, TRANSPORT, type ContactFields, type ServiceDescriptor } from "@contract/services";

/** A contact person's order field (tour_operator, tour_guide, tour_driver; transport operator, guide, driver). */
export type ContactKind = string;

const note = z
  .string()
  .overwrite(visibleText)
  .max(200, { error: msg("max_string_length", 200) })
  .optional();

// the contract's rows and bounds: a method of the list, 1 to 10 rows; the first cannot be removed
// (the screen offers no remove button on it)
const ContactMethodsSchema = contactMethodRows(z.array(ContactMethodSchema, { error: msg("min_items", 1) }));

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
  if (typeof value === "string") return hasVisibleText(value);
  // a contact row counts by its value only: its name is a select that always sends one
  if (Array.isArray(value))
    return value.some((v) => (v && typeof v === "object" ? hasText((v as { value?: unknown }).value) : hasText(v)));
  if (value && typeof value === "object") return Object.values(value).some(hasText);
  return false;
}

/** One schema object per service and form, built on first use and kept (Conform and the action see the same one). */
const built = new Map<string, z.ZodType>();
const cached = <S extends z.ZodType>(key: string, make: () => S): S => {
  if (!built.has(key)) built.set(key, make());
  return built.get(key) as S;
};

/** paid → confirmed: the operator is required, guide and driver optional (spec §4; transport §4 too). */
export const confirmSchema = (c: ContactFields) =>
  cached(`confirm ${c.operator} ${c.guide} ${c.driver}`, () =>
    z.object({
      [c.operator]: ContactPersonSchema,
      [c.guide]: optionalBlock(ContactPersonSchema),
      [c.driver]: optionalBlock(DriverSchema),
    }),
  );
export const ConfirmSchema = confirmSchema(TOUR.contacts);

/** paid → cancelled: spec §8 'please enter reason cancel tour' (transport: pleaseEnterReasonCancelTransport), up to 200. */
const cancelOf = (required: string) =>
  z.object({
    reason_cancel: z
      .string({ error: required })
      .overwrite(visibleText)
      .min(1, { error: required })
      .max(200, { error: "reason_cancel_max" }),
  });
/** The cancel form's schema of a service: its descriptor's own "enter a reason" message. */
export const cancelSchemaFor = (service: Pick<ServiceDescriptor, "id">) => {
  const required = serviceOf(service.id).cancelReasonRequired;
  return cached(`cancel ${required}`, () => cancelOf(required));
};
export const CancelSchema = cancelSchemaFor(TOUR);
export const TransportCancelSchema = cancelSchemaFor(TRANSPORT);

/** actUpd updInfo: one contact block at a time; the driver's block has a license plate, the others an e-mail. */
export const contactUpdateSchema = (c: ContactFields, kind: ContactKind) =>
  cached(`contact ${kind} ${kind === c.driver}`, () =>
    z.object({ [kind]: kind === c.driver ? DriverSchema : ContactPersonSchema }),
  );

/** confirmed → agency_begin where the service needs a driver to start (transport §4): the driver, complete. */
export const startSchema = (c: ContactFields) =>
  cached(`start ${c.driver}`, () => z.object({ [c.driver]: z.preprocess((v) => v ?? {}, DriverSchema) }));
