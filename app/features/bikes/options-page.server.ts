// /bike/{idBike}/options (spec hotels-bikes-transport §2 Bike, §5 "Bike option form"): the bike's
// rental options and one form that edits the option chosen in the URL (?option={id}) or adds one
// when none is chosen; delete behind a confirmation (?confirm=delete&id=…). A missing or foreign
// bike goes back to /bike (§8); an option id that is not this bike's shows the add form.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { i18nServer } from "~/lib/i18n.server";
import { localName } from "~/lib/local-name";
import { addToast, redirectWithToast } from "~/lib/toast.server";
import { deletedToast, listBackPath } from "~/features/listing/index.server";
import { once } from "~/lib/form-once.server";
import { failedSaveReply, formError } from "~/components/form";
import { issuesToFieldErrors, parseForm } from "~/lib/validation";
import type { UploadRule } from "~/lib/body-limits";
import { isChosenFile, prepareUpload, publicFileUrl, readMultipartForm, sendUpload } from "~/lib/uploads.server";
import { createOption, deleteOption, listOptions, listUnits, updateOption, type BikeOption } from "./api.server";
import { unitAction } from "./option-units.server";
import { UNIT_INTENTS } from "./unit-form";
import { requireBike } from "./bike-page.server";
import { OPTION_AVATAR, OptionSchema, toPayload } from "./option-form";
import { optionCalendarAction, optionCalendarData, type ChosenOption } from "./option-calendar/page.server";
import { readIntent, refuseForm } from "~/lib/form-intent";
import { CALENDAR_INTENTS } from "~/features/calendar/index.server";

/** The option whose calendar the page shows: the one chosen in the URL (?option=), if it is this bike's. */
const calendarOption = (o: BikeOption | null | undefined): ChosenOption | null =>
  o ? { _id: o._id, calendar: o.calendar ?? null, quantity_default: o.quantity_default } : null;

export const optionsPath = (bikeId: string) => `/bike/${encodeURIComponent(bikeId)}/options`;

export async function optionsLoader({ request, params, context }: LoaderFunctionArgs) {
  const { api, lang, bike } = await requireBike(request, context, params.idBike);
  const url = new URL(request.url);
  const t = await i18nServer.getFixedT(request, "bike");
  const reply = await listOptions(api, bike._id);
  const withPhoto = (o: BikeOption) => ({ ...o, photo: publicFileUrl(o.avatar), shownName: localName(o, lang) });
  const options = reply.code === 200 && reply.data ? reply.data.docs.map(withPhoto) : [];
  const chosen = options.find((o) => o._id === url.searchParams.get("option")) ?? null;
  const confirmId = url.searchParams.get("confirm") === "delete" ? url.searchParams.get("id") : null;
  return {
    title: t("options.title"),
    bike: { _id: bike._id, name: localName(bike, lang), currency: bike.currency },
    options,
    warning: reply.code === 200 ? null : "bike:options.loadFailed",
    chosen,
    deleting: options.find((o) => o._id === confirmId) ?? null,
    calendar: await optionCalendarData(api, url, calendarOption(chosen), bike.currency ?? "VND"),
    // the chosen option's vehicles (contract/front-desk.ts "Per-vehicle units")
    units: chosen ? ((await listUnits(api, chosen._id)).data?.docs ?? []) : [],
  };
}

export async function optionsAction({ request, params, context }: ActionFunctionArgs, body: UploadRule) {
  const { api, bike } = await requireBike(request, context, params.idBike);
  const form = await readMultipartForm(request, body);
  const intent = readIntent(form, ["delete", "save", ...CALENDAR_INTENTS, ...UNIT_INTENTS]) ?? refuseForm();
  if (intent === "delete") {
    const reply = await deleteOption(api, String(form.get("id") ?? ""));
    // the deleted option is chosen no more: back to the add form
    const to = listBackPath(request, optionsPath(bike._id), ["confirm", "id", "option"]);
    return deletedToast(context, to, reply, {
      deleted: "common:deleteSuccess",
      failed: "common:deleteFailed",
      // rentals still to come hold the option (the marketplace refuses with 409)
      conflict: "bike:options.deleteBooked",
    });
  }
  if (intent !== "save") {
    // the calendar's and the units' forms act on the chosen option, which must be one of this bike's
    const url = new URL(request.url);
    const chosen = url.searchParams.get("option");
    const listed = chosen ? await listOptions(api, bike._id) : null;
    const option = calendarOption(listed?.data?.docs.find((o) => o._id === chosen));
    if (!option) throw new Response(null, { status: 404 });
    if (intent === "addUnit" || intent === "removeUnit") {
      const back = `${optionsPath(bike._id)}?option=${encodeURIComponent(option._id)}`;
      return unitAction(intent, form, { api, context, option: option._id, back });
    }
    const reply = await optionCalendarAction(form, { api, context, url, option, currency: bike.currency ?? "VND" });
    return reply;
  }
  // the avatar first (§5: JPEG or PNG under 1 MB, cropped square at 0.8): a refused one is a field error
  const file = form.get("avatar_file");
  form.delete("avatar_file");
  const fileErrors: Record<string, string[]> = {};
  if (isChosenFile(file)) {
    const prepared = await prepareUpload(file, "image", OPTION_AVATAR);
    const sent = prepared.ok ? await sendUpload(api, prepared, "image", "bike") : prepared;
    if (sent.ok) form.set("avatar", sent.url);
    else fileErrors.avatar = [sent.error];
  }
  const submission = parseForm(form, { schema: OptionSchema });
  if (submission.status !== "success" || Object.keys(fileErrors).length) {
    return { result: failedSaveReply(submission, fileErrors) };
  }
  const v = submission.value;
  const reply = v.id
    ? await updateOption(api, v.id, toPayload(v, bike._id))
    : await createOption(once(api, form, context), toPayload(v, bike._id));
  if (reply.code !== 200) {
    const failed = v.id ? "bike:options.saveFailed" : "bike:options.addFailed";
    await addToast(context, { kind: "error", message: failed });
    const data = reply.data as { issues?: { path: string; message: string }[] } | null;
    return {
      result: submission.reply({
        formErrors: [formError(failed)],
        fieldErrors: reply.code === 422 ? issuesToFieldErrors(data?.issues) : undefined,
      }),
    };
  }
  // the saved option stays chosen, so its place for the calendar is next to it; an option's own words,
  // not the bike's (whose "added" sends the owner on to add options)
  const saved = `${optionsPath(bike._id)}?option=${encodeURIComponent(reply.data._id)}`;
  return redirectWithToast(context, saved, {
    kind: "success",
    message: v.id ? "bike:options.saved" : "bike:options.added",
  });
}
