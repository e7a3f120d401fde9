// The service's type, route by type (a custom route in both languages where the type asks for one)
// and duration in days or hours and 5-minute steps (spec hotels-bikes-transport §5).
import { Group, Paper, SimpleGrid, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DURATION, needsCustomRoute, ROUTE_CUSTOM, routesOf, TRANSPORT_TYPES } from "@contract/transport";
import { FieldInput } from "~/components/form";
import { initial, type ServiceFields } from "./fields";
import { Choice } from "./inputs";

type Props = {
  fields: ServiceFields;
  type: string;
  onType: (type: string) => void;
  route: string;
  onRoute: (route: string) => void;
  unit: string;
  onUnit: (unit: string) => void;
  /** the English texts are filled by auto-translation */
  auto: boolean;
};

export function BasicsSection({
  fields,
  type,
  onType: setType,
  route,
  onRoute: setRoute,
  unit,
  onUnit: setUnit,
  auto,
}: Props) {
  const { t } = useTranslation("transport");
  const choose = t("service.choose");
  const custom = needsCustomRoute(type, route);
  const routeOptions = routesOf(type).map((r) => ({
    value: r,
    label: /^\d+$/.test(r) ? t("route.hours", { count: Number(r) }) : t(`route.${r}`),
  }));
  const days = Number(fields.days.value ?? initial(fields.days)) || 1;
  return (
    <Paper withBorder p="md">
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
          <Group grow align="flex-start" gap="md">
            <FieldInput field={fields.hours} type="number" label={t("service.hours")} min={0} max={23} withAsterisk />
            <FieldInput field={fields.minutes} type="number" label={t("service.minutes")} min={0} max={55} step={5} />
          </Group>
        )}
      </SimpleGrid>
    </Paper>
  );
}
