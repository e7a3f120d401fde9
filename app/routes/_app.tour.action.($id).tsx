// /tour/action and /tour/action/{id}: add or edit a tour (spec §2 Tours, §3, §4, §5, §8).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { requireApi } from "~/lib/api.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { addToast, redirectWithToast } from "~/lib/toast.server";
import { once } from "~/lib/form-once.server";
import { sanitizeHtml } from "~/lib/html.server";
import { publicFileUrl, readMultipartForm, uploadFormFiles } from "~/lib/uploads.server";
import { cascadePlaces, placeLists, type PlaceLists } from "~/features/places/api.server";
import { MAX_TOUR_IMAGES } from "~/features/tours/schema";
import { toFormValues, toPayload, TourSchema } from "~/features/tours/tour-form";
import {
  addTourImage,
  createTour,
  listCategories,
  listInterests,
  updateTour,
  type TourRecord,
} from "~/features/tours/api.server";
import { requireTour } from "~/features/tours/tour-page.server";
import { setupPath } from "~/features/tours/setup-route";
import { TourForm } from "~/features/tours/tour-form/tour-form";
import { PageHeader } from "~/components/page-header";
import { ErrorPage } from "~/components/error-page";
import { UrlDialog } from "~/components/url-dialog";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["tours", "listing"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

async function loadTour(request: Request, context: LoaderFunctionArgs["context"], id: string | undefined) {
  if (id) return requireTour(request, context, id);
  const auth = await requireApi(request, context);
  return { ...auth, lang: await getLocale(request), tour: null as TourRecord | null };
}

const imageUrlsOf = (urls: string[]) => Object.fromEntries(urls.map((u) => [u, publicFileUrl(u) ?? u]));

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, supplier, lang, tour } = await loadTour(request, context, params.id);
  const values = toFormValues(tour);
  const [places, categories, interests] = await Promise.all([
    placeLists(api, lang, "area" in values ? values.area : null, "country" in values ? values.country : null),
    listCategories(api, lang),
    listInterests(api, lang),
  ]);
  const t = await i18nServer.getFixedT(request, "tours");
  const saved = new URL(request.url).searchParams.get("saved") === "1" && tour;
  return {
    title: t(tour ? "form.editTitle" : "form.addTitle"),
    isNew: !tour,
    name: tour?.name ?? "",
    values,
    places,
    categories,
    interests,
    imageUrls: imageUrlsOf("images" in values ? (values.images ?? []) : []),
    currency: tour?.currency ?? supplier.currency ?? "VND",
    translationPending: tour?.translation_pending ?? {},
    // spec §2: after saving, a follow-up dialog leads to the price setup that fits the tour
    saved: saved ? { setup: setupPath(tour) } : null,
  };
}

type ActionData = { result: SubmissionResult<string[]>; places: PlaceLists; imageUrls: Record<string, string> };

export async function action({ request, params, context }: ActionFunctionArgs): Promise<ActionData | Response> {
  const { api, lang, tour } = await loadTour(request, context, params.id);
  const form = await readMultipartForm(request);
  const intent = String(form.get("intent") ?? "");
  form.delete("intent");
  cascadePlaces(form);
  const fileErrors = await uploadFormFiles(
    api,
    form,
    { lists: { images: { kind: "image", max: MAX_TOUR_IMAGES, crop: { width: 1200, height: 628 } } } },
    "tour",
  );
  const submission = parseWithZod(form, { schema: TourSchema });
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
    // the form piece adds spec §8's 7-second warning and focuses the first invalid field
    return redraw(
      submission.reply({
        fieldErrors: {
          ...(submission.status === "error" ? (submission.error as Record<string, string[]>) : {}),
          ...fileErrors,
        },
      }),
    );
  }

  // the form holds image urls; the marketplace wants image records: reuse the tour's, make the new ones
  const known = new Map((tour?.images ?? []).map((i) => [i.url, i._id]));
  const imageIds: string[] = [];
  for (const url of submission.value.images ?? []) {
    const id = known.get(url) ?? (await addTourImage(api, url.split("/").pop() ?? "")).data?._id;
    if (id) imageIds.push(id);
  }
  const body = toPayload(submission.value, imageIds, sanitizeHtml);
  const reply = tour ? await updateTour(api, tour._id, body) : await createTour(once(api, form, context), body);
  if (reply.code !== 200) {
    const failed = tour ? "tours:errorEditInfo" : "tours:errorAddNew";
    await addToast(context, { kind: "error", message: failed });
    return redraw(submission.reply({ formErrors: [failed] }));
  }
  return redirectWithToast(context, `/tour/action/${tour?._id ?? reply.data._id}?saved=1`, {
    kind: "success",
    message: tour ? "tours:successEditInfo" : "tours:successAddNew",
  });
}

export default function TourAction() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const { t } = useTranslation("tours");
  return (
    <>
      <PageHeader
        title={data.isNew ? t("form.addTitle") : t("form.editTitle")}
        subtitle={data.name || undefined}
        crumbs={[
          { label: t("list.crumb") },
          { label: t("list.title"), to: "/tour" },
          { label: data.isNew ? t("form.addTitle") : t("form.editTitle") },
        ]}
        help="help-tour-form"
      />
      <TourForm
        key={`${data.name}-${data.saved ? "saved" : ""}`}
        isNew={data.isNew}
        defaultValue={data.values}
        lastResult={actionData?.result}
        places={actionData?.places ?? data.places}
        categories={data.categories}
        interests={data.interests}
        imageUrls={{ ...data.imageUrls, ...actionData?.imageUrls }}
        currency={data.currency}
        translationPending={data.translationPending}
      />
      {data.saved ? <SavedDialog setup={data.saved.setup} /> : null}
    </>
  );
}

/** The follow-up after a save, as an URL state (?saved=1) that needs no scripts. */
function SavedDialog({ setup }: { setup: string }) {
  const { t } = useTranslation("tours");
  return (
    <UrlDialog title={t("form.savedTitle")} testId="tour-saved-dialog">
      <Text size="sm" mt="xs">
        {t("form.savedText")}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button component={Link} to="/tour" variant="default">
          {t("form.later")}
        </Button>
        <Button component={Link} to={setup} data-testid="tour-setup-link">
          {t("form.setupPrices")}
        </Button>
      </Group>
    </UrlDialog>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
