import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// A vehicle certificate of insurance (ACORD 23 style): the insurer in a lettered "INSURER A:" box,
// the policy number in the grid's "POLICY #" column beside the certificate's own serial, a split
// limit printed as two captioned rows.

const TODAY = new Date("2026-02-01");

const certificate = (insurer: FixtureRow[]): FixtureRow[] => [
  [
    [34, "VEHICLE OR EQUIPMENT CERTIFICATE OF INSURANCE"],
    [480, "10/4/2025"],
  ],
  [
    [37, "NAMED INSURED"],
    [309, "COMPANIES AFFORDING COVERAGE"],
    [520, "NAIC NO."],
  ],
  [[37, "25365 JEFFERSON CIRCLE"]],
  ...insurer,
  [[309, "INSURER B:"]],
  [
    [36, "CERTIFICATE NUMBER: 29799072"],
    [520, "REV #: 2"],
  ],
  [
    [41, "LTR"],
    [64, "COVERAGE"],
    [173, "POLICY #"],
    [261, "EFFECTIVE"],
    [313, "EXPIRATION"],
    [363, "LIMITS"],
  ],
  [
    [45, "A"],
    [64, "AUTO LIABILITY"],
    [173, "5432XR71045"],
    [250, "10/17/2025"],
    [310, "4/17/2026"],
    [380, "BI EACH PERSON"],
    [520, "$25,000"],
  ],
  [
    [64, "[X] PERSONAL AUTO"],
    [380, "BI EACH ACCIDENT"],
    [520, "$50,000"],
  ],
  [
    [64, "[ ] ANY AUTO"],
    [380, "PD EACH ACCIDENT"],
    [520, "$25,000"],
  ],
];

const read = (rows: FixtureRow[]) => parsePolicy([textPage(rows)], { policyType: "auto", today: TODAY });

describe("a vehicle certificate of insurance", () => {
  it("takes the policy number from the grid's column, not the certificate's serial", () => {
    expect(
      read(
        certificate([
          [
            [309, "INSURER A: ALLSTATE INDEMNITY COMPANY"],
            [520, "19240"],
          ],
        ]),
      ).policyNumber,
    ).toBe("5432XR71045");
  });

  it("reads the lettered insurer, its name wrapped in the box, and its NAIC code, not an address's number", () => {
    const { carrier } = read(
      certificate([
        [
          [309, "INSURER A : UNITED SERVICES"],
          [520, "25941"],
        ],
        [[309, "AUTOMOBILE ASSOCIATION"]],
      ]),
    );
    expect(carrier).toMatchObject({ name: "UNITED SERVICES AUTOMOBILE ASSOCIATION", naicCode: "25941" });
  });

  it("joins a split limit printed as an each-person row over an each-accident row", () => {
    const bi = read(
      certificate([
        [
          [309, "INSURER A: ALLSTATE INDEMNITY COMPANY"],
          [520, "19240"],
        ],
      ]),
    ).coverages.find((c) => c.code === "BI");
    expect(bi).toMatchObject({ limitPerPerson: 25000, limitPerAccident: 50000 });
  });

  it("never takes the form's title for the carrier", () => {
    const { carrier } = read([
      [
        [34, "CERTIFICATE OF PROPERTY INSURANCE"],
        [480, "10/4/2025"],
      ],
      [[37, "POLICY NUMBER: HO-4471-20988"]],
    ]);
    expect(carrier.name).not.toMatch(/certificate/i);
  });
});
