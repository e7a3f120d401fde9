// GET /resources/geocode?q=…: the places that answer a typed address, for the address field's
// suggestions with scripts on (hotels-bikes-transport §2 Hotel "address autocomplete"). Without
// scripts the form's own "find" post answers instead. `typing=1` marks a search made while typing,
// which a service not built for it (Nominatim) does not answer: the field then searches on "find".
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApi } from "~/lib/api.server";
import { getLocale } from "~/lib/i18n.server";
import { destinationCities, geocode, geocoderConfig, searchesWhileTyping } from "~/features/address/index.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireApi(request, context);
  const url = new URL(request.url);
  const config = geocoderConfig();
  const typing = searchesWhileTyping(config);
  const headers = { "Cache-Control": "private, no-store" };
  if (url.searchParams.get("typing") === "1" && !typing) {
    return Response.json({ query: "", candidates: [], typing }, { headers });
  }
  const found = await geocode(url.searchParams.get("q"), {
    lang: await getLocale(request),
    destinations: () => destinationCities(api),
    config,
  });
  return Response.json({ ...found, typing }, { status: found.error === "address:queryTooLong" ? 400 : 200, headers });
}
