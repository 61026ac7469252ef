import { describe, expect, it } from "vitest";
import { vinFromReadings, yearCode } from "@/lib/vin/readings";
import { vinCheckDigitValid } from "@/lib/vin";
import { nearbyYear, sameVin } from "@/lib/service/documents/text/reread-vins";
import type { OcrLine, OcrWord } from "@/lib/service/documents/text/ocr-pool";

describe("yearCode", () => {
  it("follows the 30-year cycle of letters without I, O, Q, U, Z, then digits", () => {
    expect(yearCode(2010)).toBe("A");
    expect(yearCode(1980)).toBe("A");
    expect(yearCode(2018)).toBe("J");
    expect(yearCode(2025)).toBe("S");
    expect(yearCode(2026)).toBe("T");
    expect(yearCode(2009)).toBe("9");
    expect(yearCode(2001)).toBe("1");
    expect(yearCode(1979)).toBeNull();
    expect(yearCode(2040)).toBeNull();
  });
});

describe("vinFromReadings", () => {
  it("keeps a reading that is already a valid VIN", () => {
    expect(vinCheckDigitValid("1HGCM82633A004352")).toBe(true);
    expect(vinFromReadings(["1HGCM82633A004352"])).toBe("1HGCM82633A004352");
  });

  it("reads O as 0 for free and prefers a known maker code (S read for 5)", () => {
    expect(vinFromReadings(["SN1CCWNKOT6642930"])).toBe("5N1CCWNK0T6642930");
  });

  it("settles the model-year position from the year printed beside the VIN", () => {
    // "5" read for the year code S (2025): the check digit alone allows more than one repair.
    expect(vinFromReadings(["3C6BPPB255M285488"], 2025)).toBe("3C6BPPB25SM285488");
  });

  it("drops one stray character from an 18-character reading", () => {
    expect(vinFromReadings(["2T3WRASSINRY981777", "2T3WRASSINR981777"], 2022)).toBe("2T3WRAS51NR981777");
  });

  it("lets readings that agree outvote a cheaper single one", () => {
    const readings = ["JNBGBULMTF1818362", "JNBGBULMT7F1818362", "JNBGBULMTF1818362"];
    expect(vinFromReadings(readings, 2015)).toBe("JN8G8ULM7F1818362");
  });

  it("gives no answer when I could be 1 or J alike (they weigh the same in the check digit)", () => {
    expect(vinFromReadings(["3TM0MNIG8LP086655"])).toBeNull();
  });

  it("gives no answer for text that cannot be a VIN", () => {
    expect(vinFromReadings(["DECLARATIONSPAGE1"])).toBeNull();
    expect(vinFromReadings(["12345"])).toBeNull();
  });
});

const word = (text: string, x0: number, y0: number, w = 60, h = 20): OcrWord => ({
  text,
  confidence: 90,
  bbox: { x0, y0, x1: x0 + w, y1: y0 + h },
});
const line = (...words: OcrWord[]): OcrLine => ({
  words,
  bbox: {
    x0: Math.min(...words.map((w) => w.bbox.x0)),
    y0: Math.min(...words.map((w) => w.bbox.y0)),
    x1: Math.max(...words.map((w) => w.bbox.x1)),
    y1: Math.max(...words.map((w) => w.bbox.y1)),
  },
});

describe("nearbyYear", () => {
  it("takes the year before the VIN on its row, not the next vehicle's after it", () => {
    const vin = word("3TMOMNIG8LP086655", 300, 100, 200);
    const lines = [line(word("2020", 50, 100), word("Toyota", 120, 100), vin, word("2026", 560, 100))];
    expect(nearbyYear(lines, 0, vin)).toBe(2020);
  });

  it("looks in the rows above when the vehicle is printed as a column block", () => {
    const vin = word("SN1CCWNKOT6642930", 600, 200, 200);
    const lines = [
      line(word("2020", 320, 140), word("2026", 620, 140)),
      line(word("Toyota", 320, 170), word("Nissan", 620, 170)),
      line(word("3TMOMNIG8LP086655", 300, 200, 200), vin),
    ];
    expect(nearbyYear(lines, 2, vin)).toBe(2026);
  });

  it("ignores years far from the VIN and words that are not years", () => {
    const vin = word("SN1CCWNKOT6642930", 600, 1000, 200);
    const lines = [line(word("2021", 620, 100)), line(word("12/06/2026", 100, 1000), vin)];
    expect(nearbyYear(lines, 1, vin)).toBeNull();
  });
});

describe("sameVin", () => {
  it("tells two garbled prints of one VIN from two vehicles", () => {
    expect(sameVin("1GTRGVOM3L5114295", "1GTRGVIM3L5114295")).toBe(true);
    expect(sameVin("SN1PTFOPOPG610843", "5N1PTF9P0PG610843")).toBe(true);
    expect(sameVin("SFNR9TZI7KUS515130", "5FNR9TZJ7KU515130")).toBe(true);
    expect(sameVin("1GNJ3CXZ8RK620122", "JN8G8ULM7F1818362")).toBe(false);
  });
});
