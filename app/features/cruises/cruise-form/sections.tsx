// The cruise form's own sections (spec §3 "Cruise extras", §5 "Cruise"): where it sails from and
// what it offers on board; the trip (durations, check-in and check-out, stars, price, commission).
// Every control is a native one, so the form works without scripts.
import { Checkbox, Input, NativeSelect, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormSection } from "~/components/form-section";
import { useFieldError, useServerAutoFocus, type AnyField } from "~/components/form";
import type { PlaceLists } from "~/features/places";
import { ListingPlaces, ShareExample, type Ref } from "~/features/listing";
import { NIGHTS, STARS } from "./schema";
import type { CruiseFields } from "./fields";

const initial = (f: AnyField) => String(f.initialValue ?? "");
const chosen = (f: AnyField) => [f.initialValue ?? []].flat().map(String);

export function PlaceSection({
  fields,
  places,
  facilities,
}: {
  fields: CruiseFields;
  places: PlaceLists;
  facilities: Ref[];
}) {
  const { t } = useTranslation("cruise");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  return (
    <FormSection title={t("form.sections.place")}>
      <Stack>
        <ListingPlaces fields={fields} places={places} />
        <Input.Wrapper label={t("form.facilities")} error={fieldError(fields.cruise_facilities.errors)}>
          <div className="check-grid" style={{ marginTop: 4 }} data-testid="cruise-facilities">
            {facilities.map((f) => (
              <Checkbox
                key={f._id}
                name={fields.cruise_facilities.name}
                value={f._id}
                label={f.name}
                defaultChecked={chosen(fields.cruise_facilities).includes(f._id)}
              />
            ))}
          </div>
        </Input.Wrapper>
        <TextInput
          key={fields.key_words.key}
          name={fields.key_words.name}
          defaultValue={initial(fields.key_words)}
          label={t("tours:form.keyWords")}
          description={t("tours:form.keyWordsHint")}
          error={fieldError(fields.key_words.errors)}
          autoFocus={autoFocus(fields.key_words.errors)}
        />
      </Stack>
    </FormSection>
  );
}

export function TripSection({ fields, currency }: { fields: CruiseFields; currency: string }) {
  const { t } = useTranslation("cruise");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const input = (f: AnyField, label: string, type: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      key={f.key}
      name={f.name}
      type={type}
      defaultValue={initial(f)}
      label={label}
      withAsterisk
      error={fieldError(f.errors)}
      autoFocus={autoFocus(f.errors)}
      {...extra}
    />
  );
  const durations = chosen(fields.durations_cruise);
  return (
    <FormSection title={t("form.sections.trip")}>
      <Stack>
        <Input.Wrapper label={t("form.durations")} withAsterisk error={fieldError(fields.durations_cruise.errors)}>
          <div className="check-grid" style={{ marginTop: 4 }} data-testid="cruise-durations">
            {NIGHTS.map((n, i) => (
              <Checkbox
                key={n}
                name={fields.durations_cruise.name}
                value={String(n)}
                label={t("form.nights", { days: n + 1, count: n })}
                defaultChecked={durations.includes(String(n))}
                autoFocus={i === 0 && autoFocus(fields.durations_cruise.errors)}
              />
            ))}
          </div>
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {input(fields.cruise_time_checkin, t("form.checkin"), "time")}
          {input(fields.cruise_time_checkout, t("form.checkout"), "time")}
          <NativeSelect
            key={fields.num_stars.key}
            name={fields.num_stars.name}
            defaultValue={initial(fields.num_stars) || "0"}
            label={t("form.stars")}
            data={STARS.map((s) => ({ value: String(s), label: t("form.starsValue", { count: s }) }))}
            error={fieldError(fields.num_stars.errors)}
            autoFocus={autoFocus(fields.num_stars.errors)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {input(fields.price, t("form.price", { currency }), "number", { min: 0, step: "any" })}
          <div>
            {input(fields.commission, t("form.commission"), "number", { min: 1, max: 100, step: "any" })}
            <ShareExample
              share={fields.commission}
              price={fields.price}
              currency={currency}
              hint={t("form.commissionHint")}
            />
          </div>
        </SimpleGrid>
      </Stack>
    </FormSection>
  );
}
