// The address field's suggestions with scripts (hotels-bikes-transport §2 "address autocomplete from
// a maps service (sets a point location)"): searching as one types, after a pause, or at once on
// "find"; an ARIA combobox's keys (arrows move, Enter chooses or searches, Escape closes); choosing a
// place fills the address and the point as if typed.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { fold } from "./fold";
import {
  ADDRESS_CHOICE,
  MAX_QUERY_LENGTH,
  MIN_QUERY_LENGTH,
  type AddressCandidate,
  type AddressFindResult,
  type AddressSource,
} from "./types";

const TYPING_PAUSE_MS = 250;

export const searchable = (q: string) =>
  fold(q).replace(/ /g, "").length >= MIN_QUERY_LENGTH && q.length <= MAX_QUERY_LENGTH;

/** Sets an uncontrolled input's value as if typed, so the form's checks and leave warning see it. */
function typeInto(input: HTMLInputElement | null, value: string) {
  if (!input) return;
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/** The places for a query, from the geocode resource (`typing`: as one types, which a service may decline). */
async function fetchPlaces(query: string, typing: boolean, signal: AbortSignal) {
  const res = await fetch(`/resources/geocode?q=${encodeURIComponent(query)}${typing ? "&typing=1" : ""}`, {
    headers: { Accept: "application/json" },
    signal,
  });
  return (await res.json()) as AddressFindResult & { typing?: boolean };
}

export type PointText = { lat: string; lng: string };

/** The point as typed, brought back by a server redraw. */
function usePointText(lat: unknown, lng: unknown) {
  const [point, setPoint] = useState<PointText>({ lat: String(lat ?? ""), lng: String(lng ?? "") });
  useEffect(() => {
    setPoint({ lat: String(lat ?? ""), lng: String(lng ?? "") });
  }, [lat, lng]);
  return [point, setPoint] as const;
}

/** The suggestions' list: what is offered, which one is active, whether it is open, what the status line says. */
function useSuggestionList() {
  const [options, setOptions] = useState<AddressCandidate[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<string | null>(null);
  const [source, setSource] = useState<AddressSource | undefined>(undefined);
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  return { options, setOptions, open, setOpen, active, setActive, status, setStatus, source, setSource, close };
}

export type AddressSearch = ReturnType<typeof useAddressSearch>;

export function useAddressSearch(initialPoint: { lat: unknown; lng: unknown }) {
  const { t } = useTranslation("address");
  const listId = useId();
  const addressRef = useRef<HTMLInputElement>(null);
  const latRef = useRef<HTMLInputElement>(null);
  const lngRef = useRef<HTMLInputElement>(null);
  const [point, setPoint] = usePointText(initialPoint.lat, initialPoint.lng);
  const list = useSuggestionList();
  const { options, setOptions, open, setOpen, active, setActive, setStatus, setSource, close } = list;
  // a service not built for searching as one types (Nominatim) answers only "find"
  const [whileTyping, setWhileTyping] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController>(undefined);
  // true while a choice fills the fields: their input events are not the person typing
  const filling = useRef(false);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  async function search(query: string, typing: boolean) {
    clearTimeout(timer.current);
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setStatus(t("searching"));
    try {
      const body = await fetchPlaces(query, typing, controller.signal);
      if (controller.signal.aborted) return;
      if (body.typing === false) setWhileTyping(false);
      if (typing && body.typing === false) return setStatus(null);
      setOptions(body.candidates);
      setSource(body.source);
      setActive(-1);
      setOpen(body.candidates.length > 0);
      const count = body.candidates.length;
      setStatus(body.error ? t(body.error) : count ? t("suggestionCount", { count }) : t("noResult", { query }));
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

  const refs = { address: addressRef, lat: latRef, lng: lngRef };
  return { ...list, listId, refs, point, setPoint, search, choose, keepTyped, onAddressInput, onAddressKeyDown };
}
