// The price package editor (spec §2 Tours "passenger groups as columns, classes as rows, price
// grid, plus a percentage price list by age … Save footer"). Plain inputs and Conform's list
// buttons: without scripts every add/remove posts the form and the server redraws it; with
// scripts they happen in place. The grid is one <table>; under 768px CSS turns each class row
// into a card (one set of inputs, so nothing is posted twice). Mantine's Button defaults to
// type="button" and Conform's button props carry no type: list buttons go through intentButton.
// Its sections sit beside it; its schema and mappings are ../package-form.ts.
import { Form, useNavigation } from "@remix-run/react";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Button, Checkbox, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert, useSchemaForm } from "~/components/form";
import { FormOnce } from "~/components/form-once";
import { PricePackageSchema, type toFormValues } from "./schema";
import { ChildrenSection } from "./children";
import { ClassesSection, GroupsSection } from "./rows";
import { GridSection } from "./grid";

type Props = {
  defaultValue: ReturnType<typeof toFormValues>;
  lastResult?: SubmissionResult<string[]>;
  currency: string;
};

export function PackageEditor({ defaultValue, lastResult, currency }: Props) {
  const { t } = useTranslation("priceTable");
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(PricePackageSchema, { id: "price-table", defaultValue, lastResult });

  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset>
      {/* Enter in a field saves instead of pressing the first list button */}
      <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
      <FormOnce />
      <Stack gap="md">
        <Text c="dimmed">{t("intro")}</Text>
        <FormAlert errors={form.errors} id={form.errorId} />
        <GroupsSection form={form} fields={fields} />
        <ClassesSection form={form} fields={fields} currency={currency} />
        <GridSection form={form} fields={fields} currency={currency} />
        <ChildrenSection form={form} fields={fields} />

        <Checkbox
          name={fields.auto_translate_en.name}
          value="on"
          defaultChecked={fields.auto_translate_en.initialValue === "on"}
          label={t("autoTranslate")}
        />

        <div className="form-footer">
          <Group justify="flex-end">
            <Button
              type="submit"
              name="intent"
              value="save"
              loading={navigation.state === "submitting"}
              data-testid="price-table-save"
            >
              {t("save")}
            </Button>
          </Group>
        </div>
      </Stack>
    </Form>
  );
}
