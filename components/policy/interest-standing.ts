import type { ThirdParty } from "@/lib/schemas/policy";
import { organisationNamesMatch } from "@/lib/shared/organisation-names";

// A lienholder box is green only when the interest is the loan's lender, matched the way the
// lienholder/mortgagee rule matches it ("Acme Lending LLC ISAOA/ATIMA" is Acme Lending LLC).
// Another bank holding the lien is the opposite of good news for this loan, so it is amber.

export type InterestStanding = "lender" | "other-lender" | "other";

export function interestStanding(party: ThirdParty, lenderName: string | null | undefined): InterestStanding {
  const secured = party.type === "lienholder" || party.type === "mortgagee" || party.type === "lessor";
  const isLender = Boolean(lenderName?.trim()) && organisationNamesMatch(lenderName!, party.name).match;
  if (isLender) return "lender";
  return secured && lenderName?.trim() ? "other-lender" : "other";
}
