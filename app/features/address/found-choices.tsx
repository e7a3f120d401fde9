import { Fieldset, Radio, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/components/hydrated";
import { Attribution } from "./attribution";
import { ADDRESS_CHOICE, type AddressCandidate, type AddressFindResult } from "./types";

/** The places "find" found, as radio choices posted with the form (the first keeps what was typed). */
export function FoundChoices({
  found,
  onChoose,
}: {
  found: AddressFindResult;
  onChoose: (c: AddressCandidate) => void;
}) {
  const { t } = useTranslation("address");
  const hydrated = useHydrated();
  if (found.error || !found.candidates.length) {
    return (
      <Text size="sm" c={found.error ? "red" : "dimmed"} role="alert" data-testid="address-found">
        {found.error ? t(found.error) : t("noResult", { query: found.query })}
      </Text>
    );
  }
  return (
    <Fieldset legend={t("resultsFor", { query: found.query })} data-testid="address-found">
      <Stack gap={6}>
        {/* without scripts the redrawn page opens at the choices */}
        <Radio name={ADDRESS_CHOICE} value="" label={t("keepTyped")} defaultChecked autoFocus={!hydrated} />
        {found.candidates.map((c) => (
          <Radio
            key={`${c.label}|${c.lat}|${c.lng}`}
            name={ADDRESS_CHOICE}
            value={JSON.stringify(c)}
            label={`${c.label} (${c.lat}, ${c.lng})`}
            onChange={(e) => e.currentTarget.checked && onChoose(c)}
          />
        ))}
        {found.source ? <Attribution source={found.source} /> : null}
      </Stack>
    </Fieldset>
  );
}
