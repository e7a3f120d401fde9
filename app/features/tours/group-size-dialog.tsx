// The add/edit dialog of a passenger group and its options (spec §3 Option group size, §5): a URL state of /tour/{idTour}/optional-group-size.
import type { PassengerGroup } from "./api.server";
import { Form, useActionData } from "@remix-run/react";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Button, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PassengerGroupSchema, toFormValues } from "~/features/tours/group-size-form";
import { FieldInput, FormAlert, useSchemaForm, intentButton } from "~/components/form";
import { FormOnce } from "~/components/form-once";
import { OptionCard } from "./option-card";
import { DialogActions, UrlDialog } from "~/components/url-dialog";

export function GroupDialog({
  group,
  version,
  currency,
  closeTo,
}: {
  group: (PassengerGroup & { index: number }) | null;
  version: string;
  currency: string;
  closeTo: string;
}) {
  const { t } = useTranslation("tours");
  const actionData = useActionData() as { result: SubmissionResult<string[]> } | undefined;
  const [form, fields] = useSchemaForm(PassengerGroupSchema, {
    id: "group",
    lastResult: actionData?.result,
    defaultValue: toFormValues(group, group?.index ?? null),
  });
  const optionList = fields.options.getFieldList();
  return (
    <UrlDialog title={t(group ? "groups.editTitle" : "groups.addTitle")} closeTo={closeTo} testId="group-dialog" wide>
      <Form method="post" {...getFormProps(form)} className="dialog-form" preventScrollReset>
        <input type="hidden" name="version" value={version} />
        <FormOnce />
        <input type="hidden" name="index" value={group ? String(group.index) : ""} />
        <Stack>
          <FormAlert errors={form.errors} id={form.errorId} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FieldInput field={fields.name} label={t("groups.nameVi")} />
            <FieldInput field={fields.translations.getFieldset().en.getFieldset().name} label={t("groups.nameEn")} />
            <FieldInput field={fields.min} label={t("age.min")} type="number" />
            <FieldInput field={fields.max} label={t("age.max")} type="number" />
          </SimpleGrid>
          <Text fw={600}>{t("groups.options")}</Text>
          {optionList.map((row, index) => {
            const o = row.getFieldset();
            return (
              <OptionCard
                key={row.key}
                testId="group-option"
                name={o.name}
                english={o.translations.getFieldset().en.getFieldset().name}
                commission={{ type: o.commission_type, value: o.commission_value, price: o.price }}
                currency={currency}
                remove={index > 0 ? form.remove.getButtonProps({ name: fields.options.name, index }) : null}
              >
                <FieldInput field={o.price} label={t("age.priceIn", { currency })} type="number" />
                <FieldInput field={o.min} label={t("age.min")} type="number" />
                <FieldInput field={o.max} label={t("age.max")} type="number" />
              </OptionCard>
            );
          })}
          <Button
            w="fit-content"
            size="xs"
            variant="light"
            {...intentButton(
              form.insert.getButtonProps({ name: fields.options.name, defaultValue: { commission_type: "percent" } }),
            )}
            data-testid="option-add"
          >
            {t("groups.addOption")}
          </Button>
          <Text size="xs" c="dimmed">
            {t("commission.hint")}
          </Text>
          <DialogActions closeTo={closeTo} saveTestId="group-save" />
        </Stack>
      </Form>
    </UrlDialog>
  );
}
