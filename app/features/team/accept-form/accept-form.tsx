// The form of /invite (spec team.md §Screens): the invited person's name and password, a plain post
// that works without scripts; the code and e-mail come from the invitation's link.
import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { Form, useNavigation } from "@remix-run/react";
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { FormAlert, useFieldError, useSchemaForm, useServerAutoFocus } from "~/components/form";
import { AcceptFormSchema } from "./schema";

export function AcceptForm({
  code,
  email,
  lastResult,
}: {
  code: string;
  email: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("team");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(AcceptFormSchema, { id: "accept", lastResult, defaultValue: { code, email } });
  const input = (f: (typeof fields)[keyof typeof fields], type: "text" | "email" | "password" | "hidden") => {
    const { key: _k, ...props } = getInputProps(f, { type });
    return props;
  };
  return (
    <Form method="post" {...getFormProps(form)}>
      <input {...input(fields.code, "hidden")} />
      <Stack gap="md">
        <FormAlert errors={form.errors} id={form.errorId} />
        <TextInput
          {...input(fields.email, "email")}
          label={t("field.email")}
          autoComplete="username"
          error={fieldError(fields.email.errors)}
          autoFocus={autoFocus(fields.email.errors)}
        />
        <TextInput
          {...input(fields.lastname, "text")}
          label={t("accept.lastname")}
          autoComplete="family-name"
          error={fieldError(fields.lastname.errors)}
          autoFocus={autoFocus(fields.lastname.errors)}
          data-testid="accept-lastname"
        />
        <TextInput
          {...input(fields.firstname, "text")}
          label={t("accept.firstname")}
          autoComplete="given-name"
          error={fieldError(fields.firstname.errors)}
          autoFocus={autoFocus(fields.firstname.errors)}
          data-testid="accept-firstname"
        />
        <PasswordInput
          {...input(fields.password, "password")}
          label={t("accept.password")}
          description={t("accept.passwordHelp")}
          autoComplete="new-password"
          error={fieldError(fields.password.errors)}
          autoFocus={autoFocus(fields.password.errors)}
          data-testid="accept-password"
        />
        <PasswordInput
          {...input(fields.confirm, "password")}
          label={t("accept.confirm")}
          autoComplete="new-password"
          error={fieldError(fields.confirm.errors)}
          autoFocus={autoFocus(fields.confirm.errors)}
          data-testid="accept-confirm"
        />
        <Button type="submit" fullWidth loading={navigation.state === "submitting"} data-testid="accept-submit">
          {t("accept.submit")}
        </Button>
      </Stack>
    </Form>
  );
}
