// GET /resources/places?area=…|country=…: the lists behind the area → country → city cascade,
// for forms with scripts on (without scripts the form's own post redraws them).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApi } from "~/lib/api.server";
import { getLocale } from "~/lib/i18n.server";
import { listCities, listCountries } from "~/features/places/api.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireApi(request, context);
  const url = new URL(request.url);
  const lang = await getLocale(request);
  const area = url.searchParams.get("area");
  const country = url.searchParams.get("country");
  return {
    countries: area ? await listCountries(api, lang, area) : null,
    cities: country ? await listCities(api, lang, country) : null,
  };
}
