// The add/edit dialog of an age price (spec §3 Age price, §5): a URL state of /tour/{idTour}/age, bilingual.
import { Checkbox, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import type { AgePrice } from "./api.server";
import { Form, useActionData } from "@remix-run/react";
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { AGE_GROUPS, AgePriceSchema, toFormValues } from "~/features/tours/age-form";
import { CommissionFields } from "~/features/listing";
import { FormAlert, useFieldError, useServerAutoFocus, useSchemaForm } from "~/components/form";
import { FormOnce } from "~/components/form-once";
import { DialogActions, UrlDialog } from "~/components/url-dialog";

export function AgeDialog({
  age,
  currency,
  closeTo,
}: {
  age: (AgePrice & { entered: number }) | null;
  currency: string;
  closeTo: string;
}) {
  const { t } = useTranslation("tours");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const actionData = useActionData() as { result: SubmissionResult<string[]> } | undefined;
  const [form, fields] = useSchemaForm(AgePriceSchema, {
    id: "age",
    lastResult: actionData?.result,
    defaultValue: toFormValues(age),
  });
  const english = fields.translations.getFieldset().en.getFieldset().name;
  const input = (
    name: "name" | "english" | "price" | "min" | "max",
    label: string,
    type: "text" | "number" = "text",
    required?: boolean,
  ) => {
    const field = name === "english" ? english : fields[name];
    const { key, ...props } = getInputProps(field, { type });
    return (
      <TextInput
        key={key}
        {...props}
        label={label}
        withAsterisk={required}
        error={fieldError(field.errors)}
        autoFocus={autoFocus(field.errors)}
        {...(name === "name" || name === "english" ? { list: "age-groups" } : {})}
      />
    );
  };
  // spec §5: the English name is required unless it is to be translated automatically
  const englishRequired = fields.auto_translate_en.value !== "on";
  return (
    <UrlDialog title={t(age ? "age.editTitle" : "age.addTitle")} closeTo={closeTo} testId="age-dialog" wide>
      <Form method="post" {...getFormProps(form)} className="dialog-form" preventScrollReset>
        <input type="hidden" name="id" value={age?._id ?? ""} />
        <FormOnce />
        <datalist id="age-groups">
          {AGE_GROUPS.map((g) => (
            <option key={g} value={t(`age.groups.${g}`)} />
          ))}
        </datalist>
        <Stack>
          <FormAlert errors={form.errors} id={form.errorId} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <div lang="vi">{input("name", t("age.nameVi"))}</div>
            <div lang="en">{input("english", t("age.nameEn"), "text", englishRequired)}</div>
          </SimpleGrid>
          {age ? null : (
            <Checkbox
              key={fields.auto_translate_en.key}
              name={fields.auto_translate_en.name}
              value="on"
              defaultChecked={fields.auto_translate_en.initialValue === "on"}
              label={t("form.autoTranslateEn")}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {input("price", t("age.priceIn", { currency }), "number")}
            {input("min", t("age.min"), "number")}
            {input("max", t("age.max"), "number")}
          </SimpleGrid>
          <CommissionFields
            type={fields.commission_type}
            value={fields.commission_value}
            price={fields.price}
            currency={currency}
          />
          <Text size="xs" c="dimmed">
            {t("commission.hint")}
          </Text>
          <DialogActions closeTo={closeTo} saveTestId="age-save" />
        </Stack>
      </Form>
    </UrlDialog>
  );
}
