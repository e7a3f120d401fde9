// /profile/agency: the whole supplier record (spec §2 Profile, §3 Supplier, §5 Supplier profile,
// §8 messages). One multipart form: every post (save, request verification, add a contact row,
// refresh the places without scripts) keeps what was typed and stores the chosen files.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { failedSaveReply, redrawReply } from "~/components/form";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { requireApi } from "~/lib/api.server";
import { commitSession } from "~/lib/session.server";
import { addToast, seeOther } from "~/lib/toast.server";
import { once } from "~/lib/form-once.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { phoneCountryOptions } from "~/lib/phone-countries.server";
import { ownFileUrl, readMultipartForm, uploadFormFiles } from "~/lib/uploads.server";
import { getAgency, requestVerify, updateAgency } from "~/features/profile/api.server";
import {
  AGENCY_FILE_FIELDS,
  AGENCY_FORM_BODY,
  AgencySchema,
  MAX_BUSINESS_IMAGES,
  toFormValues,
  toPayload,
} from "~/features/profile/agency-form/schema";
import { AgencyForm } from "~/features/profile/agency-form/agency-form";
import { cascadePlaces, placeLists, type PlaceLists } from "~/features/places/api.server";
import { PageHeader } from "~/components/page-header";
import { ErrorPage } from "~/components/error-page";
import { parseForm } from "~/lib/validation";
import { readIntent } from "~/lib/form-intent";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["profile"], body: AGENCY_FORM_BODY };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, supplier } = await requireApi(request, context);
  const lang = await getLocale(request);
  const reply = await getAgency(api, supplier._id, lang);
  if (reply.code === 404) throw new Response(null, { status: 404 });
  if (reply.code !== 200) throw new Response(null, { status: 503 });
  const record = reply.data;
  const values = toFormValues(record);
  return {
    title: (await i18nServer.getFixedT(request, "profile"))("agency.title"),
    values,
    status: { is_verify: record.is_verify, is_request_verify: record.is_request_verify },
    // a saved record draws a fresh form (scripts on: Conform keeps its state otherwise)
    version: `${record.updated_at ?? ""}-${record.is_request_verify}-${record.is_verify}`,
    places: await placeLists(api, lang, values.area, values.country),
    fileUrls: fileUrlsOf(values),
    phoneCountries: phoneCountryOptions(lang),
  };
}

/** Public urls of every stored file the form shows, by its value. */
function fileUrlsOf(values: Record<string, unknown>) {
  const urls: Record<string, string> = {};
  const add = (v: unknown) => {
    if (typeof v === "string" && v) urls[v] = ownFileUrl(v) ?? v; // documents are private: through /files/
  };
  for (const name of Object.keys(AGENCY_FILE_FIELDS)) add(values[name]);
  for (const v of [values.images].flat()) add(v);
  return urls;
}

type ActionData = { result: SubmissionResult<string[]>; places: PlaceLists; fileUrls: Record<string, string> };

export async function action({ request, context }: ActionFunctionArgs): Promise<ActionData | Response> {
  const { api, supplier, session } = await requireApi(request, context);
  const lang = await getLocale(request);
  const form = await readMultipartForm(request, handle.body);
  const intent = readIntent(form, ["save", "verify", "places"], "save");
  form.delete("intent");
  cascadePlaces(form);
  const fileErrors = await uploadFormFiles(
    api,
    form,
    { single: AGENCY_FILE_FIELDS, lists: { images: { kind: "image", max: MAX_BUSINESS_IMAGES } } },
    "agency",
  );
  const submission = parseForm(form, { schema: AgencySchema });
  const payload = submission.payload as Record<string, unknown>;
  const redraw = async (result: SubmissionResult<string[]>): Promise<ActionData> => ({
    result,
    places: await placeLists(api, lang, String(payload.area ?? ""), String(payload.country ?? "")),
    fileUrls: fileUrlsOf(payload),
  });

  // a list button (add/remove a row, remove a file) or the no-script "show places" button
  if (submission.status === undefined || intent === "places") {
    return redraw(redrawReply(submission, fileErrors));
  }
  if (submission.status !== "success" || Object.keys(fileErrors).length) {
    // the form piece adds spec §8's 7-second warning and focuses the first invalid field
    return redraw(failedSaveReply(submission, fileErrors));
  }

  const saved = await updateAgency(api, supplier._id, toPayload(submission.value));
  if (saved.code !== 200) {
    await addToast(context, { kind: "error", message: "profile:agency.saveFailed" });
    return redraw(submission.reply({ formErrors: ["profile:agency.saveFailed"] }));
  }
  session.set("supplier", { ...supplier, name: saved.data.name });
  await commitSession(context, session);

  if (intent === "verify") {
    const requested = await requestVerify(once(api, form, context), supplier._id); // a double submit asks once
    await addToast(
      context,
      requested.code === 200
        ? { kind: "success", message: "profile:agency.verifyRequested" }
        : { kind: "error", message: "profile:agency.verifyFailed" },
    );
  } else {
    await addToast(context, { kind: "success", message: "profile:agency.saveSuccess" });
  }
  return seeOther("/profile/agency");
}

export default function AgencyProfile() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const { t } = useTranslation("profile");
  return (
    <>
      <PageHeader
        title={t("agency.title")}
        subtitle={t("agency.subtitle")}
        crumbs={[{ label: t("hub.title"), to: "/profile" }, { label: t("agency.title") }]}
        help="help-profile-agency"
      />
      <AgencyForm
        key={loaderData.version}
        defaultValue={loaderData.values}
        lastResult={actionData?.result}
        places={actionData?.places ?? loaderData.places}
        fileUrls={{ ...loaderData.fileUrls, ...actionData?.fileUrls }}
        status={loaderData.status}
        phoneCountries={loaderData.phoneCountries}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
