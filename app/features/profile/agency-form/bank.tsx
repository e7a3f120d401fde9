// Where the marketplace pays the supplier (spec §5 "Supplier profile": bank fields, all optional).
import { Paper, SimpleGrid, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AgencyFields, AgencyFormMeta } from "./fields";
import { useAgencyInputs } from "./inputs";

export function BankSection({
  form,
  fields,
  fileUrls,
}: {
  form: AgencyFormMeta;
  fields: AgencyFields;
  fileUrls: Record<string, string>;
}) {
  const { t } = useTranslation("profile");
  const { input } = useAgencyInputs(form, fields, fileUrls);
  return (
    <Paper withBorder p="lg" className="form-section">
      <Title order={2} size="h4" mb="sm">
        {t("agency.sections.bank")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input("bank_name", t("agency.bankName"))}
        {input("bank_branch_name", t("agency.bankBranch"))}
        {input("bank_iban_code", t("agency.iban"))}
        {input("bank_swift_code", t("agency.swift"))}
        {input("account_number", t("agency.accountNumber"))}
        {input("account_full_name", t("agency.accountName"))}
        {input("account_full_name_upper", t("agency.accountNameUpper"))}
      </SimpleGrid>
    </Paper>
  );
}
