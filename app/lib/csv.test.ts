import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

const row = (...cells: (string | number)[]) =>
  toCsv(
    cells.map((_, i) => `c${i}`),
    [cells],
  )
    .slice(1)
    .split("\r\n")[1];

describe("toCsv", () => {
  it("starts with a BOM, quotes what needs it and ends lines with CRLF", () => {
    const csv = toCsv(
      ["Mã đơn", "Khách hàng"],
      [
        ["TOUR-1", 'Nguyễn "Út", Văn'],
        ["TOUR-2", "a\nb"],
      ],
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Mã đơn,Khách hàng\r\nTOUR-1,"Nguyễn ""Út"", Văn"\r\nTOUR-2,"a\nb"\r\n');
  });
  it("defuses what a spreadsheet would run: a leading =, @, tab, CR, or + / - before something not a plain number", () => {
    expect(toCsv(["a", "b", "c"], [["=HYPERLINK(1)", -5, "@x"]]).slice(1)).toBe("a,b,c\r\n'=HYPERLINK(1),-5,'@x\r\n");
    expect(row("=1+1")).toBe("'=1+1");
    expect(row("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(row("+SUM(A1)")).toBe("'+SUM(A1)");
    expect(row("-2+3")).toBe("'-2+3");
    expect(row("+84 90 123")).toBe("'+84 90 123");
    expect(row("-A1")).toBe("'-A1");
    expect(row("\tx")).toBe("'\tx");
    expect(row("\rx")).toBe('"\'\rx"');
  });
  it("leaves plain signed numbers as they are: phone numbers, amounts", () => {
    expect(row("+84901234567")).toBe("+84901234567");
    expect(row("-12.5")).toBe("-12.5");
    expect(row("+1")).toBe("+1");
    expect(row("-")).toBe("-");
    expect(row("0901234567")).toBe("0901234567");
  });
});
