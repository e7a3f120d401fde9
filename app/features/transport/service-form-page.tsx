// The transport service form (spec hotels-bikes-transport §2 "/transport/service/action(/{id})",
// §3, §5): type, route by type, duration in days or hours and 5-minute steps, place, vehicle, seats
// → guest and luggage choices, price and the supplier's share, the driver, the texts of both
// languages. Choices that depend on another (routes on the type, guests on the seats, countries on
// the area) follow at once with scripts; without them the "show" button redraws them on the server.
// No vehicle yet: the createVehicleFirst dialog leads to the vehicle list (§8).
import { useState } from "react";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { getFormProps, getTextareaProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Button, Checkbox, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  DURATION,
  guestChoices,
  needsCustomRoute,
  ROUTE_CUSTOM,
  routesOf,
  SEAT_SIZES,
  SERVICE_LIMITS as L,
  TRANSPORT_TYPES,
} from "@contract/transport";
import { PageHeader } from "~/components/page-header";
import { PlacesFields } from "~/components/places-fields";
import { FieldInput, FormAlert, useFieldError, useServerAutoFocus, useSchemaForm } from "~/components/form";
import { FormOnce } from "~/components/form-once";
import { LeaveGuard } from "~/components/leave-guard";
import { UrlDialog } from "~/components/url-dialog";
import { ServiceFormSchema } from "./service-form";
import type { PlaceLists } from "~/features/places";
import type { ServiceFormData } from "./service-form";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Field = FieldMetadata<any, any, string[]>;
const initial = (f: Field) => (f.initialValue as string | undefined) ?? "";

function Choice({
  field,
  label,
  options,
  required = false,
  onPick,
  placeholder,
}: {
  field: Field;
  label: string;
  options: { value: string; label: string }[];
  required?: boolean;
  onPick?: (value: string) => void;
  placeholder: string;
}) {
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  // drawn anew when its choices change, keeping the value while it is still one of them
  const value = options.some((o) => o.value === initial(field)) ? initial(field) : "";
  return (
    <NativeSelect
      key={`${field.key}-${options.map((o) => o.value).join(",")}`}
      id={field.id}
      name={field.name}
      label={label}
      withAsterisk={required}
      defaultValue={value}
      data={[{ value: "", label: placeholder }, ...options]}
      error={fieldError(field.errors)}
      autoFocus={autoFocus(field.errors)}
      aria-invalid={field.errors ? true : undefined}
      onChange={(e) => onPick?.(e.currentTarget.value)}
      data-testid={`service-${field.name}`}
    />
  );
}

function Text2({ field, label, max, required }: { field: Field; label: string; max: number; required?: boolean }) {
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const { key, ...props } = getTextareaProps(field);
  return (
    <Textarea
      key={key}
      {...props}
      label={label}
      withAsterisk={required}
      autosize
      minRows={3}
      maxLength={max}
      error={fieldError(field.errors)}
      autoFocus={autoFocus(field.errors)}
    />
  );
}

