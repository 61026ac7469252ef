import { describe, expect, it } from "vitest";
import type { TextPage } from "@/lib/service/documents/extract-text";
import { buildDoc, parsePolicy } from "@/lib/service/documents/parse";
import { lineFromWords } from "@/lib/service/documents/text/layout";

// A filled-in form that prints each value over a thin rule with its caption in small type under it
// ("H3-247625-09" over "Policy Number"), and the same form with the captions over the values, as
// most forms set them: both must read alike.

type Line = [y: number, h: number, cells: [x: number, text: string][]];

const page = (lines: Line[]): TextPage => ({
  width: 612,
  height: 792,
  lines: lines.map(([y, h, cells]) =>
    lineFromWords(cells.map(([x, text]) => ({ text, x, y, w: text.length * h * 0.5, h }))),
  ),
});

const VALUE = 8;
const CAPTION = 5.6;

/** Boxes of value lines and the caption that goes with them, in the order the form prints them. */
const BOXES: { values: [x: number, text: string][][]; caption: [x: number, text: string][] }[] = [
  {
    values: [
      [
        [49, "H3-247625-09"],
        [309, "May 10, 2026"],
      ],
    ],
    caption: [
      [49, "Policy Number"],
      [309, "Policy Period From"],
    ],
  },
  {
    values: [
      [
        [49, "May 10, 2027"],
        [309, "April 25, 2026"],
      ],
    ],
    caption: [
      [49, "Term Ends"],
      [309, "Issue Date"],
    ],
  },
  {
    values: [[[49, "Omar Kowalski"]], [[49, "11914 Meadow Way"]], [[49, "Wichita, KS 67202"]]],
    caption: [[49, "Named Insured and Mailing Address"]],
  },
  { values: [[[49, "$672,000"]]], caption: [[49, "Dwelling"]] },
  { values: [[[49, "$67,200"]]], caption: [[49, "Other Structures"]] },
  { values: [[[49, "$504,000"]]], caption: [[49, "Personal Property"]] },
  { values: [[[49, "$1,000,000"]]], caption: [[49, "Personal Liability"]] },
  { values: [[[49, "$687.76"]]], caption: [[49, "Total Policy Premium"]] },
];

/** The form with captions under (or over) their values, values' lines 10 points apart, boxes 15. */
function form(captionsUnder: boolean): TextPage {
  const lines: Line[] = [[40, 12, [[49, "Homeowners Declarations"]]]];
  let y = 60;
  for (const box of BOXES) {
    const values: Line[] = box.values.map((cells, i) => [y + (captionsUnder ? 0 : 9) + i * 10, VALUE, cells]);
    const lastValue = values[values.length - 1][0];
    const caption: Line = [captionsUnder ? lastValue + 9 : y, CAPTION, box.caption];
    lines.push(...(captionsUnder ? [...values, caption] : [caption, ...values]));
    y = Math.max(lastValue, caption[0]) + 15;
  }
  return page(lines);
}

const read = (p: TextPage) => parsePolicy([p], { policyType: "home", today: new Date("2026-09-01") });
const limit = (p: TextPage, code: string) => {
  const c = read(p).coverages.find((x) => x.code === code);
  return c ? (c.limitPerAccident ?? c.limitPerPerson) : undefined;
};

describe("captions printed under their values", () => {
  it("reads each value with the caption under it, not the next box down", () => {
    const d = read(form(true));
    expect(d.policyNumber).toBe("H3-247625-09");
    expect(d.effectiveDate).toBe("2026-05-10");
    expect(d.expirationDate).toBe("2027-05-10");
    expect(d.premium).toBe(687.76);
    expect(limit(form(true), "DWELLING")).toBe(672000);
    expect(limit(form(true), "OTHER_STRUCTURES")).toBe(67200);
    expect(limit(form(true), "PERSONAL_PROPERTY")).toBe(504000);
    expect(limit(form(true), "PERSONAL_LIABILITY")).toBe(1000000);
  });

  it("moves a caption over all the lines of a value that runs to several", () => {
    const texts = buildDoc([form(true)]).rows.map((r) => r.text);
    const caption = texts.indexOf("Named Insured and Mailing Address");
    expect(texts.slice(caption, caption + 4)).toEqual([
      "Named Insured and Mailing Address",
      "Omar Kowalski",
      "11914 Meadow Way",
      "Wichita, KS 67202",
    ]);
  });

  it("leaves a form that sets its small captions over the values as it is", () => {
    const p = form(false);
    const rows = buildDoc([p]).rows;
    expect(rows.map((r) => r.y)).toEqual([...rows.map((r) => r.y)].sort((a, b) => a - b));
    expect(rows.map((r) => r.text).slice(1, 3)).toEqual([
      "Policy Number  Policy Period From",
      "H3-247625-09  May 10, 2026",
    ]);
    const d = read(p);
    expect(d.policyNumber).toBe("H3-247625-09");
    expect(d.expirationDate).toBe("2027-05-10");
    expect(limit(p, "DWELLING")).toBe(672000);
    expect(limit(p, "PERSONAL_PROPERTY")).toBe(504000);
  });
});
