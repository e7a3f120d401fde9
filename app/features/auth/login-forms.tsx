// The three forms of /login (spec §2 Login, §5): plain posts that work without scripts; with
// scripts, each button waits until its fields pass the schema.
import { useCallback, useEffect, useRef, useState } from "react";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Anchor, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ForgotSchema, LoginSchema, ResetSchema, type LoginMode } from "./schema";
import { FormAlert, useFieldError, useServerAutoFocus, useHydrated, useSchemaForm } from "~/components/form";

/** What the /login action answers when a form is refused. */
export type LoginActionData = { intent: LoginMode; result: SubmissionResult<string[]> };

function useModeForm<S extends z.ZodObject>(mode: LoginMode, schema: S, defaultValue?: Record<string, string>) {
  const actionData = useActionData() as LoginActionData | undefined;
  return useSchemaForm(schema, {
    id: mode,
    defaultValue,
    lastResult: actionData?.intent === mode ? actionData.result : undefined,
  });
}

/**
 * Whether the form's fields, as they are on the page, pass the schema. Read from the form
 * itself (on hydration and on every input), so what was typed before the scripts arrived
 * counts too.
 */
function useFormValid(schema: z.ZodType) {
  const ref = useRef<HTMLFormElement>(null);
  const [valid, setValid] = useState(false);
  const check = useCallback(() => {
    if (ref.current) setValid(schema.safeParse(Object.fromEntries(new FormData(ref.current))).success);
  }, [schema]);
  useEffect(check, [check]);
  return { ref, valid, check };
}

function SubmitButton({ mode, valid, label }: { mode: LoginMode; valid: boolean; label: string }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === mode;
  // spec §2 Login: disabled until the fields are valid, a courtesy of scripts; the server checks anyway
  return (
    <Button
      type="submit"
      name="intent"
      value={mode}
      fullWidth
      loading={busy}
      disabled={hydrated && !valid}
      data-testid={`${mode}-submit`}
    >
      {label}
    </Button>
  );
}

export function LoginForm() {
  const { t } = useTranslation("auth");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const [params] = useSearchParams();
  const [form, fields] = useModeForm("login", LoginSchema);
  const { ref, valid, check } = useFormValid(LoginSchema);
  const { key: _e, ...email } = getInputProps(fields.email, { type: "email" });
  const { key: _p, ...password } = getInputProps(fields.password, { type: "password" });
  return (
    <Form method="post" {...getFormProps(form)} ref={ref} onInput={check} onChange={check}>
      <input type="hidden" name="back" value={params.get("back") ?? ""} />
      <Stack gap="md">
        <FormAlert errors={form.errors} id={form.errorId} />
        <TextInput
          {...email}
          label={t("email")}
          autoComplete="username"
          error={fieldError(fields.email.errors)}
          autoFocus={autoFocus(fields.email.errors)}
        />
        <PasswordInput
          {...password}
          label={t("password")}
          autoComplete="current-password"
          error={fieldError(fields.password.errors)}
          autoFocus={autoFocus(fields.password.errors)}
        />
        <Anchor component={Link} to="/login?mode=forgot" size="sm" data-testid="forgot-link">
          {t("forgotLink")}
        </Anchor>
        <SubmitButton mode="login" valid={valid} label={t("login.submit")} />
      </Stack>
    </Form>
  );
}

export function ForgotForm() {
  const { t } = useTranslation("auth");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const [form, fields] = useModeForm("forgot", ForgotSchema);
  const { ref, valid, check } = useFormValid(ForgotSchema);
  const { key: _e, ...email } = getInputProps(fields.email, { type: "email" });
  return (
    <Form method="post" {...getFormProps(form)} ref={ref} onInput={check} onChange={check}>
      <Stack gap="md">
        <FormAlert errors={form.errors} id={form.errorId} />
        <TextInput
          {...email}
          label={t("registeredEmail")}
          autoComplete="email"
          error={fieldError(fields.email.errors)}
          autoFocus={autoFocus(fields.email.errors)}
        />
        <SubmitButton mode="forgot" valid={valid} label={t("forgot.submit")} />
        <Anchor component={Link} to="/login?mode=reset" size="sm">
          {t("haveCode")}
        </Anchor>
        <Anchor component={Link} to="/login" size="sm">
          {t("backToLogin")}
        </Anchor>
      </Stack>
    </Form>
  );
}

export function ResetForm() {
  const { t } = useTranslation("auth");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const [params] = useSearchParams();
  const [form, fields] = useModeForm("reset", ResetSchema, { email: params.get("email") ?? "" });
  const { ref, valid, check } = useFormValid(ResetSchema);
  const { key: _e, ...email } = getInputProps(fields.email, { type: "email" });
  const { key: _c, ...code } = getInputProps(fields.code, { type: "text" });
  const { key: _p, ...password } = getInputProps(fields.password, { type: "password" });
  const { key: _r, ...confirm } = getInputProps(fields.confirm, { type: "password" });
  return (
    <Form method="post" {...getFormProps(form)} ref={ref} onInput={check} onChange={check}>
      <Stack gap="md">
        <FormAlert errors={form.errors} id={form.errorId} />
        <TextInput
          {...email}
          label={t("email")}
          autoComplete="email"
          error={fieldError(fields.email.errors)}
          autoFocus={autoFocus(fields.email.errors)}
        />
        <TextInput
          {...code}
          label={t("code")}
          autoComplete="one-time-code"
          error={fieldError(fields.code.errors)}
          autoFocus={autoFocus(fields.code.errors)}
        />
        <PasswordInput
          {...password}
          label={t("newPassword")}
          autoComplete="new-password"
          error={fieldError(fields.password.errors)}
          autoFocus={autoFocus(fields.password.errors)}
        />
        <PasswordInput
          {...confirm}
          label={t("confirmPassword")}
          autoComplete="new-password"
          error={fieldError(fields.confirm.errors)}
          autoFocus={autoFocus(fields.confirm.errors)}
        />
        <SubmitButton mode="reset" valid={valid} label={t("reset.submit")} />
        <Anchor component={Link} to="/login" size="sm">
          {t("backToLogin")}
        </Anchor>
      </Stack>
    </Form>
  );
}
