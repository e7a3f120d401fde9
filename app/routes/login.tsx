// /login: three modes as URL states (spec §2 Login, §8 login/forgot/reset), each a plain form
// post that works without scripts. With scripts, the button waits until the fields are valid.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useCallback, useEffect, useRef, useState } from "react";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ForgotSchema, LoginSchema, ResetSchema, loginMode, type LoginMode } from "~/features/auth/schema";
import { login, requestResetCode, resetPassword } from "~/features/auth/api.server";
import { getAuth, startSession } from "~/lib/session.server";
import { addToast, redirectWithToast, seeOther } from "~/lib/toast.server";
import { safeBackPath } from "~/lib/safe-redirect";
import { i18nServer } from "~/lib/i18n.server";
import { FormAlert, formError, useFieldError, useServerAutoFocus, useHydrated, useSchemaForm } from "~/components/form";
import { LanguageButtons } from "~/components/language-switch";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

/** `back` of the URL, if it is a same-site path other than /login itself. */
function backOf(value: unknown): string | null {
  const back = safeBackPath(value, "");
  return back && !back.startsWith("/login") && !back.startsWith("/logout") ? back : null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // a logged-in visitor goes to back or / (spec §2 Login)
  if (await getAuth(request, context)) throw seeOther(backOf(url.searchParams.get("back")) ?? "/");
  const t = await i18nServer.getFixedT(request, "auth");
  const mode = loginMode(url.searchParams.get("mode"));
  // the tab's title says which step this is (issue 9 item 24)
  return { title: t(mode === "login" ? "title" : `${mode}.title`), mode };
}

type ActionData = { intent: LoginMode; result: SubmissionResult<string[]> };

export async function action({ request, context }: ActionFunctionArgs): Promise<ActionData | Response> {
  const formData = await request.formData();
  const intent = loginMode(String(formData.get("intent")));

  if (intent === "login") {
    const submission = parseWithZod(formData, { schema: LoginSchema });
    if (submission.status !== "success") return { intent, result: submission.reply({ hideFields: ["password"] }) };
    const result = await login(submission.value, context.clientIp);
    if (!result.ok)
      return { intent, result: submission.reply({ formErrors: [result.message], hideFields: ["password"] }) };
    await startSession(request, context, result);
    await addToast(context, { kind: "success", message: "auth:loginSuccess" });
    // spec §2 Login: back if given, else / when verified, else /profile/agency
    return seeOther(backOf(submission.value.back) ?? (result.supplier.is_verify ? "/" : "/profile/agency"));
  }

  if (intent === "forgot") {
    const submission = parseWithZod(formData, { schema: ForgotSchema });
    if (submission.status !== "success") return { intent, result: submission.reply() };
    const result = await requestResetCode(submission.value.email, context.clientIp);
    if (!result.ok)
      return { intent, result: submission.reply({ formErrors: [formError(result.message, result.values)] }) };
    return redirectWithToast(context, `/login?mode=reset&email=${encodeURIComponent(submission.value.email)}`, {
      kind: "success",
      message: "auth:codeSent",
    });
  }

  const submission = parseWithZod(formData, { schema: ResetSchema });
  if (submission.status !== "success")
    return { intent, result: submission.reply({ hideFields: ["password", "confirm"] }) };
  const result = await resetPassword(submission.value);
  if (!result.ok) {
    return {
      intent,
      result: submission.reply({
        formErrors: [formError(result.message, result.values)],
        hideFields: ["password", "confirm"],
      }),
    };
  }
  return redirectWithToast(context, "/login", { kind: "success", message: "auth:resetSuccess" });
}

export default function LoginPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  // the mode of the form that was just posted wins over the URL's
  const mode = actionData?.intent ?? loaderData.mode;
  const { t } = useTranslation("auth");
  return (
    <main className="login-page">
      <LanguageButtons />
      <Paper className="login-card" withBorder shadow="sm" p="xl" radius="lg">
        <Title order={1} size="h3">
          {t("common:appName")}
        </Title>
        <Text c="dimmed" size="sm" mb="lg">
          {t(`${mode}.subtitle`)}
        </Text>
        {mode === "login" ? <LoginForm /> : mode === "forgot" ? <ForgotForm /> : <ResetForm />}
      </Paper>
    </main>
  );
}

function useModeForm<S extends z.ZodObject>(mode: LoginMode, schema: S, defaultValue?: Record<string, string>) {
  const actionData = useActionData<typeof action>() as ActionData | undefined;
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

function LoginForm() {
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

function ForgotForm() {
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

function ResetForm() {
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
