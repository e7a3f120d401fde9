// /invite?code=…&email=… (spec team.md §Screens): logged out, like /login. The invited person sets
// their name and password; the marketplace takes the code (a wrong, used or expired one is refused
// with its words), then the page logs them in as /login does and lands them on the dashboard.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Alert, Anchor } from "@mantine/core";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { INVITE_CODE } from "@contract/api/team";
import { login } from "~/features/auth/api.server";
import { acceptInvite } from "~/features/team/api.server";
import { AcceptForm } from "~/features/team/accept-form/accept-form";
import { AcceptFormSchema, toPayload } from "~/features/team/accept-form/schema";
import { startSession } from "~/lib/session.server";
import { addToast, redirectWithToast, seeOther } from "~/lib/toast.server";
import { i18nServer } from "~/lib/i18n.server";
import { parseForm } from "~/lib/validation";
import { LoggedOutCard } from "~/components/logged-out-card";
import { readIntent } from "~/lib/form-intent";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];
export const handle = { i18n: ["team", "auth"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const code = url.searchParams.get("code") ?? "";
  const t = await i18nServer.getFixedT(request, "team");
  // a link without a code of the right shape cannot be an invitation: said at once, no form
  return {
    title: t("accept.title"),
    code,
    email: url.searchParams.get("email") ?? "",
    wellFormed: INVITE_CODE.test(code),
  };
}

type ActionData = { result: SubmissionResult<string[]> };

export async function action({ request, context }: ActionFunctionArgs): Promise<ActionData | Response> {
  const form = await request.formData();
  readIntent(form, []); // its one button names no action
  const submission = parseForm(form, { schema: AcceptFormSchema });
  const hideFields = ["password", "confirm"];
  if (submission.status !== "success") {
    // the hidden code is the link's: a bad one is "wrong code" above the form, not a field's message
    const codeBad = Boolean(submission.error?.code);
    return { result: submission.reply({ hideFields, formErrors: codeBad ? ["team:accept.wrongCode"] : undefined }) };
  }
  const accepted = await acceptInvite(submission.value.code, toPayload(submission.value), context.clientIp);
  if (!accepted.ok) return { result: submission.reply({ formErrors: [accepted.message], hideFields }) };
  const session = await login({ email: submission.value.email, password: submission.value.password }, context.clientIp);
  if (!session.ok) return redirectWithToast(context, "/login", { kind: "warning", message: session.message });
  await startSession(request, context, session);
  await addToast(context, { kind: "success", message: "team:accept.welcome" });
  return seeOther("/");
}

export default function InvitePage() {
  const { code, email, wellFormed } = useLoaderData<typeof loader>();
  const replied = useActionData<typeof action>() as ActionData | undefined;
  const { t } = useTranslation("team");
  return (
    <LoggedOutCard title={t("accept.title")} subtitle={t("accept.subtitle")}>
      {wellFormed ? (
        <AcceptForm code={code} email={email} lastResult={replied?.result} />
      ) : (
        <Alert color="red" data-testid="invite-bad-link">
          {t("accept.wrongCode")}
        </Alert>
      )}
      <Anchor component={Link} to="/login" size="sm" mt="md" display="block">
        {t("accept.toLogin")}
      </Anchor>
    </LoggedOutCard>
  );
}
