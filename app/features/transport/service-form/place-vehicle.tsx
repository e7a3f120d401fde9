// Where the service runs (the area → country → city cascade, and the destination city of a custom
// route) and with which vehicle, seats, guests and luggage (spec hotels-bikes-transport §5).
import { Button, Paper, SimpleGrid, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { guestChoices, SEAT_SIZES, SERVICE_LIMITS as L } from "@contract/transport";
import { PlacesFields } from "~/components/places-fields";
import { FieldInput, useFieldError } from "~/components/form";
import type { PlaceLists } from "~/features/places";
import { initial, type ServiceFields } from "./fields";
import { Choice } from "./inputs";

export function PlaceSection({
  fields,
  places,
  custom,
}: {
  fields: ServiceFields;
  places: PlaceLists;
  custom: boolean;
}) {
  const { t } = useTranslation("transport");
  const choose = t("service.choose");
  const fieldError = useFieldError();
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t("service.sections.place")}
      </Title>
      <PlacesFields
        area={{
          name: fields.area.name,
          initialValue: initial(fields.area),
          error: fieldError(fields.area.errors),
        }}
        country={{
          name: fields.country.name,
          initialValue: initial(fields.country),
          error: fieldError(fields.country.errors),
        }}
        city={{
          name: fields.city.name,
          initialValue: initial(fields.city),
          error: fieldError(fields.city.errors),
        }}
        places={places}
      />
      {custom ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
          <Choice
            field={fields.city_des}
            label={t("service.cityDes")}
            placeholder={choose}
            options={places.cities.map((c) => ({ value: c._id, label: c.name }))}
          />
        </SimpleGrid>
      ) : null}
    </Paper>
  );
}

type VehicleProps = {
  fields: ServiceFields;
  vehicles: { _id: string; label: string }[];
  seats: string;
  onSeats: (seats: string) => void;
};

export function VehicleSection({ fields, vehicles, seats, onSeats: setSeats }: VehicleProps) {
  const { t } = useTranslation("transport");
  const choose = t("service.choose");
  const counts = guestChoices(Number(seats)).map((n) => ({ value: String(n), label: String(n) }));
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t("service.sections.vehicle")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Choice
          field={fields.option}
          label={t("service.vehicle")}
          required
          placeholder={t("service.chooseVehicle")}
          options={vehicles.map((v) => ({ value: v._id, label: v.label }))}
        />
        <Choice
          field={fields.car_type}
          label={t("service.seats")}
          required
          placeholder={choose}
          options={SEAT_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
          onPick={setSeats}
        />
        <FieldInput field={fields.max_km} type="number" label={t("service.maxKm")} min={0} max={L.maxKm} />
        <Choice
          field={fields.max_guests}
          label={t("service.maxGuests")}
          required
          placeholder={choose}
          options={counts}
        />
        <Choice
          field={fields.max_luggages}
          label={t("service.maxLuggages")}
          required
          placeholder={choose}
          options={counts}
        />
      </SimpleGrid>
      <Button
        type="submit"
        name="intent"
        value="refresh"
        variant="default"
        size="xs"
        mt="xs"
        className="no-js-only"
        formNoValidate
      >
        {t("service.refresh")}
      </Button>
    </Paper>
  );
}
