import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// A certificate's producer box captions its contact "NAME:" and the insured's box says "INSURED":
// the caption that says whose name it is decides, whichever box is printed first.

const TODAY = new Date("2026-09-01");

const CERTIFICATE: FixtureRow[] = [
  [
    [48, "CERTIFICATE OF PROPERTY INSURANCE"],
    [482, "04/06/2026"],
  ],
  [
    [51, "AGENCY"],
    [309, "NAME:"],
  ],
  [
    [51, "RIVERBEND INSURANCE GROUP"],
    [309, "MOHAMMED GOLDBERG"],
  ],
  [[51, "6850 MAIN ST SUITE 230"]],
  [
    [51, "FORT WAYNE, IN 46802"],
    [309, "(345) 696-1334"],
  ],
  [[309, "E-MAIL ADDRESS:"]],
  [
    [51, "INSURED"],
    [309, "mohammed@riverbendins.com"],
  ],
  [[51, "GRACE B KOWALSKI"]],
  [
    [51, "9746 CEDAR LANE"],
    [309, "INSURER A: GREAT NORTHERN INSURANCE"],
  ],
  [[51, "BIRMINGHAM, AL 35203"]],
  [
    [59, "PROPERTY 01238837773 05/14/2026 05/14/2027"],
    [330, "COVERAGE A - DWELLING 663,000"],
  ],
];

describe("the insured's caption", () => {
  it("outranks a bare 'NAME:' printed above it in the agency's box", () => {
    const policy = parsePolicy([textPage(CERTIFICATE)], { policyType: "home", today: TODAY });
    expect(policy.insureds.map((p) => `${p.firstName} ${p.lastName}`)).toEqual(["Grace Kowalski"]);
    expect(policy.address?.addressLine1).toBe("9746 CEDAR LANE");
  });

  it("a bare 'Name:' still names the insured when nothing else does", () => {
    const rows: FixtureRow[] = [
      [[51, "Policy Number: HO-5521-88   Effective 05/14/2026 to 05/14/2027"]],
      [[51, "Name: Grace B Kowalski"]],
      [[51, "9746 Cedar Lane"]],
      [[51, "Birmingham, AL 35203"]],
    ];
    const policy = parsePolicy([textPage(rows)], { policyType: "home", today: TODAY });
    expect(policy.insureds.map((p) => `${p.firstName} ${p.lastName}`)).toEqual(["Grace Kowalski"]);
  });
});
