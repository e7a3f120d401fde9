// The price grid: one cell per class × group with its price and commission (spec §5 "Price package").
import { Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CommissionFields } from "~/features/listing";
import type { PackageFields, PackageFormMeta } from "./fields";
import { str, usePackageInputs, useRowName } from "./inputs";

export function GridSection({
  form,
  fields,
  currency,
}: {
  form: PackageFormMeta;
  fields: PackageFields;
  currency: string;
}) {
  const { t } = useTranslation("priceTable");
  const { input } = usePackageInputs(form);
  const named = useRowName();
  const groups = fields.group.getFieldList().map((f) => f.getFieldset());
  const classes = fields.class.getFieldList().map((f) => f.getFieldset());
  const cells = fields.cells.getFieldset();
  // the grid's headings in the page's language, as typed so far
  const groupLabel = (g: (typeof groups)[number], i: number) => named(g) || t("groupN", { n: i + 1 });
  const classLabel = (c: (typeof classes)[number], i: number) => named(c) || t("classN", { n: i + 1 });
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4">
        {t("sections.grid")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("tours:commission.hint")}
      </Text>
      <div className="price-grid-scroll">
        <table className="price-grid" data-testid="price-grid">
          <thead>
            <tr>
              <th scope="col">{t("corner")}</th>
              {groups.map((g, gi) => (
                <th scope="col" key={str(g.uid)}>
                  <div>{groupLabel(g, gi)}</div>
                  <Text size="xs" c="dimmed" component="div">
                    {t("guestRange", { min: str(g.min), max: str(g.max) })}
                  </Text>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {classes.map((c, ci) => {
              const row = cells[str(c.uid)]!.getFieldset();
              return (
                <tr key={str(c.uid)} data-testid="price-row">
                  <th scope="row">{classLabel(c, ci)}</th>
                  {groups.map((g, gi) => {
                    const cell = row[str(g.uid)]!.getFieldset();
                    return (
                      <td key={str(g.uid)} data-testid="price-cell">
                        <div className="price-cell-label">
                          {groupLabel(g, gi)}{" "}
                          <Text span size="xs" c="dimmed">
                            ({t("guestRange", { min: str(g.min), max: str(g.max) })})
                          </Text>
                        </div>
                        <Stack gap={6}>
                          {input(cell.price, t("price", { currency }), { money: true })}
                          <CommissionFields
                            type={cell.commission_type}
                            value={cell.commission_value}
                            price={cell.price}
                            currency={currency}
                            compact
                          />
                        </Stack>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Paper>
  );
}
