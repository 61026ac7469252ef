import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { flowPage } from "../fixtures/documents/text-page";

// A portal prints the mailing address under "Address on file"; an agency screen abbreviates the
// caption to "Addr:". Both are the insured's mailing address.

const TODAY = new Date("2026-09-01");
const addressOf = (text: string) =>
  parsePolicy([flowPage(text)], { policyType: "auto", today: TODAY }).address?.addressLine1 ?? null;

const HEAD = `Policy Number: 4410-22-981   Policy period: 03/01/2026 to 09/01/2026
2022 Lexus ES 350   VIN JTJUDG6K8NC255361
Collision   $1,000 deductible
`;

describe("mailing address captions", () => {
  it("'Address on file' heads the address printed under it", () => {
    expect(
      addressOf(`${HEAD}Samuel Kim
Address on file
5389 Oak Trail
Colorado Springs, CO 80920
Billing summary`),
    ).toBe("5389 Oak Trail");
  });

  it("'Addr:' captions the address on its own line", () => {
    expect(
      addressOf(`${HEAD}Insured: Luis Kim
Addr: 9866 Highland Boulevard, Tacoma, WA 98422`),
    ).toBe("9866 Highland Boulevard");
  });
});
