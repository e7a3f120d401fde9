// Area → country → city as native selects (spec §4: changing the area clears country and city,
// changing the country clears the city). Without scripts a "show" button posts the form, which
// redraws the lists; with scripts the lists load as soon as a choice changes.
import { useEffect, useState } from "react";
import { useFetcher } from "@remix-run/react";
import { Button, NativeSelect, SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PlaceLists, Place } from "~/features/places/api.server";
import { useHydrated } from "./form";

type Field = { name: string; initialValue?: string; error?: string };
type Props = { area: Field; country: Field; city: Field; places: PlaceLists; refreshIntent?: string };

export function PlacesFields({ area, country, city, places, refreshIntent = "places" }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [values, setValues] = useState({ area: area.initialValue ?? "", country: country.initialValue ?? "", city: city.initialValue ?? "" });
  const [lists, setLists] = useState(places);
  // a server redraw (no scripts, or an action's reply) brings new values and lists
  useEffect(() => {
    setValues({ area: area.initialValue ?? "", country: country.initialValue ?? "", city: city.initialValue ?? "" });
    setLists(places);
  }, [area.initialValue, country.initialValue, city.initialValue, places]);
  const countries = useFetcher<{ countries: Place[] | null }>();
  const cities = useFetcher<{ cities: Place[] | null }>();
  useEffect(() => {
    if (countries.data?.countries) setLists((l) => ({ ...l, countries: countries.data!.countries!, cities: [] }));
  }, [countries.data]);
  useEffect(() => {
    if (cities.data?.cities) setLists((l) => ({ ...l, cities: cities.data!.cities! }));
  }, [cities.data]);

  const options = (list: Place[]) => [{ value: "", label: t("common:choose") }, ...list.map((p) => ({ value: p._id, label: p.name }))];
  return (
    <div>
      {/* what the lists were drawn with: the server clears what depends on a changed choice */}
      <input type="hidden" name="prev_area" value={hydrated ? values.area : area.initialValue ?? ""} />
      <input type="hidden" name="prev_country" value={hydrated ? values.country : country.initialValue ?? ""} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect
          name={area.name}
          label={t("common:places.area")}
          withAsterisk
          value={values.area}
          error={area.error}
          data={options(lists.areas)}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setValues({ area: v, country: "", city: "" });
            setLists((l) => ({ ...l, countries: [], cities: [] }));
            if (v) countries.load(`/resources/places?area=${encodeURIComponent(v)}`);
          }}
          data-testid="place-area"
        />
        <NativeSelect
          name={country.name}
          label={t("common:places.country")}
          withAsterisk
          value={values.country}
          error={country.error}
          data={options(lists.countries)}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setValues((s) => ({ ...s, country: v, city: "" }));
            setLists((l) => ({ ...l, cities: [] }));
            if (v) cities.load(`/resources/places?country=${encodeURIComponent(v)}`);
          }}
          data-testid="place-country"
        />
        <NativeSelect
          name={city.name}
          label={t("common:places.city")}
          withAsterisk
          value={values.city}
          error={city.error}
          data={options(lists.cities)}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setValues((s) => ({ ...s, city: v }));
          }}
          data-testid="place-city"
        />
      </SimpleGrid>
      <Button type="submit" name="intent" value={refreshIntent} variant="default" size="xs" mt="xs" className="no-js-only" formNoValidate>
        {t("common:places.refresh")}
      </Button>
    </div>
  );
}
