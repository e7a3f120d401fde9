// The address with its point (hotels-bikes-transport §2 Hotel "address autocomplete from a maps
// service (sets a point location)"). With scripts: places are suggested while typing (an ARIA
// combobox: arrows move, Enter chooses, Escape closes), and choosing one fills the address and the
// point. Without scripts: "find" posts the form, whose page comes back with the places found as
// radio choices; the one chosen is stored with the save. The point shows as coordinates with a link
// to the map, and can be typed by hand. Its parts: the suggestions' state, fetching and keys
// (use-address-search.ts), their listbox, the places found, the point.
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { useFieldError, useHydrated, useServerAutoFocus, type AnyField } from "~/components/form";
import { FoundChoices } from "./found-choices";
import { PointFields } from "./point-fields";
import { SuggestionList, optionId } from "./suggestion-list";
import { FIND_ADDRESS_INTENT, type AddressFindResult } from "./types";
import { searchable, useAddressSearch } from "./use-address-search";

type Props = {
  /** the form's `address` field */
  address: AnyField;
  /** the form's `loc` field (its `lat` and `lng`) */
  loc: { getFieldset(): { lat: AnyField; lng: AnyField } };
  /** the action's answer to "find" (findAddressReply), drawn as choices */
  found?: AddressFindResult | null;
  /** the label, when the form words it otherwise than "Address" */
  label?: string;
  required?: boolean;
};

export function AddressPointField({ address, loc, found, label, required }: Props) {
  const { t } = useTranslation("address");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const hydrated = useHydrated();
  const { lat, lng } = loc.getFieldset();
  const search = useAddressSearch({ lat: lat.initialValue, lng: lng.initialValue });
  const { listId, refs, options, open, active, status, close, choose } = search;
  const { key: addressKey, ...addressProps } = getInputProps(address, { type: "text" });
  const expanded = hydrated && open && options.length > 0;

  return (
    <Stack gap="xs" data-testid="address-point">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <div style={{ position: "relative", flex: 1 }}>
          <TextInput
            key={addressKey}
            {...addressProps}
            ref={refs.address}
            label={label ?? t("label")}
            placeholder={t("placeholder")}
            withAsterisk={required}
            error={fieldError(address.errors)}
            // without scripts the redrawn page opens at what "find" answered (here: nothing found)
            autoFocus={autoFocus(address.errors) || (!hydrated && found?.candidates.length === 0)}
            autoComplete="off"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(listId, active) : undefined}
            onInput={(e) => search.onAddressInput(e.currentTarget.value)}
            onKeyDown={search.onAddressKeyDown}
            onBlur={close}
            data-testid="address-input"
          />
          <SuggestionList search={search} expanded={expanded} />
        </div>
        <Button
          type="submit"
          name="intent"
          value={FIND_ADDRESS_INTENT}
          formNoValidate
          variant="default"
          // with scripts "find" searches in place; without, it posts the form (findAddressReply)
          onClick={(e) => {
            if (!hydrated) return;
            e.preventDefault();
            const value = refs.address.current?.value ?? "";
            if (searchable(value)) void search.search(value, false);
            refs.address.current?.focus();
          }}
          mb={address.errors?.length ? 22 : 0}
          data-testid="address-find"
        >
          {t("find")}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={-4}>
        {t("hint")}
      </Text>
      <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="address-status">
        {hydrated ? status : null}
      </Text>
      {found ? <FoundChoices found={found} onChoose={choose} /> : null}
      <PointFields lat={lat} lng={lng} search={search} />
    </Stack>
  );
}
