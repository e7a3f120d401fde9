// The service's texts in both languages (the English ones filled by auto-translation when asked),
// its key words and whether it is on sale (spec hotels-bikes-transport §5).
import { Checkbox, Paper, SimpleGrid, Textarea, Title } from "@mantine/core";
import { getTextareaProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { SERVICE_LIMITS as L } from "@contract/transport";
import { FieldInput, useFieldError, useServerAutoFocus } from "~/components/form";
import type { Field, ServiceFields } from "./fields";

type Props = { fields: ServiceFields; auto: boolean; onAuto: (on: boolean) => void };

export function TextsSection({ fields, auto, onAuto: setAuto }: Props) {
  const { t } = useTranslation("transport");
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t("service.sections.texts")}
      </Title>
      <Checkbox
        key={fields.auto_translate_en.key}
        name={fields.auto_translate_en.name}
        value="on"
        defaultChecked={auto}
        onChange={(e) => setAuto(e.currentTarget.checked)}
        label={t("service.autoTranslateEn")}
        mb="sm"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <div lang="vi">
          <LongText field={fields.what_included} label={t("service.whatIncluded")} max={L.whatIncluded} required />
        </div>
        <div lang="en">
          <LongText
            field={fields.what_included_en}
            label={t("service.whatIncludedEn")}
            max={L.whatIncluded}
            required={!auto}
          />
        </div>
        <div lang="vi">
          <LongText field={fields.additional_info} label={t("service.additionalInfo")} max={L.additionalInfo} />
        </div>
        <div lang="en">
          <LongText field={fields.additional_info_en} label={t("service.additionalInfoEn")} max={L.additionalInfo} />
        </div>
        <div lang="vi">
          <LongText
            field={fields.cancellation_policy}
            label={t("service.cancellationPolicy")}
            max={L.cancellationPolicy}
            required
          />
        </div>
        <div lang="en">
          <LongText
            field={fields.cancellation_policy_en}
            label={t("service.cancellationPolicyEn")}
            max={L.cancellationPolicy}
            required={!auto}
          />
        </div>
      </SimpleGrid>
      <FieldInput field={fields.key_words} label={t("service.keyWords")} maxLength={L.keyWords} mt="sm" />
      <Checkbox
        key={fields.is_active.key}
        name={fields.is_active.name}
        value="on"
        // read here rather than through fields.ts' initial(), which lives in the page's own file
        defaultChecked={fields.is_active.initialValue === "on"}
        label={t("service.isActive")}
        mt="sm"
      />
    </Paper>
  );
}

/** A long text with its translated error and the server's focus on the first invalid field. */
function LongText({ field, label, max, required }: { field: Field; label: string; max: number; required?: boolean }) {
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const { key, ...props } = getTextareaProps(field);
  return (
    <Textarea
      key={key}
      {...props}
      label={label}
      withAsterisk={required}
      autosize
      minRows={3}
      maxLength={max}
      error={fieldError(field.errors)}
      autoFocus={autoFocus(field.errors)}
    />
  );
}
