import { describe, expect, it } from "vitest";
import { csvCell, csvRow, csvStream } from "@/lib/reports/csv";

// What a spreadsheet would run or split must reach it as plain text in one cell.

describe("csvCell", () => {
  it("prefixes cells a spreadsheet would take for a formula", () => {
    for (const s of ["=1+1", "+1", "-2", "@SUM(A1)", "\tx", "\rx"]) expect(csvCell(s)).toMatch(/^"?'/);
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("quotes commas, quotes and line breaks, and leaves plain text alone", () => {
    expect(csvCell('Ann, "Lee"')).toBe(`"Ann, ""Lee"""`);
    expect(csvCell("two\nlines")).toBe(`"two\nlines"`);
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(new Date("2026-03-15T10:00:00Z"))).toBe("2026-03-15T10:00:00.000Z");
    expect(csvRow(["a", "=b", null])).toBe("a,'=b,\r\n");
  });

  it("quotes a semicolon, which a comma-decimal locale's spreadsheet splits on", () => {
    expect(csvCell("Lee; Ann")).toBe(`"Lee; Ann"`);
    expect(csvCell("=1;2")).toBe(`"'=1;2"`);
    expect(csvRow(["a;b", "c"])).toBe(`"a;b",c\r\n`);
  });

  it("streams the header, then each batch as it comes", async () => {
    async function* batches() {
      yield [["1", "x"]];
      yield [];
      yield [["2", "-y"]];
    }
    const text = await new Response(csvStream(["n", "v"], batches())).text();
    expect(text).toBe("n,v\r\n1,x\r\n2,'-y\r\n");
  });
});
