// What both today pages do on the server (contract/front-desk.ts "Today at the desk", "Rentals out
// today"): read the day from the URL (DD-MM-YYYY, spec §9; default today in Vietnam, the marketplace's
// own default), read a row's post (its intent among the offered ones, the booking's id; anything else is
// the 400 page), and turn the marketplace's answer to a desk step into the toast after the 303.
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import type { ServiceDescriptor } from "@contract/services";
import type { AuthedApi, Envelope } from "~/lib/marketplace.server";
import { isApiDate, parseInputDate, toInputDate } from "~/lib/dates";
import { readIntent, refuseForm } from "~/lib/form-intent";
import { pageOf, withParams } from "~/lib/list-query";
import { redirectWithToast } from "~/lib/toast.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { requireApi } from "~/lib/api.server";
import { isStatusIntent, rowStatusAction } from "~/features/bookings/index.server";
import { deskToast } from "./answer";

/** The day a today page shows: what was typed (kept in its field), the day it names, whether it is wrong. */
export function deskDay(url: URL) {
  const entered = (url.searchParams.get("date") ?? "").trim().slice(0, 20);
  const parsed = entered ? parseInputDate(entered) : null;
  const date = parsed && isApiDate(parsed) ? parsed : null;
  return { entered, date, invalid: entered !== "" && !date };
}

/** The page again, on its day and page (a dialog the post came from is closed). */
export function deskBack(path: string, url: URL) {
  const { date } = deskDay(url);
  const page = pageOf(url.searchParams);
  return `${path}${withParams("", { date: date ? toInputDate(date) : null, page: page > 1 ? page : null })}`;
}

const ID = /^[\w-]{1,64}$/;

/** The booking a row's post names: one id of the marketplace's shape, else the post is not ours. */
export function postedId(form: FormData): string {
  const ids = form.getAll("id");
  const [id] = ids;
  if (ids.length !== 1 || typeof id !== "string" || !ID.test(id)) refuseForm();
  return id;
}

/**
 * What a today page's loader starts with: the guard, the language, the day from the URL, the
 * marketplace's answer for it (`fetch`), the page's title; and the fields both pages show (the day
 * as typed and read, today, the load warning).
 */
export async function deskLoad<A extends { date: string; today: string }>(
  { request, context }: LoaderFunctionArgs,
  title: string,
  fetch: (api: AuthedApi, lang: string, date: string | undefined, url: URL) => Promise<Envelope<A>>,
) {
  const { api } = await requireApi(request, context);
  const lang = await getLocale(request);
  const url = new URL(request.url);
  const day = deskDay(url);
  const reply = await fetch(api, lang, day.date ?? undefined, url);
  const t = await i18nServer.getFixedT(request, "desk");
  const answer = reply.code === 200 ? reply.data : null;
  return {
    api,
    url,
    answer,
    shown: {
      title: t(title),
      entered: day.entered,
      invalid: day.invalid,
      date: answer?.date ?? day.date,
      today: answer?.today ?? null,
      warning: answer ? null : "desk:loadFailed",
    },
  };
}

type DeskPost = {
  request: Request;
  context: AppLoadContext;
  api: AuthedApi;
  lang: string;
  service: ServiceDescriptor;
  /** the status changes of the service's table the page offers (a row shows those allowed today) */
  statuses: readonly string[];
  /** the page's path (`/hotel/today`) */
  path: string;
  /** the desk's own steps this page offers (check_in…, handover…) */
  steps: readonly string[];
  /** a desk step: the marketplace's answer, or the form's reply to redraw its dialog */
  step: (
    step: string,
    id: string,
    form: FormData,
  ) => Promise<Envelope<unknown> | { result: SubmissionResult<string[]> }>;
};

/** A today page's route action: the guard and the language, then deskAction with the page's own parts. */
export async function deskRouteAction(
  { request, context }: ActionFunctionArgs,
  page: Omit<DeskPost, "request" | "context" | "api" | "lang" | "step"> & {
    step: (api: AuthedApi) => DeskPost["step"];
  },
) {
  const { api } = await requireApi(request, context);
  return deskAction({ ...page, request, context, api, lang: await getLocale(request), step: page.step(api) });
}

/**
 * A today page's action: the intent among the status changes the page offers and the desk's steps, the booking's id, then the change; 303 back to the page's day with the toast.
 */
export async function deskAction({ request, context, api, lang, service, statuses, path, steps, step }: DeskPost) {
  const form = await request.formData();
  const offered = [...statuses, ...steps];
  const intent = readIntent(form, offered) ?? refuseForm();
  const id = postedId(form);
  const back = deskBack(path, new URL(request.url));
  if (isStatusIntent(service, intent)) {
    const t = await i18nServer.getFixedT(request, ["bookings", "common"]);
    const outcome = await rowStatusAction(api, service, id, intent, form, t, lang);
    return "result" in outcome ? { result: outcome.result } : redirectWithToast(context, back, outcome.toast);
  }
  const reply = await step(intent, id, form);
  if ("result" in reply) return { result: reply.result };
  return redirectWithToast(context, back, deskToast(reply, intent));
}
