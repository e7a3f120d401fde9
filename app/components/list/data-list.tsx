// The list of every area: a table on a desktop, cards on a phone. Both are rendered by the
// server and CSS shows the one that fits, so it works without scripts.
import { Paper, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

export type Column<T> = {
  key: string;
  header: string;
  render: (item: T) => React.ReactNode;
  width?: number | string;
  align?: "left" | "right" | "center";
  /** stays in view at the table's end while the rest scrolls sideways (a row's link, always reachable) */
  sticky?: boolean;
  className?: string;
};

const cellClass = (c: { sticky?: boolean; className?: string }) =>
  [c.sticky ? "sticky-end" : "", c.className ?? ""].join(" ").trim() || undefined;

type Props<T> = {
  items: T[];
  rowKey: (item: T) => string;
  columns: Column<T>[];
  /** The phone card of an item. */
  card: (item: T) => React.ReactNode;
  empty?: string;
  testId?: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  className?: string;
};

export function DataList<T>({
  items,
  rowKey,
  columns,
  card,
  empty,
  testId = "data-list",
  minWidth = 720,
  className,
}: Props<T>) {
  const { t } = useTranslation();
  if (!items.length) {
    return (
      <Paper withBorder p="xl" radius="md" ta="center" data-testid={`${testId}-empty`}>
        <Text c="dimmed">{empty ?? t("common:list.empty")}</Text>
      </Paper>
    );
  }
  return (
    <div data-testid={testId} className={className}>
      <Paper withBorder radius="md" className="data-table">
        {/* native: a wide table scrolls inside its box with the browser's own scrollbar, scripts or not */}
        <Table.ScrollContainer minWidth={minWidth} type="native">
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.key} style={{ width: c.width, textAlign: c.align }} className={cellClass(c)}>
                    {c.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={rowKey(item)} data-testid="list-row">
                  {columns.map((c) => (
                    <Table.Td key={c.key} style={{ textAlign: c.align }} className={cellClass(c)}>
                      {c.render(item)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <div className="data-cards">
        {items.map((item) => (
          <Paper key={rowKey(item)} withBorder p="md" radius="md" className="data-card" data-testid="list-card">
            {card(item)}
          </Paper>
        ))}
      </div>
    </div>
  );
}
