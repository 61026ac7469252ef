import { describe, expect, it } from "vitest";
import type { OcrLine, OcrWord } from "@/lib/service/documents/text/ocr-pool";
import { vinCheckDigitValid } from "@/lib/vin";
import { vinFromReadings } from "@/lib/vin/readings";
import { splitOcrLine } from "@/lib/service/documents/text/ocr-lines";
import { snapLabelWord } from "@/lib/service/documents/text/ocr-vocabulary";
import { suspectVin } from "@/lib/service/documents/text/reread-vins";

const word = (text: string, x0: number, y0: number, y1: number): OcrWord => ({
  text,
  confidence: 90,
  bbox: { x0, y0, x1: x0 + 10 * text.length, y1 },
});
const line = (words: OcrWord[]): OcrLine => ({
  words,
  bbox: { x0: 0, y0: Math.min(...words.map((w) => w.bbox.y0)), x1: 999, y1: Math.max(...words.map((w) => w.bbox.y1)) },
});

describe("vinFromReadings, one reading", () => {
  it("swaps the look-alike letter that makes the check digit hold", () => {
    expect(vinFromReadings(["SN1PTF9P0PG610843"])).toBe("5N1PTF9P0PG610843");
    expect(vinFromReadings(["JN8GBULM7F1818362"])).toBe("JN8G8ULM7F1818362");
    expect(vinCheckDigitValid("5N1PTF9P0PG610843")).toBe(true);
  });

  it("forces I, O and Q and letters in the serial digits", () => {
    expect(vinFromReadings(["1HGCM82633AOO4352"])).toBe("1HGCM82633A004352");
    expect(vinFromReadings(["1HGCM82633A00435Z"])).toBe("1HGCM82633A004352");
  });

  it("gives up on readings too short to be a VIN", () => {
    expect(vinFromReadings(["1HGCM82633A00435"])).toBeNull();
  });
});

describe("suspectVin", () => {
  it("flags VIN-sized words that fail the check digit and leaves valid VINs alone", () => {
    expect(suspectVin("SN1IPTFOPOPG610843")).toBe(true);
    expect(suspectVin("1HGCM82633A004352")).toBe(false);
    expect(suspectVin("Comprehensive")).toBe(false);
  });
});

describe("splitOcrLine", () => {
  it("splits a label centred between two value rows from the row below it", () => {
    const merged = line([
      word("Uninsured", 38, 1120, 1141),
      word("PD", 113, 1120, 1141),
      word("$12.26", 252, 1138, 1158),
      word("$22.54", 342, 1138, 1158),
    ]);
    const out = splitOcrLine(merged);
    expect(out.map((l) => l.words.map((w) => w.text))).toEqual([
      ["Uninsured", "PD"],
      ["$12.26", "$22.54"],
    ]);
    expect(out[1].bbox).toMatchObject({ y0: 1138, y1: 1158 });
  });

  it("drops specks but keeps short dashes, which mean not carried", () => {
    const out = splitOcrLine(
      line([word(".", 50, 1034, 1037), word("25,000", 251, 1018, 1042), word("--", 351, 1029, 1032)]),
    );
    expect(out).toHaveLength(1);
    expect(out[0].words.map((w) => w.text)).toEqual(["25,000", "--"]);
  });

  it("takes the row height from the print, not from a table rule glued to a word", () => {
    const out = splitOcrLine(
      line([
        word("Comprehensive", 38, 1372, 1430),
        word("Actual", 200, 1378, 1401),
        word("Cash", 260, 1378, 1401),
        word("$500", 400, 1376, 1402),
      ]),
    );
    expect(out[0].bbox.y1 - out[0].bbox.y0).toBeLessThan(30);
  });
});

describe("snapLabelWord", () => {
  it("repairs garbled label words in their own case style", () => {
    expect(snapLabelWord("DEDUCTIBIE")).toBe("DEDUCTIBLE");
    expect(snapLabelWord("Comprenensive")).toBe("Comprehensive");
    expect(snapLabelWord("Liabilty")).toBe("Liability");
    expect(snapLabelWord("(deductib1e)")).toBe("(deductib1e)");
  });

  it("repairs the few six-letter label words OCR misreads by a letter", () => {
    expect(snapLabelWord("nunber:")).toBe("number:");
    expect(snapLabelWord("Linits")).toBe("Limits");
    expect(snapLabelWord("Member")).toBe("Member");
    expect(snapLabelWord("Rental")).toBe("Rental");
  });

  it("leaves real words, short words and names alone", () => {
    expect(snapLabelWord("Coverages,")).toBe("Coverages,");
    expect(snapLabelWord("Limits")).toBe("Limits");
    expect(snapLabelWord("Westem")).toBe("Westem");
    expect(snapLabelWord("Brennan")).toBe("Brennan");
  });

  it("leaves words a letter from a label that mean something else", () => {
    expect(snapLabelWord("Insurer:")).toBe("Insurer:");
    expect(snapLabelWord("INSURERS")).toBe("INSURERS");
    expect(snapLabelWord("Mortgage")).toBe("Mortgage");
    expect(snapLabelWord("MORTGAGE")).toBe("MORTGAGE");
    expect(snapLabelWord("Addressee")).toBe("Addressee");
  });
});
