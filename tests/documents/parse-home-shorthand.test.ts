import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// Summary sheets print the homeowners coverages in the trade's short forms ("Dwlg", "Oth Str",
// "Pers Prop", "Liab", "Med Pay") or by the standard form's letter alone ("Cov A"); a unit owner's
// policy shows itself by its building-property coverage with no other structures beside it.

const HEAD: FixtureRow[] = [
  [[50, "Policy #  HO-4471823"]],
  [[50, "Policy Term  02/25/2026 - 02/25/2027"]],
  [[50, "Named Insured  Ingrid Novak"]],
];

function read(rows: FixtureRow[]) {
  const draft = parsePolicy([textPage([...HEAD, ...rows])], { policyType: "home", today: new Date("2026-03-01") });
  return {
    type: draft.type,
    coverages: Object.fromEntries(draft.coverages.map((c) => [c.code, c.limitPerAccident ?? c.limitPerPerson])),
  };
}

const row = (label: string, value: string): FixtureRow => [
  [300, label],
  [520, value],
];

describe("homeowners coverages in short forms", () => {
  it("spells out the abbreviations", () => {
    const { coverages } = read([
      row("A - Dwlg", "$477,000"),
      row("B - Oth Str", "$47,700"),
      row("C - Pers Prop", "$333,900"),
      row("D - Loss of Use", "$143,100"),
      row("E - Liab", "$300,000"),
      row("F - Med Pay", "$1,000"),
    ]);
    expect(coverages).toEqual({
      DWELLING: 477_000,
      OTHER_STRUCTURES: 47_700,
      PERSONAL_PROPERTY: 333_900,
      LOSS_OF_USE: 143_100,
      PERSONAL_LIABILITY: 300_000,
      MEDICAL_PAYMENTS: 1_000,
    });
  });

  it("reads a letter alone, or with words that name nothing, by the standard form", () => {
    const { coverages } = read([
      row("Cov A", "$285,000"),
      row("Cov B", "$28,500"),
      row("Cov C Contents", "$199,500"),
      row("Cov D ALE", "$57,000"),
      row("Cov E", "$100,000"),
      row("Cov F Med", "$1,000"),
    ]);
    expect(coverages).toEqual({
      DWELLING: 285_000,
      OTHER_STRUCTURES: 28_500,
      PERSONAL_PROPERTY: 199_500,
      LOSS_OF_USE: 57_000,
      PERSONAL_LIABILITY: 100_000,
      MEDICAL_PAYMENTS: 1_000,
    });
  });

  it("lets the words decide over the letter", () => {
    expect(read([row("Coverage B - Personal Property", "$90,000")]).coverages).toEqual({ PERSONAL_PROPERTY: 90_000 });
  });
});

describe("a unit owner's policy", () => {
  const unit = [row("Coverage A - Building Property", "$49,000"), row("Coverage C - Personal Property", "$82,000")];

  it("is a condo policy when it insures building property and no other structures", () => {
    expect(read(unit).type).toBe("condo");
  });

  it("is a home policy when other structures are covered too", () => {
    expect(read([...unit, row("Coverage B - Other Structures", "$4,900")]).type).toBe("home");
  });
});
