// The supplier record form. Every control is a native input, select, checkbox or button, so it
// works without scripts; with scripts it validates as you go and hides the section of the other
// supplier type. Its sections sit beside it; its schema and mappings are ../agency-form.ts.
import { useState } from "react";
import { Form, useNavigation } from "@remix-run/react";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PlaceLists } from "~/features/places";
import { FormAlert, useHydrated, useSchemaForm } from "~/components/form";
import { FormOnce } from "~/components/form-once";
import type { PhoneCountryOption } from "~/lib/phone";
import { AGENCY_FILE_FIELDS, AgencySchema, type AgencyFormValues } from "./schema";
import { BankSection } from "./bank";
import { BusinessSection, IndividualSection, OrganisationSection } from "./documents";
import { GeneralSection } from "./general";

type Props = {
  defaultValue: AgencyFormValues;
  lastResult?: SubmissionResult<string[]>;
  places: PlaceLists;
  fileUrls: Record<string, string>;
  status: { is_verify: boolean; is_request_verify: boolean };
  phoneCountries: PhoneCountryOption[];
};

/** With scripts, a chosen file counts as given before it is uploaded. */
function withChosenFiles(formData: FormData) {
  for (const name of Object.keys(AGENCY_FILE_FIELDS)) {
    const file = formData.get(`${name}_file`);
    if (file instanceof File && file.size > 0) formData.set(name, "(chosen)");
  }
  return formData;
}

export function AgencyForm({ defaultValue, lastResult, places, fileUrls, status, phoneCountries }: Props) {
  const { t } = useTranslation("profile");
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const [form, fields] = useSchemaForm(AgencySchema, {
    id: "agency",
    defaultValue,
    lastResult,
    prepare: withChosenFiles,
  });
  const [type, setType] = useState(String(fields.type.initialValue ?? ""));
  const showOrganisation = !hydrated || type !== "individual";
  const showIndividual = !hydrated || type !== "organisation";
  const section = { form, fields, fileUrls };

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
      <FormOnce />
      <Stack gap="md">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t("agency.statusLabel")}
          </Text>
          <Badge
            color={status.is_verify ? "teal" : status.is_request_verify ? "yellow" : "orange"}
            variant="light"
            data-testid="verify-status"
          >
            {t(
              status.is_verify ? "status.verified" : status.is_request_verify ? "status.awaiting" : "status.unverified",
            )}
          </Badge>
        </Group>
        <FormAlert errors={form.errors} id={form.errorId} />
        <GeneralSection {...section} places={places} phoneCountries={phoneCountries} onTypeChange={setType} />
        <BusinessSection {...section} />
        {showOrganisation ? <OrganisationSection {...section} /> : null}
        {showIndividual ? <IndividualSection {...section} /> : null}
        <BankSection {...section} />
        <div className="form-footer">
          {!status.is_verify && !status.is_request_verify ? (
            <Button
              type="submit"
              name="intent"
              value="verify"
              variant="light"
              loading={busy === "verify"}
              data-testid="agency-verify"
            >
              {t("agency.requestVerify")}
            </Button>
          ) : null}
          <Button type="submit" name="intent" value="save" loading={busy === "save"} data-testid="agency-save">
            {t("save")}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
