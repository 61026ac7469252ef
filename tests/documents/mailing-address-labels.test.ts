import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { flowPage } from "../fixtures/documents/text-page";

// The insured's mailing address under the many captions carriers give it, beside the value or
// over it; a caption that names the insured first ("Insured's mailing address") is still one.

const LABELS = [
  "Mailing Address:",
  "Insured's Mailing Address:",
  "Insured Mailing Address",
  "Your mailing address",
  "Insured Address:",
  "Policyholder Address:",
  "Address of Named Insured:",
  "Mailing Address of Insured:",
  "Principal Address:",
];

const addressUnder = (lines: string[]) =>
  parsePolicy(
    [
      flowPage(
        [
          "Policy Number: 00989 43 11C",
          "Named Insured: Mary Jones",
          "Effective 01/01/2026 to 01/01/2027",
          ...lines,
        ].join("\n"),
      ),
    ],
    { policyType: "auto", today: new Date("2026-02-01") },
  ).address;

describe("mailing address captions", () => {
  it.each(LABELS)("reads the address beside '%s'", (label) => {
    expect(addressUnder([`${label}   1629 Sycamore Lane, Raleigh, NC 27601`])).toMatchObject({
      addressLine1: "1629 Sycamore Lane",
      city: "Raleigh",
      state: "NC",
      postalCode: "27601",
    });
  });

  it.each(LABELS)("reads the address under '%s'", (label) => {
    expect(addressUnder([label, "1629 Sycamore Lane", "Raleigh, NC 27601"])).toMatchObject({
      addressLine1: "1629 Sycamore Lane",
      postalCode: "27601",
    });
  });
});
