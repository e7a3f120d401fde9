// /profile/user: the personal account (spec §2 Profile, §5 Personal account, §8 messages).
import { Button, Group, Paper, Radio, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { getFormProps, getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { requireApi } from "~/lib/api.server";
import { commitSession } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { countryOfDialCode, dialCodeOf } from "~/lib/phone";
import { phoneCountryOptions } from "~/lib/phone-countries.server";
import { getLocale, i18nServer } from "~/lib/i18n.server";
import { UserSchema } from "~/features/profile/schema";
import { GENDERS } from "~/features/profile/options";
import { updateUser } from "~/features/profile/api.server";
import { sessionUser } from "~/features/auth/api.server";
import { FormAlert, useFieldError, useServerAutoFocus, useSchemaForm } from "~/components/form";
import { PhoneField } from "~/components/phone-field";
import { DateField } from "~/components/date-field";
import { PageHeader } from "~/components/page-header";
import { ErrorPage } from "~/components/error-page";
import { parseForm } from "~/lib/validation";
import { readIntent } from "~/lib/form-intent";

// the locale namespaces this page needs besides the base ones (entry.client loads them before hydrating)
export const handle = { i18n: ["profile"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireApi(request, context);
  return {
    title: (await i18nServer.getFixedT(request, "profile"))("user.title"),
    phoneCountries: phoneCountryOptions(await getLocale(request)),
    user: {
      firstname: user.firstname,
      lastname: user.lastname,
      sex: user.sex ?? "",
      dob: user.dob ?? "",
      dial_country: countryOfDialCode(user.dial_code),
      phone: user.phone ?? "",
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, user, session } = await requireApi(request, context);
  const form = await request.formData();
  readIntent(form, []); // its one button names no action
  const submission = parseForm(form, { schema: UserSchema });
  if (submission.status !== "success") return submission.reply();
  const { dial_country, ...rest } = submission.value;
  const reply = await updateUser(api, user._id, {
    ...rest,
    dob: rest.dob ?? null,
    phone: rest.phone ?? null,
    dial_code: rest.phone ? dialCodeOf(dial_country) : null,
  });
  if (reply.code !== 200) return submission.reply({ formErrors: ["profile:user.failed"] });
  // spec §7: on success the stored user is replaced
  session.set("user", sessionUser({ ...user, ...reply.data }));
  await commitSession(context, session);
  return redirectWithToast(context, "/profile", { kind: "success", message: "profile:user.success" });
}

export default function PersonalAccount() {
  const { user, phoneCountries } = useLoaderData<typeof loader>();
  const { t } = useTranslation("profile");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(UserSchema, { lastResult: useActionData<typeof action>(), defaultValue: user });
  const { key: _f, ...firstname } = getInputProps(fields.firstname, { type: "text" });
  const { key: _l, ...lastname } = getInputProps(fields.lastname, { type: "text" });
  return (
    <>
      <PageHeader
        title={t("user.title")}
        crumbs={[{ label: t("hub.title"), to: "/profile" }, { label: t("user.title") }]}
        help="help-profile-user"
      />
      <Paper withBorder p="lg" maw={720}>
        <Form method="post" {...getFormProps(form)}>
          <Stack>
            <FormAlert errors={form.errors} id={form.errorId} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                {...firstname}
                label={t("user.firstname")}
                autoComplete="given-name"
                error={fieldError(fields.firstname.errors)}
                autoFocus={autoFocus(fields.firstname.errors)}
              />
              <TextInput
                {...lastname}
                label={t("user.lastname")}
                autoComplete="family-name"
                error={fieldError(fields.lastname.errors)}
                autoFocus={autoFocus(fields.lastname.errors)}
              />
            </SimpleGrid>
            <Radio.Group
              name={fields.sex.name}
              label={t("user.sex")}
              withAsterisk
              defaultValue={fields.sex.initialValue}
              error={fieldError(fields.sex.errors)}
            >
              <Group gap="md" mt={4}>
                {GENDERS.map((g, i) => (
                  <Radio
                    key={g}
                    value={g}
                    label={t(`user.genders.${g}`)}
                    autoFocus={i === 0 && autoFocus(fields.sex.errors)}
                  />
                ))}
              </Group>
            </Radio.Group>
            <DateField
              name={fields.dob.name}
              id={fields.dob.id}
              label={t("user.dob")}
              defaultValue={String(fields.dob.initialValue ?? "")}
              error={fieldError(fields.dob.errors)}
              data-testid="user-dob"
            />
            <PhoneField
              label={t("user.phone")}
              countries={phoneCountries}
              country={{
                name: fields.dial_country.name,
                defaultValue: fields.dial_country.initialValue,
                error: fieldError(fields.dial_country.errors),
              }}
              phone={{
                name: fields.phone.name,
                id: fields.phone.id,
                defaultValue: fields.phone.initialValue,
                error: fieldError(fields.phone.errors),
              }}
            />
            <Group justify="flex-end" gap="md">
              <Button type="submit" loading={navigation.state === "submitting"} data-testid="user-submit">
                {t("save")}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
