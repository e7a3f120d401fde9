// /cruise/{idTour}/cabins (spec §2 Cruises): the cabin list on the left, the cabin's sales calendar
// on the right (features/cabin-calendar on the shared month calendar: duration `nights`, `month`, `year`,
// the schedule and day dialogs as URL states). The chosen cabin is ?cabin= (the first by default);
// delete asks first, as a URL state that needs no scripts.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { localName } from "~/lib/local-name";
import { typesPageAction, typesPageTitle, typeToConfirm } from "~/features/listing/types-page.server";
import { TypesPage } from "~/features/listing/types-page";
import { deleteCabin } from "~/features/cruises/api.server";
import { requireCruise } from "~/features/cruises/cruise-page.server";
import { CabinList } from "~/features/cruises/cabin-list";
import { NoCabinPanel } from "~/features/cruises/no-cabin-panel";
import { CabinCalendarPanel as CabinCalendar } from "~/features/cabin-calendar";
import { cabinCalendarAction, cabinCalendarData } from "~/features/cabin-calendar/page.server";
import { ErrorPage } from "~/components/error-page";

export const handle = { i18n: ["cruise", "calendar"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, lang, cruise } = await requireCruise(request, context, params.idTour);
  const url = new URL(request.url);
  const cabins = (cruise.cabins ?? []).map((c) => ({
    _id: c._id,
    name: localName(c, lang),
    num_cabin: c.num_cabin,
    num_person: c.num_person,
    is_active: c.is_active,
    has_bookings: Boolean(c.has_bookings),
  }));
  const chosen = cabins.find((c) => c._id === url.searchParams.get("cabin")) ?? cabins[0] ?? null;
  const { name, title } = await typesPageTitle(request, "cruise:cabins", cruise, lang);
  const facts = { durations: calendarDurations(cruise.durations_cruise), currency: cruise.currency ?? "VND" };
  return {
    title,
    cruise: { _id: cruise._id, name, durations: cruise.durations_cruise ?? [], currency: cruise.currency ?? "VND" },
    cabins,
    chosen,
    confirm: typeToConfirm(url, cabins),
    calendar: await cabinCalendarData(api, url, chosen?._id ?? null, { ...facts, owned: chosen?.num_cabin }),
  };
}

/** The cruise's durations (spec §5: required; a cruise saved without any prices one night). */
const calendarDurations = (durations: number[] | null | undefined) => (durations?.length ? durations : [1]);

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { api, cruise } = await requireCruise(request, context, params.idTour);
  return typesPageAction(request, {
    // the calendar's forms act on the chosen cabin, which must be one of this cruise's
    calendar: (form, url) => {
      const cabinId = url.searchParams.get("cabin") ?? cruise.cabins?.[0]?._id ?? "";
      if (!(cruise.cabins ?? []).some((c) => c._id === cabinId)) throw new Response(null, { status: 404 });
      const facts = { durations: calendarDurations(cruise.durations_cruise), currency: cruise.currency ?? "VND" };
      return cabinCalendarAction(form, { api, context, url, cabinId, cruise: facts });
    },
    context,
    base: `/cruise/${cruise._id}/cabins`,
    ownIds: (cruise.cabins ?? []).map((c) => c._id),
    remove: (id) => deleteCabin(api, id),
    isBooked: (reply) => reply.code === 409 && reply.message === "cabin_has_bookings",
    booked: "cruise:cabins.deleteBooked",
  });
}

export default function CruiseCabins() {
  const { cruise, cabins, chosen, confirm, calendar } = useLoaderData<typeof loader>();
  return (
    <TypesPage words="cruise:cabins" name={cruise.name} listPath="/cruise" help="help-cruise-cabins" confirm={confirm}>
      <CabinList cruiseId={cruise._id} cabins={cabins} chosen={chosen?._id ?? null} />
      {calendar && chosen ? <CabinCalendar data={calendar} cabinName={chosen.name} /> : <NoCabinPanel />}
    </TypesPage>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
