// Child prices: a percentage of the grid's price by age (spec §5 "Price package"), 0 to 20 rows.
import { Button, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { intentButton } from "~/components/form";
import { PACKAGE_LIMITS } from "./schema";
import type { PackageFields, PackageFormMeta } from "./fields";
import { englishName, usePackageInputs } from "./inputs";

export function ChildrenSection({ form, fields }: { form: PackageFormMeta; fields: PackageFields }) {
  const { t } = useTranslation("priceTable");
  const { input, removeButton } = usePackageInputs(form);
  const children = fields.price_ages.getFieldList();
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4">
        {t("sections.children")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("childrenHint")}
      </Text>
      <Stack gap="sm">
        {children.length ? null : (
          <Text size="sm" data-testid="package-no-children">
            {t("noChildren")}
          </Text>
        )}
        {children.map((row, i) => {
          const a = row.getFieldset();
          return (
            <div key={row.key} className="package-row" data-testid="package-child">
              <SimpleGrid cols={{ base: 1, xs: 3 }} style={{ flex: 1 }}>
                {input(a.name, t("childName"), { lang: "vi" })}
                {input(englishName(a), t("childNameEn"), { lang: "en" })}
                {input(a.percent, t("percent"))}
              </SimpleGrid>
              {removeButton(fields.price_ages, i, t("removeChild", { n: i + 1 }))}
            </div>
          );
        })}
      </Stack>
      {children.length < PACKAGE_LIMITS.price_ages ? (
        <Button
          variant="light"
          size="xs"
          mt="sm"
          data-testid="package-add-child"
          {...intentButton(
            form.insert.getButtonProps({
              name: fields.price_ages.name,
              defaultValue: { name: "", translations: { en: { name: "" } }, percent: "" },
            }),
          )}
        >
          {t("addChild")}
        </Button>
      ) : null}
    </Paper>
  );
}
