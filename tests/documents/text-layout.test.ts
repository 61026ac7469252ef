import { describe, expect, it } from "vitest";
import { groupIntoLines, lineFromWords, mergeFragments, mergeRowFragments } from "@/lib/service/documents/text/layout";
import { closeLetterSpacing } from "@/lib/service/documents/parse/doc";
import { textLayerQuality } from "@/lib/service/documents/text/pdf-text";
import type { Word } from "@/lib/service/documents/text/types";

const word = (text: string, x: number, y = 100, w = text.length * 5): Word => ({ text, x, y, w, h: 10 });

describe("text layout", () => {
  it("rejoins split ligatures and letter-spaced headings", () => {
    expect(
      mergeFragments([word("re", 10, 100, 9), word("fl", 19, 100, 5), word("ects", 24)]).map((w) => w.text),
    ).toEqual(["reflects"]);
    const spaced = "POLICY".split("").map((c, i) => word(c, 10 + i * 8, 100, 6));
    expect(mergeFragments(spaced).map((w) => w.text)).toEqual(["POLICY"]);
  });

  it("reads a letter-spaced line whose spaces are in the text by its gaps (a Progressive address)", () => {
    // Items as pdf.js gives them for "10330 E POINT RD S", 8.5-point type.
    const items = [
      { text: "1 0", x: 48, w: 9.7 },
      { text: "3 3", x: 59.1, w: 10.9 },
      { text: "0", x: 71.4, w: 4.2 },
      { text: "E", x: 82.6, w: 3.9 },
      { text: "P O I N T", x: 93.5, w: 25.9 },
      { text: "R D", x: 126.5, w: 10.8 },
      { text: "S", x: 144.3, w: 3.7 },
    ].map((i) => ({ ...i, y: 100, h: 8.5 }));
    expect(lineFromWords(items).text).toBe("10330 E POINT RD S");
  });

  it('leaves a few spaced letters alone: "Coverage A B" is not letter-spacing', () => {
    expect(lineFromWords([word("Coverage", 10), word("A B", 60, 100, 15)]).text).toBe("Coverage A B");
  });

  it("groups words into lines by their vertical centre and keeps rows a few points apart separate", () => {
    const lines = groupIntoLines([
      word("Limit", 300, 98),
      word("Coverage", 10, 100),
      word("Premium", 400, 101),
      word("$12.50", 300, 105),
      word("next", 10, 114),
    ]);
    expect(lines.map((l) => l.text)).toEqual(["Coverage Limit Premium", "$12.50", "next"]);
  });
});

describe("mergeRowFragments (OCR blocks)", () => {
  const piece = (text: string, x: number, y: number) => lineFromWords([word(text, x, y)], false);

  it("joins the columns of one row and keeps rows a line apart separate", () => {
    const rows = mergeRowFragments([
      piece("Policy Number:", 10, 100),
      piece("AB-123", 200, 101),
      piece("Premium", 10, 118),
    ]);
    expect(rows.map((r) => r.text)).toEqual(["Policy Number: AB-123", "Premium"]);
  });

  it("joins the pieces of a slanted line that sit next to each other", () => {
    const rows = mergeRowFragments([
      piece("The Standard Fire", 10, 100),
      piece("Insurance Company", 98, 105),
      piece("Issued", 400, 100),
    ]);
    expect(rows.map((r) => r.text)).toEqual(["The Standard Fire Insurance Company Issued"]);
    const apart = mergeRowFragments([piece("Coverage", 10, 100), piece("$500", 300, 105)]);
    expect(apart).toHaveLength(2);
  });

  it("keeps OCR words as tesseract split them", () => {
    expect(lineFromWords([word("Vehicle", 10), word("1:", 46)], false).words.map((w) => w.text)).toEqual([
      "Vehicle",
      "1:",
    ]);
  });
});

describe("textLayerQuality", () => {
  const page = (text: string) => ({
    width: 612,
    height: 792,
    lines: groupIntoLines(text.split("\n").map((t, i) => word(t, 10, 20 * i))),
  });

  it("tells readable, short, garbage and missing text layers apart", () => {
    expect(textLayerQuality(page("Policy Number: 123-456\nNamed Insured: Jane Doe\nTotal Premium $1,234.00"))).toBe(
      "good",
    );
    expect(textLayerQuality(page("Page 4 of 4"))).toBe("short");
    expect(
      textLayerQuality(
        page("\u0001\u0002\u0003\u0004 \uE000\uE001\uE002\uE003 \u0005\u0006\u0007 ~~~~ \u0008\u000e\u000f\u0010"),
      ),
    ).toBe("garbage");
    expect(textLayerQuality({ width: 612, height: 792, lines: [] })).toBe("none");
  });
});

describe("closeLetterSpacing", () => {
  it("closes up text drawn letter by letter, and leaves initials and short runs alone", () => {
    expect(closeLetterSpacing("Medical Payments C o v e r a g e : we pay up to $ 5 , 0 0 0")).toBe(
      "Medical Payments Coverage: we pay up to $5,000",
    );
    expect(closeLetterSpacing("BI L i a b i l i t y : up to $ 1 5 , 0 0 0 / $ 3 0 , 0 0 0")).toBe(
      "BI Liability: up to $15,000/$30,000",
    );
    expect(closeLetterSpacing("J R Smith")).toBe("J R Smith");
    expect(closeLetterSpacing("Unit A 1 2")).toBe("Unit A 1 2");
  });
});
