// The tour's type, duration and price (spec §3 Tour, §4: the controls the type drives). Without scripts
// every control is on the page with a hint and the server sorts them out; with scripts they follow the type.
import { useState } from "react";
import { Checkbox, Group, NativeSelect, Radio, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormSection } from "~/components/form-section";
import { useFieldError, useHydrated, useServerAutoFocus } from "~/components/form";
import { DURATION_TYPES, GROUP_TYPES, OPTIONAL_TYPES, PRICE_TYPES, TOUR_TYPES } from "../schema";
import type { TourFields } from "./fields";

export function BasicsSection({ fields, currency }: { fields: TourFields; currency: string }) {
  const { t } = useTranslation("tours");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const hydrated = useHydrated();
  const [type, setType] = useState(String(fields.type.initialValue ?? ""));
  const show = (when: boolean) => !hydrated || when; // without scripts everything is on the page
  return (
    <FormSection title={t("form.sections.type")}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            key={fields.type.key}
            name={fields.type.name}
            label={t("form.type")}
            withAsterisk
            defaultValue={type}
            onChange={(e) => setType(e.currentTarget.value)}
            data={[
              { value: "", label: t("common:choose") },
              ...TOUR_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) })),
            ]}
            error={fieldError(fields.type.errors)}
            autoFocus={autoFocus(fields.type.errors)}
            data-testid="tour-type"
          />
          {show(type === "default" || type === "combo") ? (
            <NativeSelect
              key={fields.optional_type.key}
              name={fields.optional_type.name}
              label={t("form.optionalType")}
              description={hydrated ? undefined : t("form.optionalTypeHint")}
              defaultValue={String(fields.optional_type.initialValue ?? "default")}
              data={OPTIONAL_TYPES.filter((o) => !hydrated || o !== "flexi" || type === "combo").map((v) => ({
                value: v,
                label: t(`optionalTypes.${v}`),
              }))}
              error={fieldError(fields.optional_type.errors)}
              autoFocus={autoFocus(fields.optional_type.errors)}
              data-testid="tour-optional-type"
            />
          ) : null}
          {show(type === "group") ? (
            <NativeSelect
              key={fields.group_type.key}
              name={fields.group_type.name}
              label={t("form.groupType")}
              description={hydrated ? undefined : t("form.groupTypeHint")}
              defaultValue={String(fields.group_type.initialValue ?? "viet-nam")}
              data={GROUP_TYPES.map((v) => ({ value: v, label: t(`groupTypes.${v}`) }))}
              error={fieldError(fields.group_type.errors)}
              autoFocus={autoFocus(fields.group_type.errors)}
            />
          ) : null}
        </SimpleGrid>
        {show(type === "ticket") ? (
          <Checkbox
            key={fields.is_fast_track.key}
            name={fields.is_fast_track.name}
            value="on"
            defaultChecked={fields.is_fast_track.initialValue === "on"}
            label={t(hydrated ? "form.fastTrack" : "form.fastTrackNoScript")}
          />
        ) : null}
        <DurationFields fields={fields} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            key={fields.price.key}
            name={fields.price.name}
            type="number"
            min={0}
            max={100_000_000}
            step="any"
            inputMode="decimal"
            label={t("form.price", { currency })}
            withAsterisk
            defaultValue={String(fields.price.initialValue ?? "")}
            error={fieldError(fields.price.errors)}
            autoFocus={autoFocus(fields.price.errors)}
          />
          <NativeSelect
            key={fields.price_type.key}
            name={fields.price_type.name}
            label={t("form.priceType")}
            withAsterisk
            defaultValue={String(fields.price_type.initialValue ?? "person")}
            data={PRICE_TYPES.map((v) => ({ value: v, label: t(`priceTypes.${v}`) }))}
            error={fieldError(fields.price_type.errors)}
            autoFocus={autoFocus(fields.price_type.errors)}
          />
        </SimpleGrid>
      </Stack>
    </FormSection>
  );
}

/** The duration: in days or in hours and minutes (with scripts only the chosen kind's controls show). */
function DurationFields({ fields }: { fields: TourFields }) {
  const { t } = useTranslation("tours");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const hydrated = useHydrated();
  const [durationType, setDurationType] = useState(String(fields.duration_type.initialValue ?? "day"));
  const show = (when: boolean) => !hydrated || when; // without scripts everything is on the page
  return (
    <>
      <Radio.Group
        key={fields.duration_type.key}
        name={fields.duration_type.name}
        label={t("form.durationType")}
        withAsterisk
        defaultValue={durationType}
        onChange={setDurationType}
        error={fieldError(fields.duration_type.errors)}
      >
        <Group mt={4}>
          {DURATION_TYPES.map((d, i) => (
            <Radio
              key={d}
              value={d}
              label={t(`durationTypes.${d}`)}
              autoFocus={i === 0 && autoFocus(fields.duration_type.errors)}
            />
          ))}
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {show(durationType === "day") ? (
          <NativeSelect
            key={fields.days.key}
            name={fields.days.name}
            label={t("form.days")}
            defaultValue={String(fields.days.initialValue ?? "")}
            data={range(0, 30)}
            error={fieldError(fields.days.errors)}
            autoFocus={autoFocus(fields.days.errors)}
          />
        ) : null}
        {show(durationType === "hour") ? (
          <>
            <NativeSelect
              key={fields.hours.key}
              name={fields.hours.name}
              label={t("form.hours")}
              defaultValue={String(fields.hours.initialValue ?? "")}
              data={range(0, 23)}
              error={fieldError(fields.hours.errors)}
              autoFocus={autoFocus(fields.hours.errors)}
            />
            <NativeSelect
              key={fields.minutes.key}
              name={fields.minutes.name}
              label={t("form.minutes")}
              defaultValue={String(fields.minutes.initialValue ?? "0")}
              data={range(0, 55, 5)}
              error={fieldError(fields.minutes.errors)}
              autoFocus={autoFocus(fields.minutes.errors)}
            />
          </>
        ) : null}
      </SimpleGrid>
    </>
  );
}

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => String(from + i * step));
