// /cruise/{idTour}/cabins (spec tours-cruises §2 Cruises): the cabin types on the left, the chosen
// cabin's month calendar on the right (cabin via `?cabin=`, duration `nights`, `month`, `year`).
// The left side here is a plain list until the cabin list of s5-cruise lands in its place.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { requireCruise } from "~/features/cruises/cruise-page.server";
import { CabinCalendarPanel } from "~/features/cabin-calendar";
import { cabinCalendarAction, cabinCalendarData } from "~/features/cabin-calendar/page.server";
import { localName } from "~/lib/local-name";
import { withParams } from "~/lib/list-query";
import { i18nServer } from "~/lib/i18n.server";
import { PageHeader } from "~/components/page-header";
import { ErrorPage } from "~/components/error-page";

export const handle = { i18n: ["tours", "cruise", "calendar"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

/** The cruise (a missing, foreign or non-cruise id warns and goes back to /cruise), its cabins, the chosen one. */
async function cabinsPage(request: Request, context: LoaderFunctionArgs["context"], id: string | undefined) {
  const page = await requireCruise(request, context, id);
  const { cruise } = page;
  const durations = cruise.durations_cruise?.length ? cruise.durations_cruise : [1];
  const cabins = cruise.cabins ?? [];
  const url = new URL(request.url);
  const chosen = cabins.find((c) => c._id === url.searchParams.get("cabin")) ?? cabins[0] ?? null;
  return { ...page, url, chosen, cabins, facts: { durations, currency: cruise.currency ?? "VND" } };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, lang, url, cruise, cabins, chosen, facts } = await cabinsPage(request, context, params.idTour);
  return {
    title: (await i18nServer.getFixedT(request, "cruise"))("list.cabins"),
    cruise: { _id: cruise._id, name: localName(cruise, lang) },
    cabins: cabins.map((c) => ({ _id: c._id, name: localName(c, lang), num_cabin: c.num_cabin })),
    chosen: chosen ? { _id: chosen._id, name: localName(chosen, lang) } : null,
    calendar: await cabinCalendarData(api, url, chosen?._id ?? null, facts),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { api, url, chosen, facts } = await cabinsPage(request, context, params.idTour);
  if (!chosen) throw new Response(null, { status: 404 });
  const form = await request.formData();
  const reply = await cabinCalendarAction(form, { api, context, url, cabinId: chosen._id, cruise: facts });
  if (reply === undefined) throw new Response(null, { status: 400 });
  return reply;
}

export default function CruiseCabins() {
  const { cruise, cabins, chosen, calendar } = useLoaderData<typeof loader>();
  const { t } = useTranslation("calendar");
  const { pathname, search } = useLocation();
  return (
    <>
      <PageHeader
        title={t("cruise:list.cabins")}
        subtitle={cruise.name}
        crumbs={[{ label: t("layout:menu.cruises"), to: "/cruise" }, { label: cruise.name }]}
        help="help-cruise-cabins"
      />
      <div className="cabins-layout">
        <nav className="cabins-side" aria-label={t("cruise:list.cabins")} data-testid="cabin-list">
          <ul>
            {cabins.map((c) => (
              <li key={c._id}>
                <Link
                  to={`${pathname}${withParams(search, { cabin: c._id, modal: null, date: null, from: null })}`}
                  aria-current={c._id === chosen?._id ? "true" : undefined}
                  className="cabins-side-link"
                >
                  {c.name} · {c.num_cabin}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="cabins-main">
          {calendar && chosen ? (
            <CabinCalendarPanel data={calendar} cabinName={chosen.name} />
          ) : (
            <Text c="dimmed">{t("cabin.choose")}</Text>
          )}
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
