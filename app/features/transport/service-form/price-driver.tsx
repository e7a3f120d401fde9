// The service's price and the supplier's share (spec hotels-bikes-transport §5, §9), and its driver.
import { Paper, SimpleGrid, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SERVICE_LIMITS as L } from "@contract/transport";
import { FieldInput } from "~/components/form";
import { initial, type ServiceFields } from "./fields";
import { Choice } from "./inputs";

export function PriceSection({ fields, currency }: { fields: ServiceFields; currency: string }) {
  const { t } = useTranslation("transport");
  const entered = String(fields.commission.value ?? initial(fields.commission)).trim();
  // the marketplace's part, once a share is entered (an empty field says nothing)
  const commission = entered === "" ? NaN : Number(entered);
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t("service.sections.price")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FieldInput
          field={fields.price}
          type="number"
          label={t("service.price", { currency })}
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
  );
}

export function DriverSection({ fields }: { fields: ServiceFields }) {
  const { t } = useTranslation("transport");
  const choose = t("service.choose");
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t("service.sections.driver")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <FieldInput field={fields.language_driver} label={t("service.languageDriver")} maxLength={L.languageDriver} />
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
  );
}
