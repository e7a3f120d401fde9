import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("starts with a BOM, quotes what needs it and ends lines with CRLF", () => {
    const csv = toCsv(["Mã đơn", "Khách hàng"], [["TOUR-1", 'Nguyễn "Út", Văn'], ["TOUR-2", "a\nb"]]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Mã đơn,Khách hàng\r\nTOUR-1,"Nguyễn ""Út"", Văn"\r\nTOUR-2,"a\nb"\r\n');
  });
  it("defuses formulas in text but keeps numbers", () => {
    expect(toCsv(["a", "b", "c"], [["=HYPERLINK(1)", -5, "@x"]]).slice(1)).toBe("a,b,c\r\n'=HYPERLINK(1),-5,'@x\r\n");
  });
});
