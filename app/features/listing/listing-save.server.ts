// The save of a listing form (tours, cruises, bikes): one multipart post with images uploaded and cropped,
// places cascaded, the form's schema checked, image urls turned into the marketplace's image records,
// then create or update. The caller names its schema, crop, payload, its create/update calls, messages
// and where a save leads.
import type { AppLoadContext } from "@remix-run/node";
import { failedSaveReply, redrawReply } from "~/components/form";
import type { SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import type { AuthedApi, Envelope } from "~/lib/marketplace.server";
import { addToast, redirectWithToast } from "~/lib/toast.server";
import { once } from "~/lib/form-once.server";
import { sanitizeHtml } from "~/lib/html.server";
import type { UploadRule } from "~/lib/body-limits";
import { publicFileUrl, readMultipartForm, uploadFormFiles, type Crop, type UploadType } from "~/lib/uploads.server";
import { cascadePlaces, placeLists, type PlaceLists } from "~/features/places/index.server";
import { MAX_LISTING_IMAGES } from "./listing-form";
import { addListingImage } from "./api.server";
import { msg, parseForm } from "~/lib/validation";
import { readIntent } from "~/lib/form-intent";

export type ListingFormData<Step = never> = {
  result: SubmissionResult<string[]>;
  places: PlaceLists;
  imageUrls: Record<string, string>;
  /** what the form's own step answered (the address finder's places found), when the post was that step */
  step?: Step;
};

/** The form's image values (file names or urls) with the url each shows. */
export const imageUrlsOf = (urls: string[]) => Object.fromEntries(urls.map((u) => [u, publicFileUrl(u) ?? u]));

export async function saveListingForm<S extends z.ZodType<{ images?: string[] }>, Step = never>(args: {
  /** the limits the route declares for its form (its `handle.body`) */
  body: UploadRule;
  request: Request;
  context: AppLoadContext;
  api: AuthedApi;
  lang: string;
  /** the record edited, or null for a new one */
  record: { _id: string; images?: { url: string; _id: string }[] } | null;
  schema: S;
  crop: Crop;
  /** the listing's uploads and image records (default a tour's: type tour, tour/image, 15 images) */
  images?: {
    type: UploadType;
    max: number;
    record: (api: AuthedApi, filename: string) => Promise<Envelope<{ _id: string }>>;
  };
  toPayload: (value: z.output<S>, imageIds: string[], sanitize: typeof sanitizeHtml) => object;
  /** the area's create and update calls */
  create: (api: AuthedApi, body: object) => Promise<Envelope<{ _id: string }>>;
  update: (api: AuthedApi, id: string, body: object) => Promise<Envelope<unknown>>;
  /** the error message key for a failed create / update */
  failed: { create: string; update: string };
  /** where a save leads, and its message */
  saved: (id: string) => { to: string; message: string };
  /**
   * A step of the form's own before it is judged (the address finder: a chosen place applied, "find"
   * answered): what it returns, the post was that step and the form is drawn again with it.
   */
  step?: (form: FormData, intent: string) => Promise<Step | null>;
  /** the intents of the form's own step's buttons (the address finder's "find") */
  stepIntents?: readonly string[];
}): Promise<ListingFormData<Step> | Response> {
  const { request, context, api, lang, record, schema } = args;
  const form = await readMultipartForm(request, args.body);
  const intent = readIntent(form, ["save", "places", ...(args.stepIntents ?? [])], "save") ?? "save";
  form.delete("intent");
  cascadePlaces(form);
  const images = args.images ?? { type: "tour", max: MAX_LISTING_IMAGES, record: addListingImage };
  const fileErrors = await uploadFormFiles(
    api,
    form,
    { lists: { images: { kind: "image", max: images.max, crop: args.crop } } },
    images.type,
  );
  const step = args.step ? await args.step(form, intent) : null;
  const submission = parseForm(form, { schema });
  const payload = submission.payload as Record<string, unknown>;
  const redraw = async (result: SubmissionResult<string[]>): Promise<ListingFormData<Step>> => ({
    result,
    places: await placeLists(api, lang, String(payload.area ?? ""), String(payload.country ?? "")),
    imageUrls: imageUrlsOf([payload.images ?? []].flat().map(String)),
  });
  if (step !== null) return { ...(await redraw(redrawReply(submission, fileErrors))), step };
  if (submission.status === undefined || intent === "places") {
    return redraw(redrawReply(submission, fileErrors));
  }
  if (submission.status !== "success" || Object.keys(fileErrors).length) {
    // the form piece adds spec §8's 7-second warning and focuses the first invalid field
    return redraw(failedSaveReply(submission, fileErrors));
  }

  const { imageIds, refused } = await imageRecordIds(api, record, submission.value.images ?? [], images.record);
  if (refused) return redraw(failedSaveReply(submission, refused));
  const body = args.toPayload(submission.value, imageIds, sanitizeHtml);
  const reply = record ? await args.update(api, record._id, body) : await args.create(once(api, form, context), body);
  if (reply.code !== 200) {
    const failed = record ? args.failed.update : args.failed.create;
    await addToast(context, { kind: "error", message: failed });
    return redraw(submission.reply({ formErrors: [failed] }));
  }
  const { to, message } = args.saved(record?._id ?? (reply.data as { _id: string })._id);
  return redirectWithToast(context, to, { kind: "success", message });
}

/** Longest image name a refusal quotes (a crafted value may be any length). */
const QUOTED_NAME = 80;

/**
 * The form holds image urls (or file names); the marketplace wants image records: the record's own are
 * reused, the new ones made. An image the marketplace will not make a record of (no such upload of this
 * supplier, another's, not an image of the area) refuses the save by name on the images field (spec
 * tours-cruises §8: every refusal says why), rather than being left out without a word.
 */
async function imageRecordIds(
  api: AuthedApi,
  record: { images?: { url: string; _id: string }[] } | null,
  urls: string[],
  make: (api: AuthedApi, filename: string) => Promise<Envelope<{ _id: string }>>,
): Promise<{ imageIds: string[]; refused: Record<string, string[]> | null }> {
  const known = new Map((record?.images ?? []).map((i) => [i.url, i._id]));
  const imageIds: string[] = [];
  const names: string[] = [];
  for (const url of urls) {
    const filename = url.split("/").pop() ?? "";
    const id = known.get(url) ?? (filename ? (await make(api, filename)).data?._id : undefined);
    if (id) imageIds.push(id);
    else names.push(filename.slice(0, QUOTED_NAME) || url.slice(0, QUOTED_NAME));
  }
  return { imageIds, refused: names.length ? { images: [msg("image_refused", names.join(", "))] } : null };
}
