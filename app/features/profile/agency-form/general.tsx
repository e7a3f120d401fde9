// The supplier's general information (spec §5 "Supplier profile"): identity, contact, places, and
// the lists of contact methods and business images (contacts.tsx, images.tsx).
import { Checkbox, Group, Input, NativeSelect, Paper, Radio, SimpleGrid, Stack, Textarea, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useFieldError, useServerAutoFocus } from "~/components/form";
import { PhoneField } from "~/components/phone-field";
import { PlacesFields } from "~/components/places-fields";
import type { PlaceLists } from "~/features/places";
import type { PhoneCountryOption } from "~/lib/phone";
import { COMPANY_SCALES, ENTERPRISE_TYPES, NOTIFICATION_LANGUAGES } from "../options";
import type { AgencyFields, AgencyFormMeta } from "./fields";
import { BusinessImages } from "./images";
import { useAgencyInputs } from "./inputs";
import { ContactMethods } from "./contacts";

type Props = {
  form: AgencyFormMeta;
  fields: AgencyFields;
  places: PlaceLists;
  fileUrls: Record<string, string>;
  phoneCountries: PhoneCountryOption[];
  onTypeChange: (type: string) => void;
};

export function GeneralSection({ form, fields, places, fileUrls, phoneCountries, onTypeChange }: Props) {
  const { t } = useTranslation("profile");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const { input, file } = useAgencyInputs(form, fields, fileUrls);
  const place = (f: AgencyFields["area"]) => ({
    name: f.name,
    initialValue: String(f.initialValue ?? ""),
    error: fieldError(f.errors),
  });
  return (
    <Paper withBorder p="lg" className="form-section">
      <Title order={2} size="h4" mb="sm">
        {t("agency.sections.general")}
      </Title>
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
          onChange={onTypeChange}
          error={fieldError(fields.type.errors)}
        >
          <Group gap="md" mt={4}>
            <Radio
              value="organisation"
              label={t("agency.types.organisation")}
              autoFocus={autoFocus(fields.type.errors)}
            />
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
            phone={{
              name: fields.phone.name,
              id: fields.phone.id,
              defaultValue: String(fields.phone.initialValue ?? ""),
              error: fieldError(fields.phone.errors),
            }}
          />
        </SimpleGrid>
        {input("address", t("agency.address"))}
        <PlacesFields
          area={place(fields.area)}
          country={place(fields.country)}
          city={place(fields.city)}
          places={places}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {input("website", t("agency.website"))}
          <NativeSelect
            key={fields.company_scale.key}
            name={fields.company_scale.name}
            label={t("agency.companyScale")}
            defaultValue={String(fields.company_scale.initialValue ?? "")}
            data={[
              { value: "", label: t("common:choose") },
              ...COMPANY_SCALES.map((s) => ({ value: s, label: t(`agency.scales.${s}`) })),
            ]}
            error={fieldError(fields.company_scale.errors)}
            autoFocus={autoFocus(fields.company_scale.errors)}
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
          error={fieldError(fields.summary.errors)}
          autoFocus={autoFocus(fields.summary.errors)}
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
        <ContactMethods form={form} fields={fields} />
        <BusinessImages form={form} fields={fields} fileUrls={fileUrls} />
      </Stack>
    </Paper>
  );
}
