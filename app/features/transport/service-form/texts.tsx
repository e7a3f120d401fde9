// The service's texts in both languages (the English ones filled by auto-translation when asked),
// its key words and whether it is on sale (spec hotels-bikes-transport §5).
import { Checkbox, Paper, SimpleGrid, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SERVICE_LIMITS as L } from "@contract/transport";
import { FieldInput } from "~/components/form";
import { initial, type ServiceFields } from "./fields";
import { LongText } from "./inputs";

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
        defaultChecked={initial(fields.is_active) === "on"}
        label={t("service.isActive")}
        mt="sm"
      />
    </Paper>
  );
}
