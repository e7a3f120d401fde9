// /tour/action and /tour/action/{id}: add or edit a tour (spec §2 Tours, §3, §4, §5, §8).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { saveListingForm, type ListingFormData } from "~/features/listing/listing-save.server";
import { listingFormPage, newListingPage } from "~/features/listing/listing-form-page.server";
import { ListingFormHeader } from "~/features/listing/listing-form-header";
import { listingFormProps } from "~/features/listing/listing-form-props";
import { toFormValues, toPayload, TourSchema } from "~/features/tours/tour-form/schema";
import { createTour, listCategories, listInterests, updateTour, type TourRecord } from "~/features/tours/api.server";
import { requireTour } from "~/features/tours/tour-page.server";
import { setupPath } from "~/features/tours/setup-route";
import { LISTING_FORM_BODY } from "~/features/listing";
import { TourForm } from "~/features/tours/tour-form/tour-form";
import { ErrorPage } from "~/components/error-page";
import { UrlDialog } from "~/components/url-dialog";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["tours", "listing"], body: LISTING_FORM_BODY };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

async function loadTour(request: Request, context: LoaderFunctionArgs["context"], id: string | undefined) {
  if (id) return requireTour(request, context, id);
  return { ...(await newListingPage(request, context)), tour: null as TourRecord | null };
}

export async function loader(args: LoaderFunctionArgs) {
  const page = await loadTour(args.request, args.context, args.params.id);
  const { api, lang, tour } = page;
  const values = toFormValues(tour);
  const [form, categories, interests] = await Promise.all([
    listingFormPage({ ...args, ...page, record: tour, name: tour?.name ?? "", values, ns: "tours" }),
    listCategories(api, lang),
    listInterests(api, lang),
  ]);
  const saved = new URL(args.request.url).searchParams.get("saved") === "1" && tour;
  return {
    ...form,
    values,
    categories,
    interests,
    // spec §2: after saving, a follow-up dialog leads to the price setup that fits the tour
    saved: saved ? { setup: setupPath(tour) } : null,
  };
}

type ActionData = ListingFormData;

export async function action(args: ActionFunctionArgs): Promise<ActionData | Response> {
  const { api, lang, tour } = await loadTour(args.request, args.context, args.params.id);
  return saveListingForm({
    ...args,
    body: handle.body,
    api,
    lang,
    record: tour,
    schema: TourSchema,
    crop: { width: 1200, height: 628 },
    toPayload,
    create: createTour,
    update: updateTour,
    failed: { create: "tours:errorAddNew", update: "tours:errorEditInfo" },
    // the saved tour's form, whose follow-up dialog leads to its price setup (spec §2)
    saved: (id) => ({
      to: `/tour/action/${id}?saved=1`,
      message: tour ? "tours:successEditInfo" : "tours:successAddNew",
    }),
  });
}

export default function TourAction() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  return (
    <>
      <ListingFormHeader ns="tours" isNew={data.isNew} name={data.name} listPath="/tour" help="help-tour-form" />
      <TourForm
        key={`${data.name}-${data.saved ? "saved" : ""}`}
        {...listingFormProps(data, actionData)}
        categories={data.categories}
        interests={data.interests}
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
