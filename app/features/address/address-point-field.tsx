// The address with its point (hotels-bikes-transport §2 Hotel "address autocomplete from a maps
// service (sets a point location)"). With scripts: places are suggested while typing (an ARIA
// combobox: arrows move, Enter chooses, Escape closes), and choosing one fills the address and the
// point. Without scripts: "find" posts the form, whose page comes back with the places found as
// radio choices; the one chosen is stored with the save. The point shows as coordinates with a link
// to the map, and can be typed by hand.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { getInputProps } from "@conform-to/react";
import { Anchor, Button, Fieldset, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useFieldError, useHydrated, useServerAutoFocus, type AnyField } from "~/components/form";
import { fold } from "./fold";
import { mapLink } from "./schema";
import {
  ADDRESS_CHOICE,
  FIND_ADDRESS_INTENT,
  MAX_QUERY_LENGTH,
  MIN_QUERY_LENGTH,
  type AddressCandidate,
  type AddressFindResult,
  type AddressSource,
} from "./types";

const TYPING_PAUSE_MS = 250;

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

type Point = { lat: string; lng: string };
/** A point as typed, if it is one (both numbers, in range). */
function shownPoint(p: Point): { lat: number; lng: number } | null {
  const lat = p.lat.trim() === "" ? NaN : Number(p.lat);
  const lng = p.lng.trim() === "" ? NaN : Number(p.lng);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

const searchable = (q: string) => fold(q).replace(/ /g, "").length >= MIN_QUERY_LENGTH && q.length <= MAX_QUERY_LENGTH;

/** Sets an uncontrolled input's value as if typed, so the form's checks and leave warning see it. */
function typeInto(input: HTMLInputElement | null, value: string) {
  if (!input) return;
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

export function AddressPointField({ address, loc, found, label, required }: Props) {
  const { t } = useTranslation("address");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const hydrated = useHydrated();
  const { lat, lng } = loc.getFieldset();
  const listId = useId();
  const addressRef = useRef<HTMLInputElement>(null);
  const latRef = useRef<HTMLInputElement>(null);
  const lngRef = useRef<HTMLInputElement>(null);
  const [point, setPoint] = useState<Point>({
    lat: String(lat.initialValue ?? ""),
    lng: String(lng.initialValue ?? ""),
  });
  const [options, setOptions] = useState<AddressCandidate[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<string | null>(null);
  const [source, setSource] = useState<AddressSource | undefined>(undefined);
  // a service not built for searching as one types (Nominatim) answers only "find"
  const [whileTyping, setWhileTyping] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController>(undefined);
  // true while a choice fills the fields: their input events are not the person typing
  const filling = useRef(false);

  // a server redraw brings the typed point back
  useEffect(() => {
    setPoint({ lat: String(lat.initialValue ?? ""), lng: String(lng.initialValue ?? "") });
  }, [lat.initialValue, lng.initialValue]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  async function search(query: string, typing: boolean) {
    clearTimeout(timer.current);
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setStatus(t("searching"));
    try {
      const res = await fetch(`/resources/geocode?q=${encodeURIComponent(query)}${typing ? "&typing=1" : ""}`, {
        headers: { Accept: "application/json" },
        signal: controller.signal,
      });
      const body = (await res.json()) as AddressFindResult & { typing?: boolean };
      if (controller.signal.aborted) return;
      if (body.typing === false) setWhileTyping(false);
      if (typing && body.typing === false) return setStatus(null);
      setOptions(body.candidates);
      setSource(body.source);
      setActive(-1);
      setOpen(body.candidates.length > 0);
      setStatus(
        body.error
          ? t(body.error)
          : body.candidates.length
            ? t("suggestionCount", { count: body.candidates.length })
            : t("noResult", { query }),
      );
    } catch {
      if (controller.signal.aborted) return;
      close();
      setStatus(t("searchFailed"));
    }
  }

  function choose(c: AddressCandidate) {
    filling.current = true;
    typeInto(addressRef.current, c.label);
    typeInto(latRef.current, String(c.lat));
    typeInto(lngRef.current, String(c.lng));
    filling.current = false;
    setPoint({ lat: String(c.lat), lng: String(c.lng) });
    setOptions([]);
    setStatus(null);
    close();
  }

  /** Typing after a choice among the places found: what is typed now stands, not that choice. */
  function keepTyped() {
    if (filling.current) return;
    const keep = addressRef.current?.form?.querySelector<HTMLInputElement>(`input[name="${ADDRESS_CHOICE}"][value=""]`);
    if (keep) keep.checked = true;
  }

  function onAddressInput(value: string) {
    if (filling.current) return;
    keepTyped();
    clearTimeout(timer.current);
    if (!whileTyping) return;
    if (!searchable(value)) {
      request.current?.abort();
      setOptions([]);
      setStatus(null);
      return close();
    }
    timer.current = setTimeout(() => void search(value, true), TYPING_PAUSE_MS);
  }

  function onAddressKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const n = options.length;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (!n) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (!open || i < 0 ? (step > 0 ? 0 : n - 1) : (i + step + n) % n));
    } else if (e.key === "Enter") {
      // Enter in the address chooses or searches: it never saves the form half-typed
      e.preventDefault();
      const chosen = open && active >= 0 ? options[active] : undefined;
      if (chosen) choose(chosen);
      else if (searchable(e.currentTarget.value)) void search(e.currentTarget.value, false);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      close();
    }
  }

  const shown = shownPoint(point);
  const { key: addressKey, ...addressProps } = getInputProps(address, { type: "text" });
  const { key: latKey, ...latProps } = getInputProps(lat, { type: "text" });
  const { key: lngKey, ...lngProps } = getInputProps(lng, { type: "text" });
  const optionId = (i: number) => `${listId}-${i}`;
  const expanded = hydrated && open && options.length > 0;

  return (
    <Stack gap="xs" data-testid="address-point">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <div style={{ position: "relative", flex: 1 }}>
          <TextInput
            key={addressKey}
            {...addressProps}
            ref={addressRef}
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
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            onInput={(e) => onAddressInput(e.currentTarget.value)}
            onKeyDown={onAddressKeyDown}
            onBlur={close}
            data-testid="address-input"
          />
          <Paper
            shadow="md"
            withBorder
            p={4}
            style={{
              display: expanded ? "block" : "none",
              position: "absolute",
              zIndex: 20,
              left: 0,
              right: 0,
              top: "100%",
            }}
          >
            <ul
              id={listId}
              role="listbox"
              aria-label={t("suggestions")}
              style={{ margin: 0, padding: 0, listStyle: "none" }}
            >
              {options.map((c, i) => (
                <li
                  key={`${c.label}|${c.lat}|${c.lng}`}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  // mousedown, not click: the input keeps its focus (its blur would close the list first)
                  onMouseDown={(e) => {
                    e.preventDefault();
                    choose(c);
                  }}
                  onMouseEnter={() => setActive(i)}
                  style={{
                    padding: "6px 8px",
                    borderRadius: 4,
                    cursor: "pointer",
                    background: i === active ? "var(--mantine-color-blue-light)" : undefined,
                  }}
                >
                  {c.label}
                </li>
              ))}
            </ul>
            {source ? <Attribution source={source} /> : null}
          </Paper>
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
            const value = addressRef.current?.value ?? "";
            if (searchable(value)) void search(value, false);
            addressRef.current?.focus();
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
      <SimpleGrid cols={{ base: 2 }}>
        <TextInput
          key={latKey}
          {...latProps}
          ref={latRef}
          inputMode="decimal"
          label={t("lat")}
          error={fieldError(lat.errors)}
          autoFocus={autoFocus(lat.errors)}
          onInput={(e) => {
            keepTyped();
            const value = e.currentTarget.value;
            setPoint((p) => ({ ...p, lat: value }));
          }}
          data-testid="address-lat"
        />
        <TextInput
          key={lngKey}
          {...lngProps}
          ref={lngRef}
          inputMode="decimal"
          label={t("lng")}
          error={fieldError(lng.errors)}
          autoFocus={autoFocus(lng.errors)}
          onInput={(e) => {
            keepTyped();
            const value = e.currentTarget.value;
            setPoint((p) => ({ ...p, lng: value }));
          }}
          data-testid="address-lng"
        />
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
    </Stack>
  );
}

/** The credit the places' data asks for (GeoNames: CC BY 4.0; OpenStreetMap: ODbL). */
function Attribution({ source }: { source: AddressSource }) {
  const { t } = useTranslation("address");
  return (
    <Text size="xs" c="dimmed" px={8} pt={4} data-testid="address-attribution">
      {t(`attribution.${source}`)}
    </Text>
  );
}

/** The places "find" found, as radio choices posted with the form (the first keeps what was typed). */
function FoundChoices({ found, onChoose }: { found: AddressFindResult; onChoose: (c: AddressCandidate) => void }) {
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
