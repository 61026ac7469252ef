import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { AUTO_BASICS, readFlow } from "../fixtures/documents/flow-policy";
import { textPage } from "../fixtures/documents/text-page";

// The insured's mailing address under the captions agency screens and system exports give it:
// "Address" with no colon, a "Mailing Line:" field per part, "Send mail to" over a block, and a
// city, state and ZIP printed as three cells of one line.

const address = (text: string) => {
  const a = readFlow(`${AUTO_BASICS}${text}`).address;
  return a && [a.addressLine1, a.city, a.state, a.postalCode];
};

describe("mailing addresses under their captions", () => {
  it("reads 'Address' followed by the street on the same line", () => {
    expect(address("Named Insd MCALLISTER, WEI\nAddress 24709 BRIAR PL, GRAND RAPIDS, MI 49546")).toEqual([
      "24709 BRIAR PL",
      "GRAND RAPIDS",
      "MI",
      "49546",
    ]);
  });

  it("reads an export's 'Mailing Line' fields, a field a line", () => {
    expect(
      address(`Insured Name: WASHINGTON, ELEANOR
Mailing Line:   28348 E CARDINAL LOOP
Mailing Line 2:
Mailing City:   ST. LOUIS
Mailing State:   MO
Mailing ZIP:   63116`),
    ).toEqual(["28348 E CARDINAL LOOP", "ST. LOUIS", "MO", "63116"]);
  });

  it("reads the block under 'Send mail to'", () => {
    const page = textPage([
      [[50, "Policy Number: 4410-22-981"]],
      [[50, "Policy period: 03/01/2026 to 09/01/2026"]],
      [
        [50, "NAMED INSURED(S)"],
        [228, "Send mail to"],
        [408, "Policy price"],
      ],
      [
        [50, "Luis P Achebe"],
        [228, "16506 School Dr"],
        [408, "$1,443.94 per term"],
      ],
      [
        [50, "Eleanor Achebe"],
        [228, "Worcester, MA 01608"],
      ],
    ]);
    const a = parsePolicy([page], { policyType: "auto", today: new Date("2026-09-01") }).address;
    expect(a && [a.addressLine1, a.city, a.state, a.postalCode]).toEqual([
      "16506 School Dr",
      "Worcester",
      "MA",
      "01608",
    ]);
  });

  it("reads a city, state and ZIP printed as cells of one line under the street", () => {
    const page = textPage([
      [[50, "Policy Number: 4410-22-981"]],
      [[50, "Policy period: 03/01/2026 to 09/01/2026"]],
      [
        [50, "Named Insured"],
        [150, "Fischer, Aisha"],
      ],
      [
        [50, "Insured Address"],
        [150, "19237 Canyon Ln"],
      ],
      [
        [150, "Albuquerque,"],
        [222, "NM"],
        [240, "87122"],
      ],
      [[50, "2022 Lexus ES 350   VIN JTJUDG6K8NC255361"]],
    ]);
    const a = parsePolicy([page], { policyType: "auto", today: new Date("2026-09-01") }).address;
    expect(a && [a.addressLine1, a.city, a.state, a.postalCode]).toEqual([
      "19237 Canyon Ln",
      "Albuquerque",
      "NM",
      "87122",
    ]);
  });
});
