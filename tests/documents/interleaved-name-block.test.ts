import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// A renewal prints the insureds' names and mailing address down the left while the policy's
// number, period and producer run down the right, their lines falling between the left's: the
// block is read as one, both names and the whole address.

const ROWS: FixtureRow[] = [
  [[37, "RENEWAL DECLARATIONS"]],
  [
    [297, "Policy No."],
    [414, "019-6724-P74"],
  ],
  [[37, "Carlos E Goldberg"]],
  [
    [297, "Renewal Policy Period"],
    [414, "06/12/2026 to 12/12/2026"],
  ],
  [[37, "Marisol Goldberg"]],
  [
    [297, "Date Issued"],
    [414, "05/19/2026"],
  ],
  [[37, "21843 School Boulevard"]],
  [
    [297, "Producer"],
    [414, "Juniper Risk Partners"],
  ],
  [[37, "Apt. 24C"]],
  [
    [297, "Agent phone"],
    [414, "(509) 813-3323"],
  ],
  [[37, "Mesa, AZ 85215"]],
  [
    [37, "2022 Lexus ES 350"],
    [200, "VIN JTJUDG6K8NC255361"],
  ],
];

describe("a name and address block between another column's lines", () => {
  it("reads both insureds and the address", () => {
    const policy = parsePolicy([textPage(ROWS)], { policyType: "auto", today: new Date("2026-06-01") });
    expect(policy.insureds.map((p) => `${p.firstName} ${p.lastName}`)).toEqual(["Carlos Goldberg", "Marisol Goldberg"]);
    expect(policy.address).toMatchObject({ addressLine1: "21843 School Boulevard", city: "Mesa", state: "AZ" });
  });
});
