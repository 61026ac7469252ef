import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ThirdPartyList } from "@/components/policy/policy-parts";
import type { ThirdParty } from "@/lib/schemas/policy";

// Issue 17: the session page's lienholder box was green for any lienholder, even another bank's.
// Green now means "this is the loan's lender", matched as the lienholder/mortgagee rule matches it.

const party = (name: string, type: ThirdParty["type"] = "lienholder"): ThirdParty =>
  ({ name, type, loanNumber: null, address: null }) as ThirdParty;

function box(parties: ThirdParty[], lenderName: string | null) {
  const html = renderToStaticMarkup(createElement(ThirdPartyList, { parties, lenderName }));
  return [...html.matchAll(/<li [^>]*data-standing="([^"]+)" class="([^"]+)"/g)].map((m) => ({
    standing: m[1],
    green: m[2].includes("green"),
  }));
}

describe("the lienholder box on the session page", () => {
  it("is not green when the listed lienholder is another lender", () => {
    expect(box([party("Other Bank N.A.")], "Acme Lending LLC")).toEqual([{ standing: "other-lender", green: false }]);
  });

  it("is green for the lender, whatever clause follows its name", () => {
    expect(
      box(
        [party("ACME LENDING LLC ISAOA/ATIMA"), party("Acme Lending, its successors and/or assigns", "mortgagee")],
        "Acme Lending LLC",
      ),
    ).toEqual([
      { standing: "lender", green: true },
      { standing: "lender", green: true },
    ]);
  });

  it("is not green when the loan names no lender to compare with", () => {
    expect(box([party("Acme Lending LLC")], null)).toEqual([{ standing: "other", green: false }]);
  });
});
