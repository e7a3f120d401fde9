// The bulk update's preview (contract/front-desk.ts planBulk): per room type, the nights it changes
// (before → after), those it cannot (rooms for sale below what is booked), those without a setting and
// those already as asked; then the apply form, carrying the previewed values again as hidden fields.
import { Form, useNavigation } from "@remix-run/react";
import { Alert, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormOnce } from "~/components/form-once";
import { BULK_FIELDS } from "@contract/front-desk";
import { formatMoney } from "~/lib/money";
import { formatDay } from "~/features/calendar";
import type { BulkPlan, RoomBulkAnswer } from "../api.server";

type Change = BulkPlan["changes"][number];

function useValueText(currency: string) {
  const { t, i18n } = useTranslation("rates");
  return (field: (typeof BULK_FIELDS)[number], v: unknown) => {
    if (field === "price") return formatMoney(Number(v), currency, i18n.language);
    if (typeof v === "boolean") return t(v ? "bulk.yes" : "bulk.no");
    if (v === null) return t("bulk.noRule");
    return String(v);
  };
}

function ChangeRows({ changes, currency }: { changes: Change[]; currency: string }) {
  const { t } = useTranslation("rates");
  const text = useValueText(currency);
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped withTableBorder data-testid="bulk-changes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("bulk.day")}</Table.Th>
            <Table.Th scope="col">{t("bulk.beforeAfter")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((c) => (
            <Table.Tr key={c.date} data-testid="bulk-change" data-date={c.date}>
              <Table.Td>{formatDay(c.date)}</Table.Td>
              <Table.Td>
                {BULK_FIELDS.filter((f) => f in c.after).map((f) => (
                  <div key={f}>
                    {`${t(`bulk.field.${f}`)}: ${text(f, c.before[f])} → `}
                    <strong>{text(f, c.after[f])}</strong>
                  </div>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function BulkPreview({
  plan,
  values,
  rooms,
  currency,
}: {
  plan: RoomBulkAnswer;
  values: [string, string][];
  rooms: { _id: string; name: string }[];
  currency: string;
}) {
  const { t } = useTranslation("rates");
  const navigation = useNavigation();
  const total = plan.rooms.reduce((n, r) => n + r.changes.length, 0);
  const nameOf = (id: string) => rooms.find((r) => r._id === id)?.name ?? id;
  return (
    <section aria-labelledby="bulk-preview-title" data-testid="bulk-preview-result">
      <Title order={2} size="h4" id="bulk-preview-title" mb="sm">
        {t("bulk.previewTitle", { count: total })}
      </Title>
      <Stack>
        {plan.rooms.map((r) => (
          <div key={r.room} data-testid="bulk-room-plan">
            <Title order={3} size="h5" mb={4}>
              {nameOf(r.room)}
            </Title>
            {r.changes.length ? (
              <ChangeRows changes={r.changes} currency={currency} />
            ) : (
              <Text size="sm">{t("bulk.noChange")}</Text>
            )}
            {r.refused.length ? (
              <Alert color="red" variant="light" mt="xs" data-testid="bulk-refused" title={t("bulk.refusedTitle")}>
                {r.refused.map((x) => (
                  <div key={x.date}>{t("bulk.refused", { date: formatDay(x.date), booked: x.booked })}</div>
                ))}
              </Alert>
            ) : null}
            {r.unset.length ? (
              <Text size="sm" c="dimmed" mt={4} data-testid="bulk-unset">
                {t("bulk.unset", { count: r.unset.length, days: r.unset.map(formatDay).join(", ") })}
              </Text>
            ) : null}
            {r.unchanged.length ? (
              <Text size="sm" c="dimmed" mt={4}>
                {t("bulk.unchanged", { count: r.unchanged.length })}
              </Text>
            ) : null}
          </div>
        ))}
      </Stack>
      {total > 0 ? (
        <Form method="post" data-testid="bulk-apply-form">
          {values.map(([k, v], i) => (
            <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
          ))}
          <FormOnce />
          <Group justify="flex-end" mt="md">
            <Button
              type="submit"
              name="intent"
              value="apply"
              loading={navigation.state === "submitting" && navigation.formData?.get("intent") === "apply"}
              data-testid="bulk-apply"
            >
              {t("bulk.apply", { count: total })}
            </Button>
          </Group>
        </Form>
      ) : null}
    </section>
  );
}
