// The two fields the invitation and a member's change share (spec team.md §Roles): the role, a plain
// select, and the services the member is limited to, plain checkboxes (none ticked = all of them).
import { Checkbox, Group, Text } from "@mantine/core";
import { ROLES } from "@contract/permissions";
import { useTranslation } from "react-i18next";
import { useFieldError, type AnyField } from "~/components/form";
import { FieldSelect } from "~/components/field-select";

export function RoleField({ field, testId }: { field: AnyField; testId: string }) {
  const { t } = useTranslation("team");
  return (
    <FieldSelect
      field={field}
      label={t("field.role")}
      description={t("field.roleHelp")}
      data={[
        { value: "", label: t("field.rolePick") },
        ...ROLES.map((r) => ({ value: r, label: t(`common:role.${r}`) })),
      ]}
      testId={testId}
    />
  );
}

export function ServicesField({ field, services, testId }: { field: AnyField; services: string[]; testId: string }) {
  const { t } = useTranslation("team");
  const fieldError = useFieldError();
  const chosen = [field.initialValue ?? []].flat();
  // the list's own message and its items' (a service the supplier cannot choose is `services[0]`'s)
  const errors = Object.values(field.allErrors ?? {}).flat();
  return (
    <fieldset className="team-services" data-testid={testId}>
      <legend>{t("field.services")}</legend>
      <Text size="xs" c="dimmed">
        {t("field.servicesHelp")}
      </Text>
      <Group gap="md" mt={6} key={field.key}>
        {services.map((s) => (
          <Checkbox
            key={s}
            name={field.name}
            value={s}
            label={t(`service.${s}`)}
            defaultChecked={chosen.includes(s)}
            data-testid={`${testId}-${s}`}
          />
        ))}
      </Group>
      {errors.length ? (
        <Text size="xs" c="red" id={field.errorId}>
          {fieldError(errors)}
        </Text>
      ) : null}
    </fieldset>
  );
}
