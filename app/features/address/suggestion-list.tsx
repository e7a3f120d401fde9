import { Paper } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Attribution } from "./attribution";
import type { AddressSearch } from "./use-address-search";

export const optionId = (listId: string, i: number) => `${listId}-${i}`;

/** The suggestions under the address, an ARIA listbox the address input controls. */
export function SuggestionList({ search, expanded }: { search: AddressSearch; expanded: boolean }) {
  const { t } = useTranslation("address");
  const { listId, options, active, setActive, choose, source } = search;
  return (
    <Paper
      withBorder
      shadow="md"
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
      <ul id={listId} role="listbox" aria-label={t("suggestions")} style={{ margin: 0, padding: 0, listStyle: "none" }}>
        {options.map((c, i) => (
          <li
            key={`${c.label}|${c.lat}|${c.lng}`}
            id={optionId(listId, i)}
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
  );
}
