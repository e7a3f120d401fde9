// /cruise/{idTour}/cabins (spec tours-cruises §2 Cruises): the cabin types on the left, the chosen
// cabin's month calendar on the right (cabin via `?cabin=`, duration `nights`, `month`, `year`).
// The left side here is a plain list until the cabin list of s5-cruise lands in its place.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { requireTour } from "~/features/tours/tour-page.server";
import { CabinCalendarPanel } from "~/features/cabin-calendar";
import { cabinCalendarAction, cabinCalendarData } from "~/features/cabin-calendar/page.server";
import { localName } from "~/lib/local-name";
import { withParams } from "~/lib/list-query";
import { i18nServer } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { PageHeader } from "~/components/page-header";
import { ErrorPage } from "~/components/error-page";

export const handle = { i18n: ["tours", "cruise", "calendar"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

type CabinRef = { _id: string; name: string; translations?: { en?: { name?: string } }; num_cabin: number };
type Cruise = { _id: string; type: string; currency?: string | null; durations_cruise?: number[]; cabins?: CabinRef[] };

/** The cruise (a tour of type cruise; another id warns and goes back to /cruise, spec §8). */
async function requireCruise(request: Request, context: LoaderFunctionArgs["context"], id: string | undefined) {
  const page = await requireTour(request, context, id);
  const cruise = page.tour as unknown as Cruise & Parameters<typeof localName>[0];
  if (cruise.type !== "cruise")
    throw await redirectWithToast(context, "/cruise", { kind: "warning", message: "tours:tourNotExist" });
  const durations = cruise.durations_cruise?.length ? cruise.durations_cruise : [1];
  const cabins = cruise.cabins ?? [];
  const url = new URL(request.url);
  const chosen = cabins.find((c) => c._id === url.searchParams.get("cabin")) ?? cabins[0] ?? null;
  return { ...page, url, cruise, chosen, cabins, facts: { durations, currency: cruise.currency ?? "VND" } };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, lang, url, cruise, cabins, chosen, facts } = await requireCruise(request, context, params.idTour);
  return {
    title: (await i18nServer.getFixedT(request, "cruise"))("list.cabins"),
    cruise: { _id: cruise._id, name: localName(cruise, lang) },
    cabins: cabins.map((c) => ({ _id: c._id, name: localName(c, lang), num_cabin: c.num_cabin })),
    chosen: chosen ? { _id: chosen._id, name: localName(chosen, lang) } : null,
    calendar: await cabinCalendarData(api, url, chosen?._id ?? null, facts),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { api, url, chosen, facts } = await requireCruise(request, context, params.idTour);
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
