// The vehicle form (spec hotels-bikes-transport §5 "Vehicle form"): one schema for Conform in the
// browser and the action on the server, the record as form values, and the form as the API body.
import { z } from "@contract/zod";
import { visibleText } from "@contract/input";
import { BODY_STYLES, GEARBOXES, VEHICLE_LIMITS as V } from "@contract/transport";
import type { VehicleBody } from "@contract/api/transport";
import { isImageUrl } from "@contract/api/files";
import { msg, requiredText } from "~/lib/validation";
import { uploadRule } from "~/lib/body-limits";

export type Vehicle = {
  _id: string;
  type: string;
  brand: string;
  similar: string;
  year_of_manufacture: string | null;
  doors: number;
  ac: boolean;
  gearbox: string;
  avatar: string | null;
  created_at?: string;
  /** a service uses it: the marketplace refuses its deletion, so none is offered (list only) */
  in_use?: boolean;
};

export const VehicleFormSchema = z.object({
  id: z.string().max(64).optional(),
  type: requiredText({ max: V.type }),
  brand: requiredText({ max: V.brand }),
  similar: z.enum(BODY_STYLES, { error: "required" }),
  year_of_manufacture: z
    .string()
    .overwrite(visibleText)
    .max(V.year, { error: msg("max_string_length", V.year) })
    .optional(),
  doors: z
    .number({ error: (i) => (i.input === undefined ? "required" : "whole_number") })
    .int({ error: "whole_number" })
    .min(V.doors.min, { error: msg("min_num", V.doors.min) })
    .max(V.doors.max, { error: msg("max_num", V.doors.max) }),
  // a select of yes/no: "required" until one is chosen (§5 "ac required")
  ac: z.enum(["yes", "no"], { error: "required" }),
  gearbox: z.enum(GEARBOXES, { error: "required" }),
  // the stored photo's url (a new file travels as avatar_file and is stored by the action)
  avatar: z.string().max(300).refine(isImageUrl, { error: "foreign_file" }).optional(),
});
export type VehicleForm = z.infer<typeof VehicleFormSchema>;

export function toFormValues(v: Vehicle | null): Record<string, unknown> {
  if (!v) return {};
  return {
    id: v._id,
    type: v.type,
    brand: v.brand,
    similar: v.similar,
    year_of_manufacture: v.year_of_manufacture ?? "",
    doors: String(v.doors),
    ac: v.ac ? "yes" : "no",
    gearbox: v.gearbox,
    avatar: v.avatar ?? "",
  };
}

export function toPayload(f: VehicleForm): VehicleBody {
  return {
    type: f.type,
    brand: f.brand,
    similar: f.similar,
    year_of_manufacture: f.year_of_manufacture || null,
    doors: f.doors,
    ac: f.ac === "yes",
    gearbox: f.gearbox,
    avatar: f.avatar || null,
  };
}

/** §5: the photo is cropped to 700:466 and saved at quality 0.8. */
export const VEHICLE_PHOTO = { width: 700, height: 466 } as const;
/** What one post of the vehicle dialog may hold: one photo under 1 MB (§5 "Vehicle form") and its fields (body-limits.ts). */
export const VEHICLE_FORM_BODY = uploadRule({ images: 1, parts: 40, fieldBytes: 8 * 1024, textBytes: 64 * 1024 });
