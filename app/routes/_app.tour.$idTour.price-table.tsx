// /tour/{idTour}/price-table: the price package of a package tour or a combo tour with the flexi
// option (spec §2 Tours, §3/§5 Price package, §7 price-package call, §8, §9 commission). One form:
// groups, classes, the price grid and child prices, saved together from the sticky footer.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { Alert, Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { redirectWithToast } from "~/lib/toast.server";
import { once } from "~/lib/form-once.server";
import { i18nServer } from "~/lib/i18n.server";
import { localName } from "~/lib/local-name";
import { requireTour } from "~/features/tours/tour-page.server";
import { createPackage, updatePackage } from "~/features/tours/api.server";
import { setupPageOf, setupPath } from "~/features/tours/setup-route";
import {
  PricePackageSchema,
  toFormValues,
  toPayload,
  type PricePackageRecord,
} from "~/features/tours/package-form/schema";
import { PackageEditor } from "~/features/tours/package-form/package-editor";
import { PageHeader } from "~/components/page-header";
import { ErrorPage } from "~/components/error-page";
import { parseForm } from "~/lib/validation";
import { readIntent, refuseForm } from "~/lib/form-intent";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
// up to 50 classes × 50 groups, three fields a cell: more than a plain form's 100 KB (body-limits.ts)
export const handle = { i18n: ["tours", "listing", "priceTable"], body: { maxBytes: 1024 * 1024 } };

const packageOf = (tour: object) =>
  (tour as { price_package?: (PricePackageRecord & { updated_at?: string }) | null }).price_package ?? null;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { tour, lang } = await requireTour(request, context, params.idTour);
  const pkg = packageOf(tour);
  return {
    title: (await i18nServer.getFixedT(request, "priceTable"))("title"),
    tour: { _id: tour._id, name: localName(tour, lang), currency: tour.currency ?? "VND" },
    // spec §2: package tours and combo tours with the flexi option; others get a pointer
    otherPage: setupPageOf(tour) === "price-table" ? null : setupPath(tour),
    version: pkg ? `${pkg._id}-${pkg.updated_at ?? ""}` : "new",
    defaultValue: toFormValues(pkg),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { api, tour } = await requireTour(request, context, params.idTour);
  const form = await request.formData();
  const submission = parseForm(form, { schema: PricePackageSchema });
  // a list button (add/remove a group, class or child row) posted without scripts: redraw
  if (submission.status === undefined) return { result: submission.reply() };
  if (readIntent(form, ["save"]) !== "save") refuseForm();
  if (submission.status !== "success") return { result: submission.reply() };
  const body = toPayload(submission.value, tour);
  const pkg = packageOf(tour);
  const reply = pkg ? await updatePackage(api, pkg._id, body) : await createPackage(once(api, form, context), body);
  if (reply.code !== 200) return { result: submission.reply({ formErrors: ["priceTable:saveFailed"] }) };
  return redirectWithToast(context, `/tour/${tour._id}/price-table`, { kind: "success", message: "priceTable:saved" });
}

export default function PriceTable() {
  const { tour, otherPage, version, defaultValue } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as { result: SubmissionResult<string[]> } | undefined;
  const { t } = useTranslation("priceTable");
  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={tour.name}
        crumbs={[
          { label: t("tours:list.crumb") },
          { label: t("tours:list.title"), to: "/tour" },
          { label: tour.name, to: `/tour/action/${tour._id}` },
          { label: t("title") },
        ]}
        help="help-tour-price-table"
      />
      {otherPage ? (
        <Alert color="yellow" variant="light" mb="md" data-testid="price-table-other-page">
          {t("otherPage")}{" "}
          <Anchor component={Link} to={otherPage}>
            {t("otherPageLink")}
          </Anchor>
        </Alert>
      ) : null}
      {/* a saved package remounts the form with what the marketplace stored */}
      <PackageEditor
        key={version}
        defaultValue={defaultValue}
        lastResult={actionData?.result}
        currency={tour.currency}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
