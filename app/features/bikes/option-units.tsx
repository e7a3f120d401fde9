// The chosen option's units (contract/front-desk.ts "Per-vehicle units"): each vehicle's plate or frame
// number, the rental it is out on, a remove button (not while out) and the add form. Plain form posts:
// a handover at the desk then gives one of them per bike.
import { Button, Group, Paper, Text, TextInput, Title } from "@mantine/core";
import { Form, Link, useActionData } from "@remix-run/react";
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import type { BikeUnitRecord } from "@contract/api/front-desk";
import { bookingPaths, BIKE } from "@contract/services";
import { FormAlert, useFieldError, useSchemaForm } from "~/components/form";
import { RowSubmit } from "~/components/list/row-button";
import { UNIT_LABEL_MAX, UnitSchema } from "./unit-form";

export function OptionUnits({ units, optionName }: { units: BikeUnitRecord[]; optionName: string }) {
  const { t } = useTranslation("bike");
  const fieldError = useFieldError();
  const reply = useActionData() as { form?: string; result?: SubmissionResult<string[]> } | undefined;
  const [form, fields] = useSchemaForm(UnitSchema, {
    id: "option-unit",
    lastResult: reply?.form === "unit" ? reply.result : undefined,
  });
  const { key, ...label } = getInputProps(fields.label, { type: "text" });
  return (
    <Paper withBorder p="lg" data-testid="option-units">
      <Title order={2} size="h4" mb="xs">
        {t("units.title", { name: optionName })}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("units.hint")}
      </Text>
      {units.length ? (
        <ul className="unit-list" data-testid="unit-list">
          {units.map((u) => (
            <li key={u._id} data-testid="unit-row">
              <strong>{u.label}</strong>{" "}
              {u.out ? (
                <Link to={bookingPaths(BIKE).detail(u.out.order)} className="link">
                  {t("units.out", { uid: u.out.uid })}
                </Link>
              ) : (
                <Form method="post" preventScrollReset className="desk-step" style={{ display: "inline" }}>
                  <input type="hidden" name="unit" value={u._id} />
                  <RowSubmit name="intent" value="removeUnit" variant="subtle" color="red" data-testid="unit-remove">
                    {t("units.remove")}
                  </RowSubmit>
                </Form>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <Text size="sm" data-testid="unit-none">
          {t("units.none")}
        </Text>
      )}
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <FormAlert errors={form.errors} id={form.errorId} />
        <Group align="flex-end" mt="sm">
          <TextInput
            key={key}
            {...label}
            label={t("units.label")}
            maxLength={UNIT_LABEL_MAX}
            error={fieldError(fields.label.errors)}
            data-testid="unit-label"
          />
          <Button type="submit" name="intent" value="addUnit" variant="light" data-testid="unit-add">
            {t("units.add")}
          </Button>
        </Group>
      </Form>
    </Paper>
  );
}
