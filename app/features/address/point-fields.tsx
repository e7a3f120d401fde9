import { Anchor, SimpleGrid, Text, TextInput } from "@mantine/core";
import { getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { useFieldError, useServerAutoFocus, type AnyField } from "~/components/form";
import { mapLink } from "./schema";
import type { AddressSearch, PointText } from "./use-address-search";

/** A point as typed, if it is one (both numbers, in range). */
function shownPoint(p: PointText): { lat: number; lng: number } | null {
  const lat = p.lat.trim() === "" ? NaN : Number(p.lat);
  const lng = p.lng.trim() === "" ? NaN : Number(p.lng);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** The point's coordinates, typed by hand or filled by a choice, and the point shown with a link to the map. */
export function PointFields({ lat, lng, search }: { lat: AnyField; lng: AnyField; search: AddressSearch }) {
  const { t } = useTranslation("address");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const { refs, keepTyped, point, setPoint } = search;
  const shown = shownPoint(point);
  const coordinate = (f: AnyField, which: "lat" | "lng") => {
    const { key, ...props } = getInputProps(f, { type: "text" });
    return (
      <TextInput
        key={key}
        {...props}
        ref={refs[which]}
        inputMode="decimal"
        label={t(which)}
        error={fieldError(f.errors)}
        autoFocus={autoFocus(f.errors)}
        onInput={(e) => {
          keepTyped();
          const value = e.currentTarget.value;
          setPoint((p) => ({ ...p, [which]: value }));
        }}
        data-testid={`address-${which}`}
      />
    );
  };
  return (
    <>
      <SimpleGrid cols={{ base: 2 }}>
        {coordinate(lat, "lat")}
        {coordinate(lng, "lng")}
      </SimpleGrid>
      <Text size="sm" data-testid="address-point-shown">
        {shown ? (
          <>
            {t("point", { latitude: shown.lat, longitude: shown.lng })}{" "}
            <Anchor href={mapLink(shown.lat, shown.lng)} target="_blank" rel="noopener noreferrer">
              {t("openMap")}
            </Anchor>
          </>
        ) : (
          <Text span c="dimmed" size="sm">
            {t("noPoint")}
          </Text>
        )}
      </Text>
    </>
  );
}
