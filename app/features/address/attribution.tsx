import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AddressSource } from "./types";

/** The credit the places' data asks for (GeoNames: CC BY 4.0; OpenStreetMap: ODbL). */
export function Attribution({ source }: { source: AddressSource }) {
  const { t } = useTranslation("address");
  return (
    <Text size="xs" c="dimmed" px={8} pt={4} data-testid="address-attribution">
      {t(`attribution.${source}`)}
    </Text>
  );
}
