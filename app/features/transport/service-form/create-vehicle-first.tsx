// No vehicle yet: the createVehicleFirst dialog leads to the vehicle list (spec hotels-bikes-transport §8).
import { Button, Group, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { UrlDialog } from "~/components/url-dialog";

export function CreateVehicleFirst() {
  const { t } = useTranslation("transport");
  return (
    <UrlDialog title={t("service.createVehicleFirstTitle")} testId="create-vehicle-first" role="alertdialog">
      <Text size="sm" mt="xs">
        {t("service.createVehicleFirst")}
      </Text>
      <Group justify="flex-end" gap="md" mt="md">
        <Button component={Link} to="/transport/services" variant="default">
          {t("common:close")}
        </Button>
        <Button component={Link} to="/transport/options?vehicle=new" data-testid="to-vehicles">
          {t("service.toVehicles")}
        </Button>
      </Group>
    </UrlDialog>
  );
}
