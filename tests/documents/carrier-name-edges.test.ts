import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { flowPage } from "../fixtures/documents/text-page";

// Where a carrier's legal name starts and ends when the page runs it into other words: a name that
// opens with an ordinal, and a sentence that names the company's seat after it.

const TODAY = new Date("2026-09-01");
const carrierOf = (text: string) => parsePolicy([flowPage(text)], { policyType: "auto", today: TODAY }).carrier.name;

const REST = `
Policy Number: 4410-22-981   Policy period: 03/01/2026 to 09/01/2026
Named Insured: Leticia Pham
2022 Lexus ES 350   VIN JTJUDG6K8NC255361
Collision   $1,000 deductible`;

describe("carrier names", () => {
  it("keeps an ordinal that opens the name", () => {
    expect(
      carrierOf(`This is to verify that coverage is in effect with 21st Century Insurance Company as described below.
Company: 21st Century Insurance Company${REST}`),
    ).toBe("21st Century Insurance Company");
  });

  it("ends the name before the company's seat and the sentence after it", () => {
    expect(
      carrierOf(
        `Your policy is issued by USAA General Indemnity Company, San Antonio, TX. This page and its schedules${REST}`,
      ),
    ).toBe("USAA General Indemnity Company");
  });
});
