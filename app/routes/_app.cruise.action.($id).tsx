// /cruise/action and /cruise/action/{id}: add or edit a cruise (spec §2 Cruises, §3, §5 "Cruise", §8).
// A new cruise leads to its cabins page; an edited one returns to /cruise.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { requireApi } from "~/lib/api.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { addToast, redirectWithToast } from "~/lib/toast.server";
import { once } from "~/lib/form-once.server";
import { sanitizeHtml } from "~/lib/html.server";
import { publicFileUrl, readMultipartForm, uploadFormFiles } from "~/lib/uploads.server";
import { cascadePlaces, placeLists, type PlaceLists } from "~/features/places/api.server";
import { MAX_TOUR_IMAGES } from "~/features/tours";
import { addTourImage, createTour, updateTour } from "~/features/tours/api.server";
import { CRUISE_IMAGE_CROP, CruiseSchema, toFormValues, toPayload } from "~/features/cruises/cruise-form";
import { listCruiseFacilities, type CruiseRecord } from "~/features/cruises/api.server";
import { requireCruise } from "~/features/cruises/cruise-page.server";
import { CruiseForm } from "~/features/cruises/cruise-form/cruise-form";
import { localName } from "~/lib/local-name";
import { PageHeader } from "~/components/page-header";
import { ErrorPage } from "~/components/error-page";

export const handle = { i18n: ["cruise", "tours", "listing"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

async function loadCruise(request: Request, context: LoaderFunctionArgs["context"], id: string | undefined) {
  if (id) return requireCruise(request, context, id);
  const auth = await requireApi(request, context);
  return { ...auth, lang: await getLocale(request), cruise: null as CruiseRecord | null };
}

const imageUrlsOf = (urls: string[]) => Object.fromEntries(urls.map((u) => [u, publicFileUrl(u) ?? u]));

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, supplier, lang, cruise } = await loadCruise(request, context, params.id);
  const values = toFormValues(cruise);
  const [places, facilities] = await Promise.all([
    placeLists(api, lang, "area" in values ? values.area : null, "country" in values ? values.country : null),
    listCruiseFacilities(api, lang),
  ]);
  const t = await i18nServer.getFixedT(request, "cruise");
  return {
    title: t(cruise ? "form.editTitle" : "form.addTitle"),
    isNew: !cruise,
    name: cruise ? localName(cruise, lang) : "",
    values,
    places,
    facilities,
    imageUrls: imageUrlsOf("images" in values ? (values.images ?? []) : []),
    currency: cruise?.currency ?? supplier.currency ?? "VND",
    translationPending: cruise?.translation_pending ?? {},
  };
}

type ActionData = { result: SubmissionResult<string[]>; places: PlaceLists; imageUrls: Record<string, string> };

export async function action({ request, params, context }: ActionFunctionArgs): Promise<ActionData | Response> {
  const { api, lang, cruise } = await loadCruise(request, context, params.id);
  const form = await readMultipartForm(request);
  const intent = String(form.get("intent") ?? "");
  form.delete("intent");
  cascadePlaces(form);
  const fileErrors = await uploadFormFiles(
    api,
    form,
    { lists: { images: { kind: "image", max: MAX_TOUR_IMAGES, crop: CRUISE_IMAGE_CROP } } },
    "tour",
  );
  const submission = parseWithZod(form, { schema: CruiseSchema });
  const payload = submission.payload as Record<string, unknown>;
  const redraw = async (result: SubmissionResult<string[]>): Promise<ActionData> => ({
    result,
    places: await placeLists(api, lang, String(payload.area ?? ""), String(payload.country ?? "")),
    imageUrls: imageUrlsOf([payload.images ?? []].flat().map(String)),
  });
  if (submission.status === undefined || intent === "places") {
    return redraw({
      ...submission.reply(),
      error: Object.keys(fileErrors).length ? fileErrors : undefined,
      status: undefined,
    });
  }
  if (submission.status !== "success" || Object.keys(fileErrors).length) {
    return redraw(
      submission.reply({
        fieldErrors: {
          ...(submission.status === "error" ? (submission.error as Record<string, string[]>) : {}),
          ...fileErrors,
        },
      }),
    );
  }

  // the form holds image urls; the marketplace wants image records: reuse the cruise's, make the new ones
  const known = new Map((cruise?.images ?? []).map((i) => [i.url, i._id]));
  const imageIds: string[] = [];
  for (const url of submission.value.images ?? []) {
    const id = known.get(url) ?? (await addTourImage(api, url.split("/").pop() ?? "")).data?._id;
    if (id) imageIds.push(id);
  }
  const body = toPayload(submission.value, imageIds, sanitizeHtml);
  const reply = cruise ? await updateTour(api, cruise._id, body) : await createTour(once(api, form, context), body);
  if (reply.code !== 200) {
    const failed = cruise ? "cruise:errorEditInfo" : "cruise:errorAddNew";
    await addToast(context, { kind: "error", message: failed });
    return redraw(submission.reply({ formErrors: [failed] }));
  }
  // spec §2: a new cruise leads to its cabins page; an edited one returns to the list
  return redirectWithToast(context, cruise ? "/cruise" : `/cruise/${reply.data._id}/cabins`, {
    kind: "success",
    message: cruise ? "cruise:successEditInfo" : "cruise:successAddNew",
  });
}

export default function CruiseAction() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const { t } = useTranslation("cruise");
  const title = data.isNew ? t("form.addTitle") : t("form.editTitle");
  return (
    <>
      <PageHeader
        title={title}
        subtitle={data.name || undefined}
        crumbs={[{ label: t("list.crumb") }, { label: t("list.title"), to: "/cruise" }, { label: title }]}
        help="help-cruise-form"
      />
      <CruiseForm
        key={data.name}
        isNew={data.isNew}
        defaultValue={data.values}
        lastResult={actionData?.result}
        places={actionData?.places ?? data.places}
        facilities={data.facilities}
        imageUrls={{ ...data.imageUrls, ...actionData?.imageUrls }}
        currency={data.currency}
        translationPending={data.translationPending}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
