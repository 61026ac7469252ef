import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { closeNumberGaps } from "@/lib/service/documents/parse/doc";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// What OCR does to a scanned summary: a million split at both separators, a stray mark between a
// split limit's slash and its dollar sign, a year or a make run into the next word, and a
// deductible's caption beside the names.

describe("OCR noise in amounts", () => {
  it("closes every gap in a number split at more than one separator", () => {
    expect(closeNumberGaps("$500, 000/$1, 000, 000")).toBe("$500,000/$1,000,000");
  });

  it("drops a stray mark between a split limit's slash and its dollar sign", () => {
    expect(closeNumberGaps("$500,000/%$1,000,000")).toBe("$500,000/$1,000,000");
  });
});

describe("OCR noise in a scanned summary", () => {
  const rows: FixtureRow[] = [
    [[31, "Policy #: PAP76175044"]],
    [[31, "Term: 01/03/2026 - 07/03/2026"]],
    [
      [31, "Veh 1"],
      [66, "2015Lexus RX 350"],
      [160, "VIN 2T2BZMCA5FC053129"],
    ],
    [
      [31, "Veh 2"],
      [66, "2017 KIAFORTE"],
      [160, "VIN 3KPFK4A78HE103925"],
    ],
    [[31, "Uninsured Motorist: $500,000/%$1,000,000"]],
  ];
  const draft = parsePolicy([textPage(rows)], { policyType: "auto", today: new Date("2026-02-01") });

  it("splits a year or a make run into the next word", () => {
    expect(draft.properties.map((p) => p.data)).toMatchObject([
      { year: 2015, make: "Lexus", model: "RX 350" },
      { year: 2017, make: "KIA", model: "FORTE" },
    ]);
  });

  it("reads the split limit the stray mark cut", () => {
    const um = draft.coverages.find((c) => c.code === "UMBI");
    expect([um?.limitPerPerson, um?.limitPerAccident]).toEqual([500_000, 1_000_000]);
  });
});

describe("a deductible caption beside the names", () => {
  it("is no insured", () => {
    const rows: FixtureRow[] = [
      [[34, "Policy #  H314668899"]],
      [
        [34, "Named Insured"],
        [302, "AOP Ded"],
        [556, "$500"],
      ],
      [[34, "Grace Harrington"]],
    ];
    const draft = parsePolicy([textPage(rows)], { policyType: "home", today: new Date("2026-02-01") });
    expect(draft.insureds.map((i) => [i.firstName, i.lastName])).toEqual([["Grace", "Harrington"]]);
  });
});
