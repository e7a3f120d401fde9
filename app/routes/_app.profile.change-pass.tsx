// /profile/change-pass (spec §2 Profile, §5 Change password, §8 messages).
import { Button, Paper, PasswordInput, Stack } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { getFormProps, getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { requireApi } from "~/lib/api.server";
import { destroySession, startSession } from "~/lib/session.server";
import { login } from "~/features/auth/api.server";
import { addToast, seeOther } from "~/lib/toast.server";
import { i18nServer } from "~/lib/i18n.server";
import { ChangePasswordSchema } from "~/features/profile/password-schema";
import { changePassword } from "~/features/profile/api.server";
import { FormAlert, useFieldError, useServerAutoFocus, useSchemaForm } from "~/components/form";
import { PageHeader } from "~/components/page-header";
import { ErrorPage } from "~/components/error-page";
import { parseForm } from "~/lib/validation";
import { readIntent } from "~/lib/form-intent";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["profile"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireApi(request, context);
  return { title: (await i18nServer.getFixedT(request, "profile"))("changePass.title") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, user, session } = await requireApi(request, context);
  const form = await request.formData();
  readIntent(form, []); // its one button names no action
  const submission = parseForm(form, { schema: ChangePasswordSchema });
  const hideFields = ["password", "newpassword", "confirm"];
  if (submission.status !== "success") return submission.reply({ hideFields });
  const reply = await changePassword(api, {
    email: user.email,
    password: submission.value.password,
    newpassword: submission.value.newpassword,
  });
  if (reply.code === 200) {
    // the marketplace ended every session of the account, this one too: go on with a new one
    const fresh = await login({ email: user.email, password: submission.value.newpassword }, context.clientIp);
    await addToast(context, { kind: "success", message: "profile:changePass.success" });
    if (fresh.ok) {
      await startSession(request, context, fresh);
      return seeOther("/profile");
    }
    await destroySession(context, session);
    return seeOther("/login");
  }
  // spec §8: 400 the old password is wrong; 401 ends the session (the client already tried a refresh)
  const message = reply.code === 400 ? "profile:changePass.wrongOld" : "profile:changePass.failed";
  return submission.reply({ formErrors: [message], hideFields });
}

export default function ChangePassword() {
  const { t } = useTranslation("profile");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(ChangePasswordSchema, { lastResult: useActionData<typeof action>() });
  const { key: _a, ...password } = getInputProps(fields.password, { type: "password" });
  const { key: _b, ...newpassword } = getInputProps(fields.newpassword, { type: "password" });
  const { key: _c, ...confirm } = getInputProps(fields.confirm, { type: "password" });
  return (
    <>
      <PageHeader
        title={t("changePass.title")}
        crumbs={[{ label: t("hub.title"), to: "/profile" }, { label: t("changePass.title") }]}
        help="help-profile-change-pass"
      />
      <Paper withBorder p="lg" maw={520}>
        <Form method="post" {...getFormProps(form)}>
          <Stack>
            <FormAlert errors={form.errors} id={form.errorId} />
            <PasswordInput
              {...password}
              label={t("changePass.old")}
              autoComplete="current-password"
              error={fieldError(fields.password.errors)}
              autoFocus={autoFocus(fields.password.errors)}
            />
            <PasswordInput
              {...newpassword}
              label={t("changePass.new")}
              autoComplete="new-password"
              error={fieldError(fields.newpassword.errors)}
              autoFocus={autoFocus(fields.newpassword.errors)}
            />
            <PasswordInput
              {...confirm}
              label={t("changePass.confirm")}
              autoComplete="new-password"
              error={fieldError(fields.confirm.errors)}
              autoFocus={autoFocus(fields.confirm.errors)}
            />
            <Button type="submit" loading={navigation.state === "submitting"} data-testid="change-pass-submit">
              {t("changePass.submit")}
            </Button>
          </Stack>
        </Form>
      </Paper>
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
