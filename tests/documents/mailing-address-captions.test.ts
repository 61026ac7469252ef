import { describe, expect, it } from "vitest";
import { AUTO_BASICS as HEAD, readFlow } from "../fixtures/documents/flow-policy";

// A portal prints the mailing address under "Address on file"; an agency screen abbreviates the
// caption to "Addr:". Both are the insured's mailing address.

const addressOf = (text: string) => readFlow(text).address?.addressLine1 ?? null;

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
