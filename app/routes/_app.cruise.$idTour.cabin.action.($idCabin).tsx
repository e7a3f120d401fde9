// /cruise/{idTour}/cabin/action and /cruise/{idTour}/cabin/action/{idCabin}: add or edit a cabin type
// (spec §2 Cruises, §3 "Cabin type", §5 "Cabin form", §8). The cruise's currency is carried along;
// after a save, back to the cabins list; a failed save keeps the form.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { failedSaveReply, redrawReply } from "~/components/form";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { i18nServer } from "~/lib/i18n.server";
import { addToast, redirectWithToast } from "~/lib/toast.server";
import { once } from "~/lib/form-once.server";
import { localName } from "~/lib/local-name";
import { publicFileUrl, readMultipartForm, uploadFormFiles } from "~/lib/uploads.server";
import {
  createCabin,
  getCabin,
  listBedTypes,
  listCabinFacilities,
  updateCabin,
  type CabinRecord,
} from "~/features/cruises/api.server";
import { requireCruise } from "~/features/cruises/cruise-page.server";
import {
  CABIN_FORM_BODY,
  CABIN_IMAGES_MAX,
  CabinSchema,
  PERSONS_MAX,
  personsOf,
  toFormValues,
  toPayload,
} from "~/features/cruises/cabin-form";
import { CabinForm } from "~/features/cruises/cabin-form/cabin-form";
import { PageHeader } from "~/components/page-header";
import { ErrorPage } from "~/components/error-page";
import { parseForm } from "~/lib/validation";

export const handle = { i18n: ["cruise", "tours", "listing"], body: CABIN_FORM_BODY };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

async function loadCabin(
  request: Request,
  context: LoaderFunctionArgs["context"],
  params: LoaderFunctionArgs["params"],
) {
  const page = await requireCruise(request, context, params.idTour);
  const cabinsPath = `/cruise/${page.cruise._id}/cabins`;
  let cabin: CabinRecord | null = null;
  if (params.idCabin) {
    const reply = await getCabin(page.api, params.idCabin, page.lang);
    // spec §8: a missing cabin warns, then back to the cabins list (another cruise's cabin too)
    if (reply.code !== 200 || reply.data.cruise !== page.cruise._id) {
      throw await redirectWithToast(context, cabinsPath, { kind: "warning", message: "cruise:cabinNotExist" });
    }
    cabin = reply.data;
  }
  return { ...page, cabin, cabinsPath };
}

const imageUrlsOf = (urls: string[]) => Object.fromEntries(urls.map((u) => [u, publicFileUrl(u) ?? u]));

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, lang, cruise, cabin, cabinsPath } = await loadCabin(request, context, params);
  const values = toFormValues(cabin);
  const [facilities, bedTypes] = await Promise.all([listCabinFacilities(api, lang), listBedTypes(api, lang)]);
  const t = await i18nServer.getFixedT(request, "cruise");
  return {
    title: t(cabin ? "cabin.editTitle" : "cabin.addTitle"),
    isNew: !cabin,
    cruiseName: localName(cruise, lang),
    cabinName: cabin ? localName(cabin, lang) : "",
    cabinsPath,
    values,
    facilities,
    bedTypes,
    imageUrls: imageUrlsOf("images" in values ? (values.images ?? []) : []),
    currency: cruise.currency ?? "VND",
  };
}

type ActionData = { result: SubmissionResult<string[]>; imageUrls: Record<string, string> };

export async function action({ request, params, context }: ActionFunctionArgs): Promise<ActionData | Response> {
  const { api, lang, cruise, cabin, cabinsPath } = await loadCabin(request, context, params);
  const form = await readMultipartForm(request, handle.body);
  const intent = String(form.get("intent") ?? "");
  form.delete("intent");
  const fileErrors = await uploadFormFiles(
    api,
    form,
    { lists: { images: { kind: "image", max: CABIN_IMAGES_MAX } } },
    "tour",
  );
  const submission = parseForm(form, { schema: CabinSchema });
  const payload = submission.payload as Record<string, unknown>;
  const redraw = (result: SubmissionResult<string[]>): ActionData => ({
    result,
    imageUrls: imageUrlsOf([payload.images ?? []].flat().map(String)),
  });
  // a bed row added or removed without scripts (Conform's intent): draw the form again
  if (submission.status === undefined || intent !== "save") {
    return redraw(redrawReply(submission, fileErrors));
  }
  // spec §5: persons 1-10, worked out here from the bed types (the marketplace does the same)
  const bedTypes = await listBedTypes(api, lang);
  const persons = submission.status === "success" ? personsOf(submission.value.beds, bedTypes) : 1;
  const personsError: Record<string, string[]> =
    persons < 1 || persons > PERSONS_MAX ? { beds: [`max_num:${PERSONS_MAX}`] } : {};
  if (submission.status !== "success" || Object.keys(fileErrors).length || Object.keys(personsError).length) {
    return redraw(failedSaveReply(submission, personsError, fileErrors));
  }
  const body = toPayload(submission.value, { cruise: cruise._id, currency: cruise.currency ?? "VND", persons });
  const reply = cabin ? await updateCabin(api, cabin._id, body) : await createCabin(once(api, form, context), body);
  if (reply.code !== 200) {
    // spec §8: on a failed cabin save the form stays
    const failed = cabin ? "cruise:errorEditInfo" : "cruise:cabinAddFailed";
    await addToast(context, { kind: "error", message: failed });
    return redraw(submission.reply({ formErrors: [failed] }));
  }
  return redirectWithToast(context, cabinsPath, {
    kind: "success",
    message: cabin ? "cruise:cabinSaved" : "cruise:cabinAdded",
  });
}

export default function CabinAction() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const { t } = useTranslation("cruise");
  const title = data.isNew ? t("cabin.addTitle") : t("cabin.editTitle");
  return (
    <>
      <PageHeader
        title={title}
        subtitle={data.cabinName || data.cruiseName}
        crumbs={[
          { label: t("list.title"), to: "/cruise" },
          { label: t("cabins.title", { name: data.cruiseName }), to: data.cabinsPath },
          { label: title },
        ]}
        help="help-cruise-cabin-form"
      />
      <CabinForm
        key={data.cabinName}
        isNew={data.isNew}
        defaultValue={data.values}
        lastResult={actionData?.result}
        facilities={data.facilities}
        bedTypes={data.bedTypes}
        imageUrls={{ ...data.imageUrls, ...actionData?.imageUrls }}
        currency={data.currency}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
