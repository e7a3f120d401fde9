// The bike form's own sections (spec hotels-bikes-transport §3 "Bike", §5 "Bike form"): where it is
// (place, and the address finder's address and point) and how it is rented (type, by day and/or by
// hour, from price, opening hours in 5-minute steps, operating or not). Every control works without
// scripts (the address finder's "find" posts the form).
import { Checkbox, Input, NativeSelect, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormSection } from "~/components/form-section";
import { BIKE_LIMITS as L, BIKE_TYPES } from "@contract/api/bikes";
import { useFieldError, useServerAutoFocus, type AnyField } from "~/components/form";
import { ListingPlaces } from "~/features/listing";
import type { PlaceLists } from "~/features/places";
import { AddressPointField, type AddressFindResult } from "~/features/address";
import type { BikeFields } from "./fields";

const initial = (f: AnyField) => String(f.initialValue ?? "");

function useInput() {
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  return (f: AnyField, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      key={f.key}
      id={f.id}
      name={f.name}
      defaultValue={initial(f)}
      label={label}
      error={fieldError(f.errors)}
      autoFocus={autoFocus(f.errors)}
      aria-invalid={f.errors ? true : undefined}
      {...extra}
    />
  );
}

type PlaceProps = {
  fields: BikeFields;
  places: PlaceLists;
  /** the places the address finder found for a "find" post (without scripts) */
  found?: AddressFindResult | null;
};

export function PlaceSection({ fields, places, found }: PlaceProps) {
  const { t } = useTranslation("bike");
  return (
    <FormSection title={t("form.sections.place")}>
      <Stack>
        <ListingPlaces fields={fields} places={places} />
        <AddressPointField address={fields.address} loc={fields.loc} found={found} label={t("form.address")} />
      </Stack>
    </FormSection>
  );
}

export function RentalSection({ fields, currency }: { fields: BikeFields; currency: string }) {
  const { t } = useTranslation("bike");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const input = useInput();
  const check = (f: AnyField, label: string) => (
    <Checkbox
      key={f.key}
      name={f.name}
      value="on"
      label={label}
      defaultChecked={f.initialValue === "on"}
      data-testid={`bike-${f.name.replace(/_/g, "-")}`}
    />
  );
  return (
    <FormSection title={t("form.sections.rental")}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            key={fields.type.key}
            id={fields.type.id}
            name={fields.type.name}
            defaultValue={initial(fields.type)}
            label={t("form.type")}
            withAsterisk
            data={[
              { value: "", label: t("form.chooseType") },
              ...BIKE_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) })),
            ]}
            error={fieldError(fields.type.errors)}
            autoFocus={autoFocus(fields.type.errors)}
            data-testid="bike-type"
          />
          {input(fields.from_price, t("form.fromPrice", { currency }), {
            type: "number",
            min: 0,
            max: L.fromPrice,
            step: "any",
            withAsterisk: true,
          })}
        </SimpleGrid>
        <Input.Wrapper label={t("form.rentalBy")} withAsterisk error={fieldError(fields.rental_by_day.errors)}>
          <div className="check-grid" style={{ marginTop: 4 }}>
            {check(fields.rental_by_day, t("form.byDay"))}
            {check(fields.rental_by_hour, t("form.byHour"))}
          </div>
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {/* spec §9: time step 5 minutes (300 seconds) */}
          {input(fields.opening, t("form.opening"), { type: "time", step: 300, withAsterisk: true })}
          {input(fields.close, t("form.close"), { type: "time", step: 300, withAsterisk: true })}
        </SimpleGrid>
        {check(fields.is_active, t("form.isActive"))}
      </Stack>
    </FormSection>
  );
}
