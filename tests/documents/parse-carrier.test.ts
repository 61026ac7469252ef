import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { cleanCarrierName } from "@/lib/service/documents/parse/carrier";
import { flowPage } from "../fixtures/documents/text-page";

// The underwriting company as printed: its whole legal name, not the brand in the letterhead,
// a product title, or a time or label that shares its line.

const carrierOf = (text: string) =>
  parsePolicy([flowPage(`Policy Number: HX-4471209\n${text}`)], { policyType: "home" }).carrier.name;

describe("carrier name", () => {
  it("keeps 'of America' and the like as part of the legal name", () => {
    expect(carrierOf("Selective Insurance Company of America\nDeclarations")).toBe(
      "Selective Insurance Company of America",
    );
  });

  it("prefers the legal entity over a letterhead brand printed first", () => {
    expect(carrierOf("Grange Insurance\nYour Condo Insurance Summary\nGrange Mutual Casualty Company")).toBe(
      "Grange Mutual Casualty Company",
    );
  });

  it("never takes the legal form printed under the name ('A Stock Insurance Company') for the company", () => {
    // Kept in the case it is printed in.
    expect(carrierOf("DAIRYLAND INSURANCE COMPANY\nA STOCK INSURANCE COMPANY\nAUTOMOBILE POLICY DECLARATIONS")).toBe(
      "DAIRYLAND INSURANCE COMPANY",
    );
    expect(carrierOf("A Mutual Company\nState Farm Mutual Automobile Insurance Company")).toBe(
      "State Farm Mutual Automobile Insurance Company",
    );
  });

  it("never takes a product title for the company", () => {
    expect(carrierOf("Your Car Insurance\nPolicy Declarations\nCoastal Mutual Insurance Company")).toBe(
      "Coastal Mutual Insurance Company",
    );
  });

  it("ends the name where a parenthesis the line break left open begins", () => {
    const text = [
      "This page and any attached endorsements form a part of your",
      "policy, which is issued by Keystone Mutual Insurance Company (a",
      "stock insurance company), Boston, MA.",
    ].join("\n");
    expect(carrierOf(text)).toBe("Keystone Mutual Insurance Company");
  });

  it("joins a name that a prose line wraps", () => {
    const text = [
      "Please use policy number 22572947553 whenever you contact us. Your insurance is provided by Allstate Fire and",
      "Casualty Insurance Company. (NAIC 29688)",
    ].join("\n");
    expect(carrierOf(text)).toBe("Allstate Fire and Casualty Insurance Company");
  });

  it("drops a time or a label glued in front of the name", () => {
    expect(cleanCarrierName("AM. The Commerce Insurance Company")).toBe("The Commerce Insurance Company");
    expect(cleanCarrierName("Insurer Property and Casualty Insurance Company of Hartford")).toBe(
      "Property and Casualty Insurance Company of Hartford",
    );
  });

  it("keeps the place of a legal name printed in capitals or on the next line", () => {
    expect(carrierOf("CITIZENS INSURANCE COMPANY OF AMERICA\n(A Reciprocal Insurer)")).toBe(
      "CITIZENS INSURANCE COMPANY OF AMERICA",
    );
    expect(carrierOf("SAFECO INSURANCE COMPANY\nOF AMERICA\nHOMEOWNERS DECLARATIONS")).toBe(
      "SAFECO INSURANCE COMPANY OF AMERICA",
    );
  });

  it("drops a sentence or a label glued after the name, and never takes a label for it", () => {
    expect(cleanCarrierName("Insurance company Erie Insurance Exchange")).toBe("Erie Insurance Exchange");
    expect(cleanCarrierName("Insurance Company of North America")).toBe("Insurance Company of North America");
    expect(cleanCarrierName("Erie Insurance Exchange. Erie Insurance is a marketing name")).toBe(
      "Erie Insurance Exchange",
    );
    expect(cleanCarrierName("Property and Casualty Insurance Company of Hartford Policy Number")).toBe(
      "Property and Casualty Insurance Company of Hartford",
    );
    expect(
      carrierOf("INSURING COMPANY\nCOVERAGES AND AMOUNTS OF INSURANCE\nSelective Insurance Company of America"),
    ).toBe("Selective Insurance Company of America");
  });
});
