// The save of a listing's type form (a hotel's room type, a cruise's cabin type; spec
// hotels-bikes-transport §5 "Room form", tours-cruises §5 "Cabin form"): one multipart post with its
// images uploaded, the form's schema checked, the persons worked out from the bed rows and held to the
// area's bounds (the marketplace does the same), then create or update. A bed row added or removed
// without scripts (Conform's intent) draws the form again; a failed save keeps the form.
import type { AppLoadContext } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { failedSaveReply, redrawReply } from "~/components/form";
import type { UploadRule } from "~/lib/body-limits";
import type { AuthedApi, Envelope } from "~/lib/marketplace.server";
import { addToast, redirectWithToast } from "~/lib/toast.server";
import { once } from "~/lib/form-once.server";
import { parseForm } from "~/lib/validation";
import { readMultipartForm, uploadFormFiles, type Crop, type UploadType } from "~/lib/uploads.server";
import { personsOf, type BedType } from "./beds";
import { imageUrlsOf } from "./listing-save.server";
import { readIntent } from "~/lib/form-intent";

export type TypeFormData = { result: SubmissionResult<string[]>; imageUrls: Record<string, string> };

type Beds = { type?: unknown; quantity?: unknown }[];

export async function saveTypeForm<S extends z.ZodType<{ beds: Beds }>>(args: {
  /** the limits the route declares for its form (its `handle.body`) */
  body: UploadRule;
  request: Request;
  context: AppLoadContext;
  api: AuthedApi;
  schema: S;
  /** the type's image uploads */
  images: { type: UploadType; max: number; crop?: Crop };
  /** the area's bed types, and the persons a type may hold */
  bedTypes: () => Promise<BedType[]>;
  persons: { min: number; max: number };
  /** the record edited, or null for a new one */
  record: { _id: string } | null;
  toPayload: (value: z.output<S>, persons: number) => object;
  create: (api: AuthedApi, body: object) => Promise<Envelope<unknown>>;
  update: (api: AuthedApi, id: string, body: object) => Promise<Envelope<unknown>>;
  /** the error message key for a failed create / update */
  failed: { create: string; update: string };
  /** where a save leads, and its message for a create / update */
  back: string;
  saved: { create: string; update: string };
}): Promise<TypeFormData | Response> {
  const { api, context, record, persons: bounds } = args;
  const form = await readMultipartForm(args.request, args.body);
  // "save", or none: a list button (a bed row added or removed) posted without scripts
  const intent = readIntent(form, ["save"]);
  form.delete("intent");
  const { type, max, crop } = args.images;
  const rule = crop ? { kind: "image" as const, max, crop } : { kind: "image" as const, max };
  const fileErrors = await uploadFormFiles(api, form, { lists: { images: rule } }, type);
  const submission = parseForm(form, { schema: args.schema });
  const payload = submission.payload as Record<string, unknown>;
  const redraw = (result: SubmissionResult<string[]>): TypeFormData => ({
    result,
    imageUrls: imageUrlsOf([payload.images ?? []].flat().map(String)),
  });
  if (submission.status === undefined || intent !== "save") return redraw(redrawReply(submission, fileErrors));
  const bedTypes = await args.bedTypes();
  const persons = submission.status === "success" ? personsOf(submission.value.beds, bedTypes) : bounds.min;
  const personsError: Record<string, string[]> =
    persons < bounds.min || persons > bounds.max ? { beds: [`max_num:${bounds.max}`] } : {};
  if (submission.status !== "success" || Object.keys(fileErrors).length || Object.keys(personsError).length) {
    return redraw(failedSaveReply(submission, personsError, fileErrors));
  }
  const body = args.toPayload(submission.value, persons);
  const reply = record ? await args.update(api, record._id, body) : await args.create(once(api, form, context), body);
  if (reply.code !== 200) {
    const failed = record ? args.failed.update : args.failed.create;
    await addToast(context, { kind: "error", message: failed });
    return redraw(submission.reply({ formErrors: [failed] }));
  }
  return redirectWithToast(context, args.back, {
    kind: "success",
    message: record ? args.saved.update : args.saved.create,
  });
}
