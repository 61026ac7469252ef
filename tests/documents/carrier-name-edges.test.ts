import { describe, expect, it } from "vitest";
import { AUTO_BASICS, readFlow } from "../fixtures/documents/flow-policy";

// Where a carrier's legal name starts and ends when the page runs it into other words: a name that
// opens with an ordinal, and a sentence that names the company's seat after it.

const carrierOf = (text: string) => readFlow(text).carrier.name;

const REST = `
Named Insured: Leticia Pham
${AUTO_BASICS}`;

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
