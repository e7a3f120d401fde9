// The list filter "area" of every service's list (spec tours-cruises §2): all areas, or one of them.
import { NativeSelect } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AREA_SLUGS, type AreaSlug } from "./areas";

export function AreaFilter({ value }: { value: AreaSlug | "" }) {
  const { t } = useTranslation("listing");
  return (
    <NativeSelect
      name="area"
      label={t("filterArea")}
      defaultValue={value}
      data={[{ value: "", label: t("allAreas") }, ...AREA_SLUGS.map((a) => ({ value: a, label: t(`areas.${a}`) }))]}
    />
  );
}
