// CSV that opens correctly in a spreadsheet: UTF-8 with a byte-order mark (Excel needs it to read
// Vietnamese), CRLF lines, quoted cells, and text cells that would start a formula defused.
export type Cell = string | number | null | undefined;

// OWASP "CSV injection": a leading = @ tab CR always starts a formula; + and - only when what
// follows is not a plain number (a phone "+84901234567" or an amount "-12.5" stays as it is)
const FORMULA = /^(?:[=@\t\r]|[+-](?!\d+(?:\.\d+)?$).)/s;

function cell(value: Cell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The byte-order mark a file starts with. */
export const CSV_BOM = "\uFEFF";

/** Lines of a file (a part of a streamed one): each row with its CRLF, no byte-order mark. */
export const csvLines = (rows: Cell[][]): string => rows.map((r) => `${r.map(cell).join(",")}\r\n`).join("");

export function toCsv(header: string[], rows: Cell[][]): string {
  return `${CSV_BOM}${csvLines([header, ...rows])}`;
}
