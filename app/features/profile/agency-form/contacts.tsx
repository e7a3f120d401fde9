import { Button, Group, Input, NativeSelect, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { intentButton, useFieldError, useServerAutoFocus } from "~/components/form";
import { CONTACT_METHODS } from "../options";
import type { AgencyFields, AgencyFormMeta } from "./fields";

/** Contact methods: the first row always, more with Conform's insert/remove buttons (no scripts needed). */
export function ContactMethods({ form, fields }: { form: AgencyFormMeta; fields: AgencyFields }) {
  const { t } = useTranslation("profile");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const contacts = fields.contact_methods.getFieldList();
  return (
    <Input.Wrapper label={t("agency.contactMethods")} withAsterisk error={fieldError(fields.contact_methods.errors)}>
      <Stack gap="xs" mt={4}>
        {contacts.map((row, index) => {
          const c = row.getFieldset();
          return (
            <Group key={row.key} align="flex-start" wrap="nowrap" gap="md" data-testid="contact-row">
              <NativeSelect
                name={c.name.name}
                defaultValue={String(c.name.initialValue ?? "phone")}
                aria-label={t("agency.contactName")}
                data={CONTACT_METHODS.map((m) => ({ value: m, label: t(`agency.contactNames.${m}`) }))}
                error={fieldError(c.name.errors)}
                autoFocus={autoFocus(c.name.errors)}
              />
              <TextInput
                name={c.value.name}
                defaultValue={String(c.value.initialValue ?? "")}
                aria-label={t("agency.contactValue")}
                style={{ flex: 1 }}
                error={fieldError(c.value.errors)}
                autoFocus={autoFocus(c.value.errors)}
              />
              {index > 0 ? (
                <Button
                  variant="subtle"
                  color="red"
                  {...intentButton(form.remove.getButtonProps({ name: fields.contact_methods.name, index }))}
                  data-testid="contact-remove"
                >
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
          {...intentButton(
            form.insert.getButtonProps({
              name: fields.contact_methods.name,
              defaultValue: { name: "phone", value: "" },
            }),
          )}
          data-testid="contact-add"
        >
          {t("agency.addContact")}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
