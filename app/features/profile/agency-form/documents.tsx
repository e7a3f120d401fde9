// The business licence and the papers of one supplier type (spec §5 "Supplier profile"): an
// organisation's certificate and verification document, or an individual's identity card.
import { Paper, Radio, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useFieldError, useServerAutoFocus } from "~/components/form";
import { VERIFICATION_DOCS } from "../options";
import type { AgencyFields, AgencyFormMeta } from "./fields";
import { useAgencyInputs } from "./inputs";

type Props = { form: AgencyFormMeta; fields: AgencyFields; fileUrls: Record<string, string> };

export function BusinessSection({ form, fields, fileUrls }: Props) {
  const { t } = useTranslation("profile");
  const { input } = useAgencyInputs(form, fields, fileUrls);
  return (
    <Paper withBorder p="lg" className="form-section">
      <Title order={2} size="h4" mb="sm">
        {t("agency.sections.business")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input("bussiness_code", t("agency.businessCode"))}
        {input("bussiness_tax_code", t("agency.taxCode"), { required: true })}
        {input("bussiness_issue_date", t("agency.issueDate"), { type: "date" })}
        {input("bussiness_issue_by", t("agency.issueBy"), { required: true })}
      </SimpleGrid>
    </Paper>
  );
}

export function OrganisationSection({ form, fields, fileUrls }: Props) {
  const { t } = useTranslation("profile");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const { file } = useAgencyInputs(form, fields, fileUrls);
  const doc = fields.company_verification_tour_docs;
  return (
    <Paper withBorder p="lg" className="form-section" data-testid="section-organisation">
      <Title order={2} size="h4">
        {t("agency.sections.organisation")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("agency.organisationHint")}
      </Text>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {file("bussiness_cer_front", t("agency.cerFront"))}
          {file("bussiness_cer_backside", t("agency.cerBack"))}
        </SimpleGrid>
        {file("bussiness_cer_file", t("agency.cerFile"), true)}
        <Radio.Group
          key={doc.key}
          name={doc.name}
          label={t("agency.verificationDoc")}
          withAsterisk
          defaultValue={String(doc.initialValue ?? "")}
          error={fieldError(doc.errors)}
        >
          <Stack gap={6} mt={4}>
            {VERIFICATION_DOCS.map((d, i) => (
              <Radio
                key={d}
                value={d}
                label={`${d}. ${t(`agency.verificationDocs.${d}`)}`}
                autoFocus={i === 0 && autoFocus(doc.errors)}
              />
            ))}
          </Stack>
        </Radio.Group>
      </Stack>
    </Paper>
  );
}

export function IndividualSection({ form, fields, fileUrls }: Props) {
  const { t } = useTranslation("profile");
  const { input, file } = useAgencyInputs(form, fields, fileUrls);
  return (
    <Paper withBorder p="lg" className="form-section" data-testid="section-individual">
      <Title order={2} size="h4">
        {t("agency.sections.individual")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("agency.individualHint")}
      </Text>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {input("identity_card_code", t("agency.idCode"), { required: true })}
          {input("identity_card_issue_date", t("agency.idIssueDate"), { type: "date" })}
          {input("identity_card_issue_by", t("agency.idIssueBy"), { required: true })}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {file("identity_card_front", t("agency.idFront"))}
          {file("identity_card_backside", t("agency.idBack"))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
