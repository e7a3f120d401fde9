// Where a listing is: its area, country and city, chosen as the places cascade (spec tours-cruises §4,
// hotels-bikes-transport §5), each with its form field's name, value and message.
import { useFieldError, type AnyField } from "~/components/form";
import { PlacesFields } from "~/components/places-fields";
import type { PlaceLists } from "~/features/places";

export function ListingPlaces(props: {
  fields: { area: AnyField; country: AnyField; city: AnyField };
  places: PlaceLists;
}) {
  const fieldError = useFieldError();
  const place = (f: AnyField) => ({
    name: f.name,
    initialValue: String(f.initialValue ?? ""),
    error: fieldError(f.errors),
  });
  const { area, country, city } = props.fields;
  return <PlacesFields area={place(area)} country={place(country)} city={place(city)} places={props.places} />;
}
