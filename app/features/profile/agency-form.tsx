// The supplier record form. Every control is a native input, select, checkbox or button, so it
// works without scripts; with scripts it validates as you go and hides the section of the other
// supplier type.
import { useState } from "react";
import { Form, useNavigation } from "@remix-run/react";
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Badge, Button, Checkbox, Group, Input, NativeSelect, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AgencySchema } from "./schema";
import { COMPANY_SCALES, CONTACT_METHODS, ENTERPRISE_TYPES, NOTIFICATION_LANGUAGES, VERIFICATION_DOCS } from "./options";
import { AGENCY_FILE_FIELDS, MAX_BUSINESS_IMAGES, type AgencyFileField, type AgencyFormValues } from "./agency-values";
import type { PlaceLists } from "~/features/places/api.server";
import { FileField } from "~/components/file-field";
import { FormAlert, useFieldError, useServerAutoFocus, useHydrated, useSchemaForm, intentButton } from "~/components/form";
import { FormOnce } from "~/components/form-once";
import { PhoneField } from "~/components/phone-field";
import { DateField } from "~/components/date-field";
import type { PhoneCountryOption } from "~/lib/phone";
import { PlacesFields } from "~/components/places-fields";

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
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const [form, fields] = useSchemaForm(AgencySchema, { id: "agency", defaultValue, lastResult, prepare: withChosenFiles });
  const [type, setType] = useState(String(fields.type.initialValue ?? ""));
  const input = (name: keyof typeof fields, label: string, opts: { type?: "text" | "email" | "url" | "date"; required?: boolean } = {}) => {
    const field = fields[name];
    if (opts.type === "date") {
      return <DateField key={field.key} name={field.name} id={field.id} label={label} defaultValue={String(field.initialValue ?? "")} error={fieldError(field.errors)} />;
    }
    const { key, ...props } = getInputProps(field as Parameters<typeof getInputProps>[0], { type: opts.type ?? "text" });
    return <TextInput key={key} {...props} label={label} error={fieldError(field.errors)} autoFocus={autoFocus(field.errors)} withAsterisk={opts.required} />;
  };
  const file = (name: AgencyFileField, label: string, required?: boolean) => {
    const url = String(fields[name].value ?? fields[name].initialValue ?? "");
    return (
      <FileField
        key={fields[name].key}
        name={name}
        label={label}
        kind={AGENCY_FILE_FIELDS[name]}
        url={url}
        publicUrl={url ? fileUrls[url] ?? null : null}
        error={fieldError(fields[name].errors)}
        required={required}
        removeButton={intentButton(form.update.getButtonProps({ name, value: "" }))}
      />
    );
  };
  const showOrganisation = !hydrated || type !== "individual";
  const showIndividual = !hydrated || type !== "organisation";
  const images = fields.images.getFieldList();
  const contacts = fields.contact_methods.getFieldList();

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
      <FormOnce />
      <Stack gap="md">
        <Group gap="xs">
          <Text size="sm" c="dimmed">{t("agency.statusLabel")}</Text>
          <Badge color={status.is_verify ? "teal" : status.is_request_verify ? "yellow" : "orange"} variant="light" data-testid="verify-status">
            {t(status.is_verify ? "status.verified" : status.is_request_verify ? "status.awaiting" : "status.unverified")}
          </Badge>
        </Group>
        <FormAlert errors={form.errors} id={form.errorId} />

        <Paper withBorder p="lg" radius="md" className="form-section">
          <Title order={2} size="h4" mb="sm">{t("agency.sections.general")}</Title>
          <Stack>
            {file("logo", t("agency.logo"))}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {input("name", t("agency.name"), { required: true })}
              {input("owner_name", t("agency.ownerName"), { required: true })}
            </SimpleGrid>
            <Radio.Group
              key={fields.type.key}
              name={fields.type.name}
              label={t("agency.type")}
              withAsterisk
              defaultValue={String(fields.type.initialValue ?? "")}
              onChange={setType}
              error={fieldError(fields.type.errors)}
            >
              <Group mt={4}>
                <Radio value="organisation" label={t("agency.types.organisation")} autoFocus={autoFocus(fields.type.errors)} />
                <Radio value="individual" label={t("agency.types.individual")} />
              </Group>
            </Radio.Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {input("email", t("agency.email"), { type: "email", required: true })}
              <PhoneField
                label={t("agency.phone")}
                countries={phoneCountries}
                required
                country={{ name: fields.dial_country.name, defaultValue: String(fields.dial_country.initialValue ?? "VN") }}
                phone={{ name: fields.phone.name, id: fields.phone.id, defaultValue: String(fields.phone.initialValue ?? ""), error: fieldError(fields.phone.errors) }}
              />
            </SimpleGrid>
            {input("address", t("agency.address"))}
            <PlacesFields
              area={{ name: fields.area.name, initialValue: String(fields.area.initialValue ?? ""), error: fieldError(fields.area.errors) }}
              country={{ name: fields.country.name, initialValue: String(fields.country.initialValue ?? ""), error: fieldError(fields.country.errors) }}
              city={{ name: fields.city.name, initialValue: String(fields.city.initialValue ?? ""), error: fieldError(fields.city.errors) }}
              places={places}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {input("website", t("agency.website"))}
              <NativeSelect
                key={fields.company_scale.key}
                name={fields.company_scale.name}
                label={t("agency.companyScale")}
                defaultValue={String(fields.company_scale.initialValue ?? "")}
                data={[{ value: "", label: t("common:choose") }, ...COMPANY_SCALES.map((s) => ({ value: s, label: t(`agency.scales.${s}`) }))]}
                error={fieldError(fields.company_scale.errors)} autoFocus={autoFocus(fields.company_scale.errors)}
              />
              <NativeSelect
                key={fields.language.key}
                name={fields.language.name}
                label={t("agency.language")}
                defaultValue={String(fields.language.initialValue ?? "vi")}
                data={NOTIFICATION_LANGUAGES.map((l) => ({ value: l, label: t(`common:languages.${l}`) }))}
              />
            </SimpleGrid>
            <Textarea
              key={fields.summary.key}
              name={fields.summary.name}
              label={t("agency.summary")}
              defaultValue={String(fields.summary.initialValue ?? "")}
              autosize
              minRows={3}
              error={fieldError(fields.summary.errors)} autoFocus={autoFocus(fields.summary.errors)}
            />
            <Input.Wrapper label={t("agency.enterpriseType")} error={fieldError(fields.enterprise_type.errors)}>
              <div className="check-grid" key={fields.enterprise_type.key}>
                {ENTERPRISE_TYPES.map((e) => (
                  <Checkbox
                    key={e}
                    name={fields.enterprise_type.name}
                    value={e}
                    label={t(`agency.enterpriseTypes.${e}`)}
                    defaultChecked={[fields.enterprise_type.initialValue ?? []].flat().includes(e)}
                  />
                ))}
              </div>
            </Input.Wrapper>
            <Input.Wrapper label={t("agency.contactMethods")} withAsterisk error={fieldError(fields.contact_methods.errors)}>
              <Stack gap="xs" mt={4}>
                {contacts.map((row, index) => {
                  const c = row.getFieldset();
                  return (
                    <Group key={row.key} align="flex-start" wrap="nowrap" data-testid="contact-row">
                      <NativeSelect
                        name={c.name.name}
                        defaultValue={String(c.name.initialValue ?? "phone")}
                        aria-label={t("agency.contactName")}
                        data={CONTACT_METHODS.map((m) => ({ value: m, label: t(`agency.contactNames.${m}`) }))}
                        error={fieldError(c.name.errors)} autoFocus={autoFocus(c.name.errors)}
                      />
                      <TextInput
                        name={c.value.name}
                        defaultValue={String(c.value.initialValue ?? "")}
                        aria-label={t("agency.contactValue")}
                        style={{ flex: 1 }}
                        error={fieldError(c.value.errors)} autoFocus={autoFocus(c.value.errors)}
                      />
                      {index > 0 ? (
                        <Button variant="subtle" color="red" {...intentButton(form.remove.getButtonProps({ name: fields.contact_methods.name, index }))} data-testid="contact-remove">
                          {t("remove")}
                        </Button>
                      ) : null}
                    </Group>
                  );
                })}
                <Button
                  variant="light"
                  size="xs"
                  w="fit-content"
                  {...intentButton(form.insert.getButtonProps({ name: fields.contact_methods.name, defaultValue: { name: "phone", value: "" } }))}
                  data-testid="contact-add"
                >
                  {t("agency.addContact")}
                </Button>
              </Stack>
            </Input.Wrapper>
            <Input.Wrapper label={t("agency.images", { max: MAX_BUSINESS_IMAGES })} error={fieldError(fields.images.errors)} data-testid="file-images">
              <div className="upload-preview" style={{ marginTop: 4 }}>
                {images.map((img, index) => {
                  const url = String(img.value ?? img.initialValue ?? "");
                  return (
                    <div className="upload-thumb" key={img.key}>
                      <input type="hidden" name={img.name} value={url} />
                      {fileUrls[url] ? <img src={fileUrls[url]} alt={t("agency.imageAlt", { n: index + 1 })} /> : null}
                      <Button size="compact-xs" color="red" {...intentButton(form.remove.getButtonProps({ name: fields.images.name, index }))} data-testid="image-remove">
                        {t("remove")}
                      </Button>
                    </div>
                  );
                })}
              </div>
              {images.length < MAX_BUSINESS_IMAGES ? (
                <input type="file" name="images_file" accept="image/png,image/jpeg" multiple className="upload-input" aria-label={t("agency.addImages")} style={{ marginTop: 6 }} />
              ) : null}
            </Input.Wrapper>
          </Stack>
        </Paper>

        <Paper withBorder p="lg" radius="md" className="form-section">
          <Title order={2} size="h4" mb="sm">{t("agency.sections.business")}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {input("bussiness_code", t("agency.businessCode"))}
            {input("bussiness_tax_code", t("agency.taxCode"), { required: true })}
            {input("bussiness_issue_date", t("agency.issueDate"), { type: "date" })}
            {input("bussiness_issue_by", t("agency.issueBy"), { required: true })}
          </SimpleGrid>
        </Paper>

        {showOrganisation ? (
          <Paper withBorder p="lg" radius="md" className="form-section" data-testid="section-organisation">
            <Title order={2} size="h4">{t("agency.sections.organisation")}</Title>
            <Text size="sm" c="dimmed" mb="sm">{t("agency.organisationHint")}</Text>
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {file("bussiness_cer_front", t("agency.cerFront"))}
                {file("bussiness_cer_backside", t("agency.cerBack"))}
              </SimpleGrid>
              {file("bussiness_cer_file", t("agency.cerFile"), true)}
              <Radio.Group
                key={fields.company_verification_tour_docs.key}
                name={fields.company_verification_tour_docs.name}
                label={t("agency.verificationDoc")}
                withAsterisk
                defaultValue={String(fields.company_verification_tour_docs.initialValue ?? "")}
                error={fieldError(fields.company_verification_tour_docs.errors)}
              >
                <Stack gap={6} mt={4}>
                  {VERIFICATION_DOCS.map((d, i) => <Radio key={d} value={d} label={`${d}. ${t(`agency.verificationDocs.${d}`)}`} autoFocus={i === 0 && autoFocus(fields.company_verification_tour_docs.errors)} />)}
                </Stack>
              </Radio.Group>
            </Stack>
          </Paper>
        ) : null}

        {showIndividual ? (
          <Paper withBorder p="lg" radius="md" className="form-section" data-testid="section-individual">
            <Title order={2} size="h4">{t("agency.sections.individual")}</Title>
            <Text size="sm" c="dimmed" mb="sm">{t("agency.individualHint")}</Text>
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
        ) : null}

        <Paper withBorder p="lg" radius="md" className="form-section">
          <Title order={2} size="h4" mb="sm">{t("agency.sections.bank")}</Title>
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

        <div className="form-footer">
          {!status.is_verify && !status.is_request_verify ? (
            <Button type="submit" name="intent" value="verify" variant="light" loading={busy === "verify"} data-testid="agency-verify">
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
