import { describe, expect, it } from "vitest";
import { personNamesMatch } from "@/lib/service/names/match";
import { normaliseOrganisationName, organisationNamesMatch } from "@/lib/shared/organisation-names";

describe("normaliseOrganisationName", () => {
  it.each([
    ["ACME ACCEPT CORP ISAOA/ATIMA", "acme acceptance"],
    ["Acme Acceptance Corporation", "acme acceptance"],
    ["Wells Fargo Bank, N.A., its successors and/or assigns", "wells fargo bank"],
    ["WELLS FARGO BK NA", "wells fargo bank"],
    ["Navy FCU", "navy federal credit union"],
    ["Pentagon Cr Un", "pentagon credit union"],
    ["Smith & Sons Mtg Co.", "smith and sons mortgage"],
    ["Ally Fin Svcs Inc", "ally financial services"],
    ["Crédit Agricole S.A.", "credit agricole"],
    ["The Huntington Natl Bank ATIMA", "huntington national bank"],
    ["Chase Bank USA as their interests may appear", "chase bank usa"],
    ["ABC Lending LLC, Loss Payee", "abc lending"],
    ["The Company", "the company"],
  ])("%s → %s", (input, expected) => {
    expect(normaliseOrganisationName(input)).toBe(expected);
  });
});

describe("organisationNamesMatch", () => {
  it("explains the brief's example in plain words", () => {
    expect(organisationNamesMatch("ACME ACCEPT CORP ISAOA/ATIMA", "Acme Acceptance Corporation")).toEqual({
      match: true,
      reason:
        'Matched "ACME ACCEPT CORP ISAOA/ATIMA" to "Acme Acceptance Corporation" after normalising abbreviations and dropping "ISAOA/ATIMA".',
    });
  });

  it.each([
    ["Fifth Third Bank", "5th 3rd Bank"],
    ["BankofAmerica", "Bank of America, N.A."],
    ["Toyota Motor Credit Corp", "TOYOTA MTR CR CORPORATION"],
    ["acme acceptance", "ACME ACCEPTANCE"],
  ])("%s matches %s", (a, b) => {
    expect(organisationNamesMatch(a, b).match).toBe(true);
    expect(organisationNamesMatch(b, a).match).toBe(true);
  });

  it.each([
    ["Ally", "Ally Bank"],
    ["Acme Acceptance", "Acme Finance"],
    ["First National Bank", "Second National Bank"],
    ["", "Acme"],
  ])("%s does not match %s", (a, b) => {
    const result = organisationNamesMatch(a, b);
    expect(result.match).toBe(false);
    expect(result.reason).toContain("does not match");
  });

  it("names the ignored legal suffix", () => {
    expect(organisationNamesMatch("Acme Bank, N.A.", "ACME BANK").reason).toBe(
      'Matched "Acme Bank, N.A." to "ACME BANK" after ignoring the legal suffix N.A.',
    );
  });

  it("says when only case or punctuation differed", () => {
    expect(organisationNamesMatch("acme-bank", "ACME BANK").reason).toBe(
      'Matched "acme-bank" to "ACME BANK" after ignoring case, accents and punctuation.',
    );
  });
});

describe("personNamesMatch", () => {
  const jordan = { firstName: "Jordan", lastName: "Rivera" };

  it.each([
    ["middle initial", { name: "Jordan Q. Rivera" }, jordan],
    ["middle name in first field", { firstName: "Jordan Quinn", lastName: "Rivera" }, jordan],
    ["suffix", { name: "Jordan Rivera Jr." }, jordan],
    ["suffix after comma", { name: "Jordan Rivera, III" }, jordan],
    ["last, first", { name: "RIVERA, JORDAN Q" }, jordan],
    ["swapped fields", { firstName: "Rivera", lastName: "Jordan" }, jordan],
    ["last first without comma", { name: "Rivera Jordan" }, jordan],
    ["accents and case", { name: "josé garcía" }, { firstName: "JOSE", lastName: "GARCIA" }],
    ["apostrophe", { name: "Sean O'Brien" }, { firstName: "Sean", lastName: "OBrien" }],
    ["compound surname", { name: "Maria de la Cruz" }, { firstName: "María", lastName: "De La Cruz" }],
    ["whole name in one policy field", { name: "Jordan Rivera" }, { firstName: "Jordan Rivera", lastName: null }],
    ["title", { name: "Dr. Jordan Rivera" }, jordan],
  ])("matches: %s", (_, expected, actual) => {
    const result = personNamesMatch(expected, actual);
    expect(result.match, result.reason).toBe(true);
  });

  it.each([
    ["different first name", { name: "Jane Rivera" }, jordan],
    ["different surname", { name: "Jordan Rivers" }, jordan],
    ["surname is a prefix only", { name: "John Smith" }, { firstName: "John", lastName: "Smithson" }],
    ["nothing given", { name: "  " }, jordan],
    ["policy has no name", { name: "Jordan Rivera" }, { firstName: null, lastName: null }],
  ])("does not match: %s", (_, expected, actual) => {
    expect(personNamesMatch(expected, actual).match).toBe(false);
  });

  it("says what was ignored", () => {
    const result = personNamesMatch({ name: "Jordan Q. Rivera Jr." }, jordan);
    expect(result.reason).toBe(
      'Matched "Jordan Q. Rivera Jr." to the insured "Jordan Rivera", ignoring middle names and initials and suffixes such as Jr and III.',
    );
    expect(personNamesMatch({ firstName: "Rivera", lastName: "Jordan" }, jordan).reason).toContain("swapped");
  });

  it("compares the surname alone when only a surname is given", () => {
    const result = personNamesMatch({ lastName: "rivera" }, jordan);
    expect(result.match).toBe(true);
    expect(result.reason).toContain("surname only");
  });
});

// Issue 17: how lenders' names are really printed after the name (the usual ISAOA/ATIMA clauses,
// written out, abbreviated, and with "&/or" or a lost slash) still name the lender.
describe("lender names with the usual clauses", () => {
  it.each([
    "Acme Lending LLC ISAOA/ATIMA",
    "Acme Lending, its successors and/or assigns",
    "Acme Lending LLC ISAOA ATIMA",
    "Acme Lending LLC as their interests may appear",
    "ACME LENDING LLC, ITS SUCCESSORS &/OR ASSIGNS",
    "Acme Lending LLC its successors and or assigns",
    "Acme Lending LLC and its successors and assigns",
    "Acme Lending LLC & its successors and/or assigns, as interest may appear",
    "Acme Lending LLC (ISAOA/ATIMA)",
    "Acme Lending LLC, its successors and/or assigns, ATIMA",
  ])("%s is the lender Acme Lending LLC", (printed) => {
    expect(organisationNamesMatch("Acme Lending LLC", printed).match).toBe(true);
    expect(organisationNamesMatch(printed, "Acme Lending LLC").match).toBe(true);
  });

  it("still tells another lender apart", () => {
    expect(organisationNamesMatch("Acme Lending LLC", "Acme Leasing LLC ISAOA/ATIMA").match).toBe(false);
  });
});
