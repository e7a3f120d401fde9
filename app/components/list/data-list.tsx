// The list of every area, rendered once: one plain <table> that CSS shows as a table on a desktop
// and as one card per row on a phone (app.css "lists"), so it works without scripts and costs the
// server one pass over the data in plain elements (Mantine's Table/Paper cost ~15× as much).
import { useTranslation } from "react-i18next";

export type Column<T> = {
  key: string;
  header: string;
  /** what the header cell shows when it is more than its text (a sort link); `header` stays the card's label */
  headerCell?: React.ReactNode;
  render: (item: T) => React.ReactNode;
  width?: number | string;
  align?: "left" | "right" | "center";
  /** stays in view at the table's end while the rest scrolls sideways (a row's link, always reachable) */
  sticky?: boolean;
  className?: string;
  /**
   * How the cell shows on a phone card: "label" (default) a row "header … value"; "plain" the value
   * alone, full width; "corner" the value in the card's top right corner (a status); "hide" not at all.
   */
  card?: "label" | "plain" | "corner" | "hide";
  /** hides the cell on this item's phone card only (a zero surcharge) */
  cardHidden?: (item: T) => boolean;
  testId?: string;
};

const ALIGN = { left: "", right: "al-right", center: "al-center" } as const;

const cellClass = <T,>(c: Column<T>, item?: T) =>
  [
    c.sticky ? "sticky-end" : "",
    ALIGN[c.align ?? "left"],
    c.card && c.card !== "label" ? `card-${c.card}` : "",
    item !== undefined && c.cardHidden?.(item) ? "card-hide" : "",
    c.className ?? "",
  ]
    .filter(Boolean)
    .join(" ") || undefined;

type Props<T> = {
  items: T[];
  rowKey: (item: T) => string;
  columns: Column<T>[];
  empty?: string;
  testId?: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns (desktop only). */
  minWidth?: number;
  className?: string;
};

export function DataList<T>({
  items,
  rowKey,
  columns,
  empty,
  testId = "data-list",
  minWidth = 720,
  className,
}: Props<T>) {
  const { t } = useTranslation();
  if (!items.length) {
    return (
      <div className="data-empty" data-testid={`${testId}-empty`}>
        {empty ?? t("common:list.empty")}
      </div>
    );
  }
  return (
    <div data-testid={testId} className={className}>
      {/* a wide table scrolls inside its box with the browser's own scrollbar, scripts or not */}
      <div className="data-table">
        <table className="dl" style={{ "--dl-min-width": `${minWidth}px` } as React.CSSProperties}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} style={c.width ? { width: c.width } : undefined} className={cellClass(c)}>
                  {c.headerCell ?? c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={rowKey(item)} data-testid="list-row">
                {columns.map((c) => {
                  const labelled = !c.card || c.card === "label";
                  return (
                    <td
                      key={c.key}
                      className={cellClass(c, item)}
                      data-label={labelled ? c.header : undefined}
                      data-testid={c.testId}
                    >
                      {/* one box beside the card's label, however many lines the value has */}
                      {labelled ? <div>{c.render(item)}</div> : c.render(item)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
