import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// A landlord's dwelling-fire declarations: a title that names the form ("Rental Dwelling
// Declarations", "Dwelling Fire - Tenant Occupied"), a narrow column that wraps the names and the
// one-line addresses, a premium box printed beside the coverages, and a prose page that lists the
// coverages in one sentence.

const TODAY = new Date("2026-09-01");
const read = (rows: FixtureRow[]) => parsePolicy([textPage(rows)], { policyType: "home", today: TODAY });
const limit = (rows: FixtureRow[], code: string) => {
  const c = read(rows).coverages.find((x) => x.code === code);
  return c ? (c.limitPerAccident ?? c.limitPerPerson) : undefined;
};

const LETTERHEAD: FixtureRow[] = [
  [
    [44, "Chubb"],
    [306, "RENTAL DWELLING DECLARATIONS"],
  ],
  [[306, "DWELLING FIRE - TENANT OCCUPIED"]],
  [[44, "PO Box 55234"]],
  [[306, "ISSUE DATE 08/21/26"]],
  [[44, "Tacoma, WA 98402"]],
];

const BOXES: FixtureRow[] = [
  [
    [44, "Policy Number"],
    [135, "936-8424-M49"],
    [316, "Named Insured"],
    [407, "KEISHA ADEYEMI & VIKTOR"],
  ],
  [
    [44, "Term"],
    [135, "09/02/26 - 09/02/27"],
    [407, "MCALLISTER"],
  ],
  [
    [316, "Mailing Address"],
    [407, "11189 SCHOOL STREET, SACRAMENTO,"],
  ],
  [[407, "CA 95831"]],
  [[316, "Rental Property Address"]],
  [[407, "24082 N JEFFERSON DRIVE, SIOUX"]],
  [[407, "FALLS, SD 57104"]],
  [
    [44, "Insuring Company"],
    [135, "Vigilant Insurance Company"],
  ],
];

const COVERAGES: FixtureRow[] = [
  [[44, "Your Coverages"]],
  [
    [44, "DWELLING (COVERAGE A)"],
    [230, "626,000"],
  ],
  [
    [44, "FAIR RENTAL VALUE (COVERAGE D)"],
    [316, "Additional Coverages Premium"],
    [467, "$107.80"],
  ],
  [[180, "125,200"]],
  [
    [44, "PERSONAL LIABILITY (COVERAGE L)"],
    [316, "TOTAL ANNUAL PREMIUM"],
    [467, "$1,273.09"],
  ],
  [[180, "300,000 per occurrence"]],
];

describe("a landlord's dwelling-fire declarations", () => {
  it("takes no coverage from a title that names the form", () => {
    // Without the coverage rows the titles are the only "dwelling" words: the PO box and the issue
    // date under them are no dwelling limit.
    expect(limit([...LETTERHEAD, ...BOXES], "DWELLING")).toBeUndefined();
    expect(limit([...LETTERHEAD, ...BOXES, ...COVERAGES], "DWELLING")).toBe(626_000);
  });

  it("joins a second insured's surname the column wrapped onto the next line", () => {
    const names = read([...LETTERHEAD, ...BOXES, ...COVERAGES]).insureds.map((i) => `${i.firstName} ${i.lastName}`);
    expect(names).toEqual(["Keisha Adeyemi", "Viktor McAllister"]);
  });

  it("reads wrapped one-line addresses for the mail and the rented dwelling", () => {
    const policy = read([...LETTERHEAD, ...BOXES, ...COVERAGES]);
    expect(policy.address).toMatchObject({ addressLine1: "11189 SCHOOL STREET", city: "SACRAMENTO", state: "CA" });
    const dwelling = policy.properties[0].data as { address: { city: string; addressLine1: string } };
    expect(dwelling.address).toMatchObject({ addressLine1: "24082 N JEFFERSON DRIVE", city: "SIOUX FALLS" });
  });

  it("reads a limit printed under its label when the premium box shares the label's line", () => {
    // The limit sits under the label's own end, the premium box's caption and amount to its right.
    const rows = [...LETTERHEAD, ...BOXES, ...COVERAGES];
    expect(limit(rows, "LOSS_OF_USE")).toBe(125_200);
    expect(limit(rows, "PERSONAL_LIABILITY")).toBe(300_000);
  });

  it("reads the coverages a prose page lists in one sentence", () => {
    const rows: FixtureRow[] = [
      ...LETTERHEAD,
      [[46, "Policy Number: HM-883493-00   Policy Period: 05/12/2026 to 05/12/2027"]],
      [[46, "Section I Coverages"]],
      [[46, "We provide the following property coverages under this policy, for the limits shown: Dwelling"]],
      [[46, "(Coverage A), $455,000; Other Structures (Coverage B), $45,500; Personal Property (Coverage C),"]],
      [[46, "$227,500; Fair Rental Value (Coverage D), $136,500."]],
      [[46, "Section II Coverages"]],
      [[46, "Under Section II we provide Personal Liability (Coverage L), $100,000 per occurrence; Medical"]],
      [[46, "Payments to Others (Coverage M), $5,000 per person."]],
      [[46, "This declarations page, with the DP 00 03 Dwelling Property 3 form, completes your policy."]],
    ];
    const got = Object.fromEntries(read(rows).coverages.map((c) => [c.code, c.limitPerAccident ?? c.limitPerPerson]));
    expect(got).toMatchObject({
      DWELLING: 455_000,
      OTHER_STRUCTURES: 45_500,
      PERSONAL_PROPERTY: 227_500,
      LOSS_OF_USE: 136_500,
      PERSONAL_LIABILITY: 100_000,
      MEDICAL_PAYMENTS: 5_000,
    });
  });
});
