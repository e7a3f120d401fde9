// The hotel form's own sections (spec hotels-bikes-transport §2 "/hotel/action": the right column of
// area, country, city, hotel type, prices, fees, commission, stars and isolation; facilities; the
// address with its point). Every control is a native one, so the form works without scripts.
import { Checkbox, Input, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormSection } from "~/components/form-section";
import { useFieldError, useServerAutoFocus, type AnyField } from "~/components/form";
import type { PlaceLists } from "~/features/places";
import { ListingPlaces, ShareExample, type Ref } from "~/features/listing";
import { AddressPointField, type AddressFindResult } from "~/features/address";
import { STARS } from "./schema";
import type { HotelFields } from "./fields";

const initial = (f: AnyField) => String(f.initialValue ?? "");

function useInput() {
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  return (f: AnyField, label: string, opts: { type?: string; required?: boolean } & Record<string, unknown> = {}) => {
    const { type = "text", required = false, ...extra } = opts;
    return (
      <TextInput
        key={f.key}
        name={f.name}
        type={type}
        defaultValue={initial(f)}
        label={label}
        withAsterisk={required}
        error={fieldError(f.errors)}
        autoFocus={autoFocus(f.errors)}
        {...extra}
      />
    );
  };
}

export function DetailsSection({
  fields,
  places,
  types,
  currency,
}: {
  fields: HotelFields;
  places: PlaceLists;
  types: Ref[];
  currency: string;
}) {
  const { t } = useTranslation("hotel");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const input = useInput();
  return (
    <FormSection title={t("form.sections.details")}>
      <Stack>
        <ListingPlaces fields={fields} places={places} />
        <NativeSelect
          key={fields.type.key}
          name={fields.type.name}
          defaultValue={initial(fields.type)}
          label={t("form.type")}
          withAsterisk
          data={[{ value: "", label: t("common:choose") }, ...types.map((x) => ({ value: x._id, label: x.name }))]}
          error={fieldError(fields.type.errors)}
          autoFocus={autoFocus(fields.type.errors)}
          data-testid="hotel-type"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {input(fields.price, t("form.price", { currency }), { type: "number", required: true, min: 0, step: "any" })}
          {input(fields.price_extrabed, t("form.priceExtrabed", { currency }), { type: "number", min: 0, step: "any" })}
          {input(fields.service_fee, t("form.serviceFee"), { placeholder: t("form.serviceFeeHint") })}
          {input(fields.vat_fee, t("form.vat"), { placeholder: t("form.vatHint") })}
        </SimpleGrid>
        <div>
          {input(fields.commission, t("form.commission"), {
            type: "number",
            required: true,
            min: 1,
            max: 100,
            step: "any",
          })}
          <ShareExample
            share={fields.commission}
            price={fields.price}
            currency={currency}
            hint={t("form.commissionHint")}
          />
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            key={fields.total_vote.key}
            name={fields.total_vote.name}
            defaultValue={initial(fields.total_vote) || "0"}
            label={t("form.stars")}
            data={STARS.map((s) => ({ value: String(s), label: t("form.starsValue", { count: s }) }))}
            error={fieldError(fields.total_vote.errors)}
            autoFocus={autoFocus(fields.total_vote.errors)}
          />
          <NativeSelect
            key={fields.isolation.key}
            name={fields.isolation.name}
            defaultValue={initial(fields.isolation) || "false"}
            label={t("form.isolation")}
            data={[
              { value: "true", label: t("form.yes") },
              { value: "false", label: t("form.no") },
            ]}
            error={fieldError(fields.isolation.errors)}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t("form.currency", { currency })}
        </Text>
      </Stack>
    </FormSection>
  );
}

export function FacilitiesSection({ fields, facilities }: { fields: HotelFields; facilities: Ref[] }) {
  const { t } = useTranslation("hotel");
  const fieldError = useFieldError();
  const chosen = [fields.facilities.initialValue ?? []].flat().map(String);
  return (
    <Paper withBorder p="lg" radius="md">
      <Input.Wrapper label={t("form.facilities")} error={fieldError(fields.facilities.errors)}>
        <div className="check-grid" style={{ marginTop: 4 }} data-testid="hotel-facilities">
          {facilities.map((f) => (
            <Checkbox
              key={f._id}
              name={fields.facilities.name}
              value={f._id}
              label={f.name}
              defaultChecked={chosen.includes(f._id)}
            />
          ))}
        </div>
      </Input.Wrapper>
    </Paper>
  );
}

/** The address and its point (spec §3 "loc"): the address finder's field, or typed by hand. */
export function AddressSection({ fields, found }: { fields: HotelFields; found?: AddressFindResult | null }) {
  const { t } = useTranslation("hotel");
  return (
    <FormSection title={t("form.sections.address")}>
      <AddressPointField address={fields.address} loc={fields.loc} found={found} />
    </FormSection>
  );
}
