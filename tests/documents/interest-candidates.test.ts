import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { flowPage } from "../fixtures/documents/text-page";
import { withCheckDigit as vin } from "../fixtures/documents/vin";

// Interests no fixed arrangement finds: an organisation's name on a line that names a role, or a
// few lines after one, taken with that role (or a checked box's) and never the agency or insurer.

const TODAY = new Date("2026-02-01");

const parties = (policyType: "auto" | "home", lines: string[]) =>
  parsePolicy([flowPage(["Policy Number: 00989 43 11C", ...lines].join("\n"))], {
    policyType,
    today: TODAY,
  }).thirdParties.map((p) => ({ type: p.type, name: p.name, loanNumber: p.loanNumber }));

describe("interests found near the words for their roles", () => {
  it("reads each line of an ID card's loss payee list with its own role, past the vehicle", () => {
    const found = parties("auto", [
      `VIN: ${vin("1GNEV1KW0EP635751")}  2014 Chevrolet Equinox`,
      `VIN: ${vin("JM3TCBDY0LK780195")}  2020 Mazda CX-9`,
      "Loss payee / lessor",
      "Loss payee - 2014 Chevrolet Equinox Wells Fargo Auto, PO Box 98204, Chandler, AZ 85244",
      "Lessor - 2020 Mazda CX-9 Santander Consumer USA Inc., PO Box 91105, Dallas, TX 75266",
    ]);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: "lienholder", name: "Wells Fargo Auto" }),
        expect.objectContaining({ type: "lessor", name: "Santander Consumer USA Inc." }),
      ]),
    );
    expect(found).toHaveLength(2);
  });

  it("takes the lender in a form's interest box, typed by its checked box, and not the agency", () => {
    const found = parties("home", [
      "AGENCY COMPANY",
      "KINGFISHER INSURANCE AGENCY LIBERTY MUTUAL INSURANCE COMPANY",
      "CERTIFICATE HOLDER / ADDITIONAL INTEREST",
      "NAME AND ADDRESS",
      "ADDITIONAL INSURED [X] MORTGAGEE",
      "TRUIST BANK",
      "PO BOX 4242",
      "RICHMOND, VA 23261",
    ]);
    expect(found).toEqual([{ type: "mortgagee", name: "TRUIST BANK", loanNumber: null }]);
  });

  it("reads a lender after every role word of its line", () => {
    const found = parties("auto", [
      "Additional interests",
      "¹ Lienholder/loss payee: Capital One Auto Finance, PO Box 51980, Plano, TX 75025 Loan # 48213377",
    ]);
    expect(found).toEqual([{ type: "lienholder", name: "Capital One Auto Finance", loanNumber: "48213377" }]);
  });

  it("drops a list's number, a caption's last word and an address's first from a name", () => {
    const found = parties("home", [
      "Mortgagee: 2 Flagstar Bank, N.A.",
      "Loan number 2209630349",
      "Additional interest: HOLDER TRUIST BANK",
    ]);
    expect(found.map((p) => p.name)).toEqual(["Flagstar Bank, N.A.", "TRUIST BANK"]);
  });

  it("invents no interest when the page names none", () => {
    const found = parties("auto", [
      "Lienholder: None",
      "Your agent: Kingfisher Insurance Agency, 12 Main St, Plano, TX 75025",
      "Underwritten by Summit Casualty Company",
    ]);
    expect(found).toEqual([]);
  });
});
