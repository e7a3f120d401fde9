// The transport service form (spec hotels-bikes-transport §2 "/transport/service/action(/{id})",
// §3, §5): type, route by type, duration in days or hours and 5-minute steps, place, vehicle, seats
// → guest and luggage choices, price and the supplier's share, the driver, the texts of both
// languages. Choices that depend on another (routes on the type, guests on the seats, countries on
// the area) follow at once with scripts; without them the "show" button redraws them on the server.
// No vehicle yet: the createVehicleFirst dialog leads to the vehicle list (§8). The texts section
// and that dialog load after the page is interactive (service-form/later-parts.tsx).
import { Button, Group, Stack } from "@mantine/core";
import { useState } from "react";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { needsCustomRoute } from "@contract/transport";
import { PageHeader } from "~/components/page-header";
import { FormAlert, useSchemaForm } from "~/components/form";
import { FormOnce } from "~/components/form-once";
import { LeaveGuard } from "~/components/leave-guard";
import type { PlaceLists } from "~/features/places";
import { ServiceFormSchema, type ServiceFormData } from "./service-form/schema";
import { initial } from "./service-form/fields";
import { BasicsSection } from "./service-form/basics";
import { PlaceSection, VehicleSection } from "./service-form/place-vehicle";
import { DriverSection, PriceSection } from "./service-form/price-driver";
import { LaterCreateVehicleFirst, LaterTextsSection } from "./service-form/later-parts";

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
          <BasicsSection
            fields={fields}
            type={type}
            onType={setType}
            route={route}
            onRoute={setRoute}
            unit={unit}
            onUnit={setUnit}
            auto={auto}
          />
          <PlaceSection fields={fields} places={places} custom={needsCustomRoute(type, route)} />
          <VehicleSection fields={fields} vehicles={data.vehicles} seats={seats} onSeats={setSeats} />
          <PriceSection fields={fields} currency={data.currency} />
          <DriverSection fields={fields} />
          <LaterTextsSection fields={fields} auto={auto} onAuto={setAuto} />
          <Group justify="flex-end" gap="md">
            <Button component={Link} to="/transport/services" variant="default">
              {t("common:close")}
            </Button>
            <Button type="submit" name="intent" value="save" data-testid="service-save">
              {t("service.save")}
            </Button>
          </Group>
        </Stack>
      </Form>
      {data.createVehicleFirst ? <LaterCreateVehicleFirst /> : null}
    </>
  );
}