export function ServiceFormPage() {
  const data = useLoaderData() as ServiceFormData;
  const reply = useActionData() as { result?: SubmissionResult<string[]>; places?: PlaceLists } | undefined;
  const { t } = useTranslation("transport");
  const [form, fields] = useSchemaForm(ServiceFormSchema, {
    id: "transport-service",
    lastResult: reply?.result,
    defaultValue: data.values,
  });
  const [type, setType] = useState(initial(fields.type));
  const [route, setRoute] = useState(initial(fields.route));
  const [seats, setSeats] = useState(initial(fields.car_type));
  const [unit, setUnit] = useState(initial(fields.duration_type) || "hour");
  const [auto, setAuto] = useState(initial(fields.auto_translate_en) === "on");
  const places = reply?.places ?? data.places;
  const custom = needsCustomRoute(type, route);
  const routeOptions = routesOf(type).map((r) => ({
    value: r,
    label: /^\d+$/.test(r) ? t("route.hours", { count: Number(r) }) : t(`route.${r}`),
  }));
  const counts = guestChoices(Number(seats)).map((n) => ({ value: String(n), label: String(n) }));
  const choose = t("service.choose");
  const fieldError = useFieldError();
  const days = Number(fields.days.value ?? initial(fields.days)) || 1;
  const entered = String(fields.commission.value ?? initial(fields.commission)).trim();
  // the marketplace's part, once a share is entered (an empty field says nothing)
  const commission = entered === "" ? NaN : Number(entered);
  return (
    <>
      <PageHeader
        title={data.title}
        crumbs={[
          { label: t("service.crumb"), to: "/transport" },
          { label: t("service.title"), to: "/transport/services" },
          { label: data.title },
        ]}
        help="help-transport-service-form"
      />
      <LeaveGuard formId={form.id} />
      <Form method="post" {...getFormProps(form)} data-testid="service-form">
        <input type="hidden" name={fields.id.name} value={data.service?._id ?? ""} />
        <FormOnce />
        <Stack>
          <FormAlert errors={form.errors} id={form.errorId} />
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="sm">
              {t("service.sections.basics")}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Choice
                field={fields.type}
                label={t("service.type")}
                required
                placeholder={choose}
                options={TRANSPORT_TYPES.map((x) => ({ value: x, label: t(`type.${x}`) }))}
                onPick={setType}
              />
              <Choice
                field={fields.route}
                label={t("service.route")}
                required
                placeholder={choose}
                options={routeOptions}
                onPick={setRoute}
              />
              {custom ? (
                <>
                  <FieldInput
                    field={fields.route_custom}
                    label={t("service.routeCustom")}
                    withAsterisk
                    maxLength={ROUTE_CUSTOM.max}
                  />
                  <FieldInput
                    field={fields.route_custom_en}
                    label={t("service.routeCustomEn")}
                    withAsterisk={!auto}
                    maxLength={ROUTE_CUSTOM.max}
                  />
                </>
              ) : null}
              <Choice
                field={fields.duration_type}
                label={t("service.durationType")}
                required
                placeholder={choose}
                options={[
                  { value: "day", label: t("service.durationDay") },
                  { value: "hour", label: t("service.durationHour") },
                ]}
                onPick={setUnit}
              />
              {unit === "day" ? (
                <FieldInput
                  field={fields.days}
                  type="number"
                  label={t("service.days")}
                  min={DURATION.days.min}
                  max={DURATION.days.max}
                  withAsterisk
                  description={t("service.nights", { count: Math.max(0, days - 1) })}
                />
              ) : (
                <Group grow align="flex-start">
                  <FieldInput
                    field={fields.hours}
                    type="number"
                    label={t("service.hours")}
                    min={0}
                    max={23}
                    withAsterisk
                  />
                  <FieldInput
                    field={fields.minutes}
                    type="number"
                    label={t("service.minutes")}
                    min={0}
                    max={55}
                    step={5}
                  />
                </Group>
              )}
            </SimpleGrid>
          </Paper>

          <Paper withBorder radius="md" p="md">
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

          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="sm">
              {t("service.sections.vehicle")}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Choice
                field={fields.option}
                label={t("service.vehicle")}
                required
                placeholder={t("service.chooseVehicle")}
                options={data.vehicles.map((v) => ({ value: v._id, label: v.label }))}
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

          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="sm">
              {t("service.sections.price")}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <FieldInput
                field={fields.price}
                type="number"
                label={t("service.price", { currency: data.currency })}
                min={0}
                max={L.price}
                withAsterisk
              />
              <FieldInput
                field={fields.commission}
                type="number"
                label={t("service.commission")}
                min={0}
                max={100}
                withAsterisk
                description={
                  Number.isFinite(commission) && commission >= 0 && commission <= 100
                    ? t("service.commissionHint", { keep: 100 - commission })
                    : undefined
                }
              />
            </SimpleGrid>
          </Paper>

          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="sm">
              {t("service.sections.driver")}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <FieldInput
                field={fields.language_driver}
                label={t("service.languageDriver")}
                maxLength={L.languageDriver}
              />
              <FieldInput
                field={fields.language_driver_en}
                label={t("service.languageDriverEn")}
                maxLength={L.languageDriver}
              />
              <Choice
                field={fields.age_driver}
                label={t("service.ageDriver")}
                placeholder={choose}
                options={Array.from({ length: L.ageDriver.max - L.ageDriver.min + 1 }, (_, i) =>
                  String(L.ageDriver.min + i),
                ).map((n) => ({ value: n, label: n }))}
              />
            </SimpleGrid>
          </Paper>

          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="sm">
              {t("service.sections.texts")}
            </Title>
            <Checkbox
              key={fields.auto_translate_en.key}
              name={fields.auto_translate_en.name}
              value="on"
              defaultChecked={auto}
              onChange={(e) => setAuto(e.currentTarget.checked)}
              label={t("service.autoTranslateEn")}
              mb="sm"
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <div lang="vi">
                <Text2 field={fields.what_included} label={t("service.whatIncluded")} max={L.whatIncluded} required />
              </div>
              <div lang="en">
                <Text2
                  field={fields.what_included_en}
                  label={t("service.whatIncludedEn")}
                  max={L.whatIncluded}
                  required={!auto}
                />
              </div>
              <div lang="vi">
                <Text2 field={fields.additional_info} label={t("service.additionalInfo")} max={L.additionalInfo} />
              </div>
              <div lang="en">
                <Text2 field={fields.additional_info_en} label={t("service.additionalInfoEn")} max={L.additionalInfo} />
              </div>
              <div lang="vi">
                <Text2
                  field={fields.cancellation_policy}
                  label={t("service.cancellationPolicy")}
                  max={L.cancellationPolicy}
                  required
                />
              </div>
              <div lang="en">
                <Text2
                  field={fields.cancellation_policy_en}
                  label={t("service.cancellationPolicyEn")}
                  max={L.cancellationPolicy}
                  required={!auto}
                />
              </div>
            </SimpleGrid>
            <FieldInput field={fields.key_words} label={t("service.keyWords")} maxLength={L.keyWords} mt="sm" />
            <Checkbox
              key={fields.is_active.key}
              name={fields.is_active.name}
              value="on"
              defaultChecked={initial(fields.is_active) === "on"}
              label={t("service.isActive")}
              mt="sm"
            />
          </Paper>
          <Group justify="flex-end">
            <Button component={Link} to="/transport/services" variant="default">
              {t("common:close")}
            </Button>
            <Button type="submit" name="intent" value="save" data-testid="service-save">
              {t("service.save")}
            </Button>
          </Group>
        </Stack>
      </Form>
      {data.createVehicleFirst ? (
        <UrlDialog title={t("service.createVehicleFirstTitle")} testId="create-vehicle-first" role="alertdialog">
          <Text size="sm" mt="xs">
            {t("service.createVehicleFirst")}
          </Text>
          <Group justify="flex-end" mt="md">
            <Button component={Link} to="/transport/services" variant="default">
              {t("common:close")}
            </Button>
            <Button component={Link} to="/transport/options?vehicle=new" data-testid="to-vehicles">
              {t("service.toVehicles")}
            </Button>
          </Group>
        </UrlDialog>
      ) : null}
    </>
  );
}
