// The invitation of /profile/team (spec team.md §Screens): e-mail, role and services, one plain
// form post; a refused invitation (member_exists, email_taken…) shows its words above the form.
import { Button, Paper, Stack, TextInput, Title } from "@mantine/core";
import { Form, useNavigation } from "@remix-run/react";
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { FormAlert, useFieldError, useSchemaForm, useServerAutoFocus } from "~/components/form";
import { FormOnce } from "~/components/form-once";
import { RoleField, ServicesField } from "../member-fields";
import { InviteFormSchema } from "./schema";

export function InviteForm({ services, lastResult }: { services: string[]; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("team");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(InviteFormSchema, { id: "invite", lastResult });
  const { key: _k, ...email } = getInputProps(fields.email, { type: "email" });
  return (
    <Paper withBorder p="lg" maw={900} data-testid="invite-form">
      <Title order={2} size="h4" mb="sm">
        {t("invite.title")}
      </Title>
      <Form method="post" {...getFormProps(form)}>
        <FormOnce />
        <Stack>
          <FormAlert errors={form.errors} id={form.errorId} />
          <TextInput
            {...email}
            label={t("field.email")}
            autoComplete="off"
            error={fieldError(fields.email.errors)}
            autoFocus={autoFocus(fields.email.errors)}
            data-testid="invite-email"
          />
          <RoleField field={fields.role} testId="invite-role" />
          <ServicesField field={fields.services} services={services} testId="invite-services" />
          <Button
            type="submit"
            name="intent"
            value="invite"
            loading={navigation.state === "submitting" && navigation.formData?.get("intent") === "invite"}
            data-testid="invite-submit"
            style={{ alignSelf: "flex-start" }}
          >
            {t("invite.submit")}
          </Button>
        </Stack>
      </Form>
    </Paper>
  );
}
