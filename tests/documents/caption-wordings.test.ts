import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { flowPage } from "../fixtures/documents/text-page";

// Captions carriers and lenders print for the policy number, the premium and the interests,
// beyond the commonest ones: each is read the way its commoner sibling is.

const PLACE = ["Mailing Address: 1629 Sycamore Lane, Raleigh, NC 27601", "Effective 01/01/2026 to 01/01/2027"];
const BASE = ["Named Insured: Mary Jones", ...PLACE];
const parse = (lines: string[], policyType: "auto" | "home" = "auto", base = BASE) =>
  parsePolicy([flowPage([...base, ...lines].join("\n"))], { policyType, today: new Date("2026-02-01") });

describe("caption wordings", () => {
  it.each(["Policy: PA4471-2098", "Certificate of Insurance No.: PA4471-2098"])(
    "reads the policy number after '%s'",
    (line) => {
      expect(parse([line]).policyNumber).toBe("PA4471-2098");
    },
  );

  it.each(["Total Cost: $1,234.56", "Total Amount: $1,234.56"])("reads a bare total as the premium: '%s'", (line) => {
    const policy = parse(["Policy Number: PA 4471-2098", line]);
    expect(policy.premium).toBe(1234.56);
  });

  it.each([
    ["Leased from: Toyota Motor Credit Corporation", "lessor", "Toyota Motor Credit Corporation"],
    ["Secured Party: Capital One Auto Finance", "lienholder", "Capital One Auto Finance"],
    ["Lien Holder Name: Capital One Auto Finance", "lienholder", "Capital One Auto Finance"],
  ])("reads the interest after '%s'", (line, type, name) => {
    const policy = parse(["Policy Number: PA 4471-2098", "2021 Ford Escape VIN 1FMCU9G63MUA12345", line]);
    expect(policy.thirdParties.map((p) => [p.type, p.name])).toEqual([[type, name]]);
  });

  it("reads 'Mortgage Company:' as a mortgagee caption, and a lender named '… Mortgage Company' as a name", () => {
    expect(parse(["Mortgage Company: Rocket Mortgage, LLC   Loan Number: 3345221"], "home").thirdParties).toMatchObject(
      [{ type: "mortgagee", name: "Rocket Mortgage, LLC", loanNumber: "3345221" }],
    );
    expect(parse(["Mortgagee: Guild Mortgage Company LLC"], "home").thirdParties).toMatchObject([
      { type: "mortgagee", name: "Guild Mortgage Company LLC" },
    ]);
  });

  it.each([
    "Primary Named Insured: Mary Jones",
    "First Named Insured: Mary Jones",
    "Named Insured and Address: Mary Jones",
    "Applicant: Mary Jones",
    "Policy Owner: Mary Jones",
    "Member: Mary Jones",
    "Borrower: Mary Jones",
  ])("reads the insured after '%s'", (line) => {
    expect(parse(["Policy Number: PA 4471-2098", line], "auto", PLACE).insureds).toMatchObject([
      { firstName: "Mary", lastName: "Jones" },
    ]);
  });

  it("reads 'Single Limit Liability' as a combined single limit", () => {
    const policy = parse(["Policy Number: PA 4471-2098", "Single Limit Liability   $300,000"]);
    expect(policy.coverages.find((c) => c.code === "CSL")).toMatchObject({ limitPerAccident: 300000 });
  });
});
