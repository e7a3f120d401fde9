// /login: three modes as URL states (spec §2 Login, §8 login/forgot/reset), each a plain form
// post that works without scripts. With scripts, the button waits until the fields are valid.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ForgotSchema, LoginSchema, ResetSchema, loginMode } from "~/features/auth/schema";
import { login, requestResetCode, resetPassword } from "~/features/auth/api.server";
import { getAuth, startSession } from "~/lib/session.server";
import { addToast, redirectWithToast, seeOther } from "~/lib/toast.server";
import { safeBackPath } from "~/lib/safe-redirect";
import { i18nServer } from "~/lib/i18n.server";
import { formError } from "~/components/form";
import { LoggedOutCard } from "~/components/logged-out-card";
import { ForgotForm, LoginForm, ResetForm, type LoginActionData } from "~/features/auth/login-forms";
import { parseForm } from "~/lib/validation";
import { readIntent } from "~/lib/form-intent";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];
export const handle = { i18n: ["auth"] };

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
  // the tab's title says which step this is
  return { title: t(mode === "login" ? "title" : `${mode}.title`), mode };
}

type ActionData = LoginActionData;

export async function action({ request, context }: ActionFunctionArgs): Promise<ActionData | Response> {
  const formData = await request.formData();
  // the three modes' buttons; a form sent with Enter is the login's
  const intent = readIntent(formData, ["login", "forgot", "reset"], "login") ?? "login";

  if (intent === "login") {
    const submission = parseForm(formData, { schema: LoginSchema });
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
    const submission = parseForm(formData, { schema: ForgotSchema });
    if (submission.status !== "success") return { intent, result: submission.reply() };
    const result = await requestResetCode(submission.value.email, context.clientIp);
    if (!result.ok)
      return { intent, result: submission.reply({ formErrors: [formError(result.message, result.values)] }) };
    return redirectWithToast(context, `/login?mode=reset&email=${encodeURIComponent(submission.value.email)}`, {
      kind: "success",
      message: "auth:codeSent",
    });
  }

  const submission = parseForm(formData, { schema: ResetSchema });
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
    <LoggedOutCard title={t("common:appName")} subtitle={t(`${mode}.subtitle`)}>
      {mode === "login" ? <LoginForm /> : mode === "forgot" ? <ForgotForm /> : <ResetForm />}
    </LoggedOutCard>
  );
}
