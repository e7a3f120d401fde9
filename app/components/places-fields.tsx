// Area → country → city as native selects (spec §4: changing the area clears country and city,
// changing the country clears the city). Without scripts a "show" button posts the form, which
// redraws the lists; with scripts the lists load as soon as a choice changes. The selects are
// uncontrolled: what the person chose stays chosen, even if they chose before the scripts came.
import { Button, NativeSelect, SimpleGrid } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PlaceLists, Place } from "~/features/places/api.server";
import { useHydrated, useServerAutoFocus } from "./hydrated";

type Field = { name: string; initialValue?: string; error?: string };
type Props = {
  area: Field;
  country: Field;
  city: Field;
  places: PlaceLists;
  refreshIntent?: string;
  /**
   * A list's filter (a GET form) rather than a form's fields: none required, the empty choice reads
   * `all` (a full locale key), and the list's own search button redraws the lists (its loader clears
   * what depends on a changed choice from prev_area / prev_country, as a form's action does).
   */
  filter?: { all: string };
};

export function PlacesFields(props: Props) {
  // a server redraw (an action's reply) draws fresh selects
  const drawn = `${props.area.initialValue ?? ""}|${props.country.initialValue ?? ""}|${props.city.initialValue ?? ""}|${props.places.countries.length}|${props.places.cities.length}`;
  return <Selects key={drawn} {...props} />;
}

function Selects({ area, country, city, places, refreshIntent = "places", filter }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const autoFocus = useServerAutoFocus();
  const [lists, setLists] = useState(places);
  const [chosen, setChosen] = useState({ area: area.initialValue ?? "", country: country.initialValue ?? "" });
  const areaRef = useRef<HTMLSelectElement>(null);
  const countryRef = useRef<HTMLSelectElement>(null);
  const cityRef = useRef<HTMLSelectElement>(null);
  const countries = useFetcher<{ countries: Place[] | null }>();
  const cities = useFetcher<{ cities: Place[] | null }>();
  useEffect(() => {
    if (countries.data?.countries) setLists((l) => ({ ...l, countries: countries.data!.countries! }));
  }, [countries.data]);
  useEffect(() => {
    if (cities.data?.cities) setLists((l) => ({ ...l, cities: cities.data!.cities! }));
  }, [cities.data]);

  const pickArea = (value: string) => {
    setChosen({ area: value, country: "" });
    if (countryRef.current) countryRef.current.value = "";
    if (cityRef.current) cityRef.current.value = "";
    setLists((l) => ({ ...l, countries: [], cities: [] }));
    if (value) countries.load(`/resources/places?area=${encodeURIComponent(value)}`);
  };
  const pickCountry = (value: string) => {
    setChosen((c) => ({ ...c, country: value }));
    if (cityRef.current) cityRef.current.value = "";
    setLists((l) => ({ ...l, cities: [] }));
    if (value) cities.load(`/resources/places?country=${encodeURIComponent(value)}`);
  };
  // a choice made before the scripts arrived (a slow phone) had no handler: catch up on it
  useEffect(() => {
    const a = areaRef.current?.value ?? "";
    const c = countryRef.current?.value ?? "";
    if (a !== (area.initialValue ?? "")) pickArea(a);
    else if (c !== (country.initialValue ?? "")) pickCountry(c);
    // once, when the scripts take over
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a catch-up on the first render only
  }, []);

  const options = (list: Place[]) => [
    { value: "", label: t(filter ? filter.all : "common:choose") },
    ...list.map((p) => ({ value: p._id, label: p.name })),
  ];
  // what the lists were drawn with: the server clears what depends on a changed choice
  const drawnWith = (
    <>
      <input type="hidden" name="prev_area" value={hydrated ? chosen.area : (area.initialValue ?? "")} />
      <input type="hidden" name="prev_country" value={hydrated ? chosen.country : (country.initialValue ?? "")} />
    </>
  );
  const selects = (
    <>
      <NativeSelect
        ref={areaRef}
        name={area.name}
        label={t("common:places.area")}
        withAsterisk={!filter}
        defaultValue={area.initialValue ?? ""}
        error={area.error}
        autoFocus={autoFocus(area.error)}
        data={options(lists.areas)}
        onChange={(e) => pickArea(e.currentTarget.value)}
        data-testid="place-area"
      />
      <NativeSelect
        ref={countryRef}
        name={country.name}
        label={t("common:places.country")}
        withAsterisk={!filter}
        defaultValue={country.initialValue ?? ""}
        error={country.error}
        autoFocus={autoFocus(country.error)}
        data={options(lists.countries)}
        onChange={(e) => pickCountry(e.currentTarget.value)}
        data-testid="place-country"
      />
      <NativeSelect
        ref={cityRef}
        name={city.name}
        label={t("common:places.city")}
        withAsterisk={!filter}
        defaultValue={city.initialValue ?? ""}
        error={city.error}
        autoFocus={autoFocus(city.error)}
        data={options(lists.cities)}
        data-testid="place-city"
      />
    </>
  );
  // a list filter: each select one of the filter bar's fields
  if (filter) {
    return (
      <>
        {drawnWith}
        {selects}
      </>
    );
  }
  return (
    <div>
      {drawnWith}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>{selects}</SimpleGrid>
      <Button
        type="submit"
        name="intent"
        value={refreshIntent}
        variant="default"
        size="xs"
        mt="xs"
        className="no-js-only"
        formNoValidate
      >
        {t("common:places.refresh")}
      </Button>
    </div>
  );
}
